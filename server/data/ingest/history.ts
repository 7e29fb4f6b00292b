import { readFileSync } from 'node:fs';
import type { LeagueId } from '../reference/leagues.ts';
import { NFL_TEAMS } from '../reference/nfl-teams.ts';
import { discoverSourceFiles } from './discover.ts';
import { parseFiveThirtyEightGames, type ReferenceForecast } from './fivethirtyeight.ts';
import { parseFootballData } from './football-data.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
import type { ParsedMatch } from './types.ts';

const NFL_FRANCHISE = new Map(
  NFL_TEAMS.flatMap((team) => team.codes.map((code) => [code, team.code] as const)),
);

/**
 * One league's matches straight from the mirror's files, de-duplicated the way ingest does
 * (richer files first) and in kick-off order. The backtest reads this instead of the database
 * so it can run without a server and replays exactly what the files say.
 */
export function loadLeagueHistory(dataDir: string, leagueId: LeagueId): ParsedMatch[] {
  const seen = new Map<string, ParsedMatch>();
  for (const file of discoverSourceFiles(dataDir)) {
    let items: ParsedMatch[] = [];
    if (
      file.kind === 'football-data' &&
      (file.leagueId ?? file.fileLeagueId ?? leagueId) === leagueId
    ) {
      items = parseFootballData(readFileSync(file.path, 'utf8'), file.rel, {
        leagueId: file.leagueId,
      }).items;
    } else if (file.kind === 'nba' && leagueId === 'NBA') {
      items = parseNbaGames(readFileSync(file.path, 'utf8'), file.rel).items;
    } else if (file.kind === 'nflverse' && leagueId === 'NFL') {
      items = parseNflverseGames(readFileSync(file.path, 'utf8'), file.rel).items.map((match) => ({
        ...match,
        // Relocated franchises keep one rating: OAK→LV, SD→LAC, STL→LA.
        home: NFL_FRANCHISE.get(match.home) ?? match.home,
        away: NFL_FRANCHISE.get(match.away) ?? match.away,
      }));
    }
    for (const match of items) {
      if (match.leagueId !== leagueId) continue;
      const key = `${match.localDate}:${match.home}:${match.away}`;
      if (!seen.has(key)) seen.set(key, match);
    }
  }
  return [...seen.values()].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
}

/** FiveThirtyEight's published forecasts for NBA or NFL games, as the file has them. */
export function loadReferenceForecasts(
  dataDir: string,
  leagueId: 'NBA' | 'NFL',
): ReferenceForecast[] {
  const file = discoverSourceFiles(dataDir).find(
    (f) => f.kind === 'fivethirtyeight' && f.leagueId === leagueId,
  );
  return file ? parseFiveThirtyEightGames(readFileSync(file.path, 'utf8'), file.rel).items : [];
}

/** A played soccer match as the Dixon–Coles fit reads it (shots on target feed its blend). */
export function toSoccerMatch(match: ParsedMatch) {
  return {
    date: match.kickoff.toISOString(),
    home: match.home,
    away: match.away,
    homeGoals: match.homeScore!,
    awayGoals: match.awayScore!,
    homeShotsOnTarget: match.stats?.HST,
    awayShotsOnTarget: match.stats?.AST,
    homeShots: match.stats?.HS,
    awayShots: match.stats?.AS,
  };
}

/**
 * A played NBA or NFL game as Elo reads it. Seasons are numbered by their start year for both:
 * NFL '2024' and NBA '2024/25' are 2024.
 */
export function toEloGame(match: ParsedMatch) {
  return {
    id: `${match.localDate}:${match.home}:${match.away}`,
    date: match.localDate,
    season: Number(match.season.slice(0, 4)),
    home: match.home,
    away: match.away,
    homeScore: match.homeScore!,
    awayScore: match.awayScore!,
    neutral: match.stats?.neutral === 1,
    playoff: match.stats?.playoff === 1,
    // NFL starting quarterbacks (nflverse GSIS id digits), when the file names them.
    ...(match.stats?.homeQb !== undefined && match.stats?.awayQb !== undefined
      ? { homeQb: String(match.stats.homeQb), awayQb: String(match.stats.awayQb) }
      : {}),
  };
}
