import type { Db } from '../../db/client.ts';
import {
  aliasesOfSport,
  insertReferenceForecastRows,
  matchesBetween,
  mergeMatchStats,
  teamNamesOfSport,
} from '../../db/queries/club-identity.ts';
import type { ClubCatalogue } from './club-catalogue.ts';
import { footballSeasonLabel, parseDayMonthYear } from './dates.ts';
import { parseSpiMatches, SPI_LEAGUES } from './spi.ts';
import { spiMatcher } from './spi-match.ts';
import type { ParseProblem } from './types.ts';

export const SPI_SOURCE = 'fivethirtyeight-spi';

export interface SpiIngestResult {
  items: number;
  added: number;
  problems: number;
  xgAdded: number;
  /** Rows of leagues we do not hold, and of league-seasons we hold no match of. */
  notOurs: number;
}

const seasonOf = (date: string) => footballSeasonLabel(parseDayMonthYear(date)!);

/** Every name each soccer team goes by: its own, the stored aliases and openfootball's blocks. */
async function teamNames(db: Db, catalogue: ClubCatalogue) {
  const names = new Map<number, string[]>();
  const add = (id: number, ...more: string[]) => names.set(id, [...(names.get(id) ?? []), ...more]);
  for (const team of await teamNamesOfSport(db, 'soccer')) add(team.id, team.name, team.source_key);
  for (const alias of await aliasesOfSport(db, 'soccer')) add(alias.team_id, alias.alias);
  for (const team of catalogue.domestic) add(team.teamId, ...team.names);
  return (id: number) => names.get(id) ?? [];
}

/**
 * Attaches FiveThirtyEight's SPI forecasts (home/draw/away) to our matches as reference
 * forecasts, benchmark only, and adds its expected goals to the match statistics (HXG/AXG).
 * Rows must find their match by league, date (±1 day) and both teams; a row of a league-season we
 * hold that finds none is a problem. Rows of seasons we do not hold (Europa League before
 * 2020/21, whose openfootball files do not exist) are not ours.
 */
export async function ingestSpiFile(
  db: Db,
  file: { rel: string },
  text: string,
  catalogue: ClubCatalogue,
  problems: ParseProblem[],
): Promise<SpiIngestResult> {
  const parsed = parseSpiMatches(text, file.rel);
  problems.push(...parsed.problems);
  const dates = parsed.items.map((row) => row.date).sort();
  const candidates = dates.length
    ? await matchesBetween(db, [...new Set(Object.values(SPI_LEAGUES))], dates[0]!, dates.at(-1)!)
    : [];
  const matches = candidates.map((row) => ({
    id: row.id,
    leagueId: row.league_id,
    localDate: row.natural_key.split(':')[1]!,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
  }));
  const heldSeasons = new Set(matches.map((m) => `${m.leagueId}:${seasonOf(m.localDate)}`));
  const find = spiMatcher(matches, await teamNames(db, catalogue));
  const forecasts = [];
  const stats = [];
  let notOurs = parsed.otherLeagues;
  let unmatched = 0;
  for (const row of parsed.items) {
    const found = find(row);
    if (!found) {
      if (!heldSeasons.has(`${row.leagueId}:${seasonOf(row.date)}`)) notOurs++;
      else {
        unmatched++;
        problems.push({
          file: row.file,
          line: row.line,
          reason:
            `no ${row.leagueId} match for ${row.team1} v ${row.team2} on ${row.date} (±1 day)` +
            (row.score ? '' : '; an unplayed forecast, for a fixture that moved to another date'),
        });
      }
      continue;
    }
    const [home, away] = found.swapped ? [row.prob2, row.prob1] : [row.prob1, row.prob2];
    forecasts.push({
      matchId: found.matchId,
      source: SPI_SOURCE,
      homeWin: home,
      draw: row.probtie,
      awayWin: away,
    });
    if (row.xg) {
      const [hxg, axg] = found.swapped ? [row.xg[1], row.xg[0]] : row.xg;
      stats.push({ id: found.matchId, stats: { HXG: hxg, AXG: axg } });
    }
  }
  const added = await insertReferenceForecastRows(db, forecasts);
  await mergeMatchStats(db, stats);
  return {
    items: parsed.items.length + parsed.otherLeagues,
    added,
    problems: parsed.problems.length + unmatched,
    xgAdded: stats.length,
    notOurs,
  };
}
