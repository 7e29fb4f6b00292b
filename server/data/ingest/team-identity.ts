import { LEAGUES, type LeagueId, type SportId } from '../reference/leagues.ts';
import { NBA_TEAMS } from '../reference/nba-teams.ts';
import { NFL_TEAMS } from '../reference/nfl-teams.ts';
import type { ParsedMatch, ParseProblem } from './types.ts';

/*
 * How a stored match is known again: its sport, its sides as the catalogue keys them and its
 * natural key. The ingest and the live refresh both write matches, so both read this, and the
 * live path does not load the ingest runner for it.
 */

export const sportOf = (leagueId: LeagueId): SportId =>
  LEAGUES.find((league) => league.id === leagueId)!.sportId;

/** Team identity per sport: the name or code the results files use, mapped to a franchise. */
const NFL_BY_CODE = new Map(
  NFL_TEAMS.flatMap((team) => team.codes.map((code) => [code, team] as const)),
);
const NBA_BY_CODE = new Map(NBA_TEAMS.map((team) => [team.code, team] as const));

function teamIdentity(
  leagueId: LeagueId,
  sourceName: string,
): { sourceKey: string; name: string } | undefined {
  if (leagueId === 'NFL') {
    const team = NFL_BY_CODE.get(sourceName);
    return team && { sourceKey: team.code, name: team.name };
  }
  if (leagueId === 'NBA') {
    const team = NBA_BY_CODE.get(sourceName);
    return team && { sourceKey: team.code, name: team.name };
  }
  return { sourceKey: sourceName, name: sourceName };
}

/**
 * Each match's sides as the catalogue keys them, and every side seen; a match naming a team code
 * the league does not have is reported, not guessed.
 */
export function identifyTeams<M extends Omit<ParsedMatch, 'odds'>>(
  leagueId: LeagueId,
  list: readonly M[],
  problems: ParseProblem[],
) {
  const identities = new Map<string, { sourceKey: string; name: string }>();
  const usable: (M & { homeKey: string; awayKey: string })[] = [];
  for (const match of list) {
    const home = teamIdentity(leagueId, match.home);
    const away = teamIdentity(leagueId, match.away);
    if (!home || !away) {
      problems.push({
        file: match.file,
        line: match.line,
        reason: `unknown team code "${home ? match.away : match.home}"`,
      });
      continue;
    }
    identities.set(home.sourceKey, home);
    identities.set(away.sourceKey, away);
    usable.push({ ...match, homeKey: home.sourceKey, awayKey: away.sourceKey });
  }
  return { identities, usable };
}

/**
 * league:local-date:home:away, and ':g1' / ':g2' for the two games of an MLB double-header
 * (Retrosheet's game number), which share the rest.
 */
export const naturalKey = (
  leagueId: string,
  localDate: string,
  home: string,
  away: string,
  doubleHeader?: 1 | 2,
) => `${leagueId}:${localDate}:${home}:${away}${doubleHeader ? `:g${doubleHeader}` : ''}`;
