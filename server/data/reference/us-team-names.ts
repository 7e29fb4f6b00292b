import { NBA_TEAMS } from './nba-teams.ts';
import { NFL_TEAMS } from './nfl-teams.ts';
import { normalizeName } from './normalize.ts';

/** Finds an NBA or NFL team's code from any name the reference table knows ("Dubs", "Niners"). */
export function usTeamCodeFinder(leagueId: 'NBA' | 'NFL'): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const team of leagueId === 'NBA' ? NBA_TEAMS : NFL_TEAMS) {
    for (const alias of [team.name, ...team.aliases]) byName.set(normalizeName(alias), team.code);
  }
  return (name) => byName.get(normalizeName(name));
}
