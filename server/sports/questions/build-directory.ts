import type { SportId } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { normalizeName } from '../../data/reference/normalize.ts';
import { homesLeftBy, nameAt } from './franchise-names.ts';
import { DISPLAY_NAMES, EXTRA_ALIASES } from './nicknames.ts';
import { type DirectoryTeam, TeamDirectory } from './team-directory.ts';

export interface StoredTeam {
  id: number;
  sportId: string;
  /** The stored name ('Man City'). */
  name: string;
  /** Normalised aliases from ingest. */
  aliases: readonly string[];
}

export interface TeamPresence {
  teamId: number;
  leagueId: string;
  lastBefore: Date | null;
  firstAfter: Date | null;
}

const DAY = 86_400_000;

/**
 * The covered league a team plays in at `asOf`: the league of its next match when that is
 * close (a promoted side's new league once the fixtures are out), else of its latest match in
 * the past year.
 */
export function currentLeague(presence: readonly TeamPresence[], asOf: Date): string | null {
  const soon = presence
    .filter((p) => p.firstAfter && p.firstAfter.getTime() - asOf.getTime() < 60 * DAY)
    .sort((a, b) => a.firstAfter!.getTime() - b.firstAfter!.getTime())[0];
  if (soon) return soon.leagueId;
  const latest = presence
    .filter((p) => p.lastBefore && asOf.getTime() - p.lastBefore.getTime() < 300 * DAY)
    .sort((a, b) => b.lastBefore!.getTime() - a.lastBefore!.getTime())[0];
  return latest?.leagueId ?? null;
}

/**
 * A club's own league: its domestic one when it has one (Barcelona plays La Liga even in a week
 * whose next match is in Europe), else the UEFA competition it plays in (Benfica, Celtic).
 */
export function homeLeague(presence: readonly TeamPresence[], asOf: Date): string | null {
  return (
    currentLeague(
      presence.filter((p) => !CUP_LEAGUE_IDS.has(p.leagueId)),
      asOf,
    ) ?? currentLeague(presence, asOf)
  );
}

// Stored names come from upstream files; a club called 'constructor' must not find what every
// object inherits.
export const displayName = (stored: string) =>
  Object.hasOwn(DISPLAY_NAMES, stored) ? DISPLAY_NAMES[stored]! : stored;
const extraAliases = (stored: string) =>
  Object.hasOwn(EXTRA_ALIASES, stored) ? EXTRA_ALIASES[stored]! : [];

export function buildDirectory(
  teams: readonly StoredTeam[],
  presence: readonly TeamPresence[],
  asOf: Date,
): TeamDirectory {
  const byTeam = new Map<number, TeamPresence[]>();
  for (const p of presence) {
    const list = byTeam.get(p.teamId) ?? [];
    list.push(p);
    byTeam.set(p.teamId, list);
  }
  const entries: DirectoryTeam[] = teams.map((team) => {
    // A franchise is shown by the name it had at the clock (the Arizona Coyotes in 2023).
    const shown = nameAt(team.name, asOf) ?? displayName(team.name);
    const aliases = new Set(team.aliases);
    aliases.add(normalizeName(team.name));
    aliases.add(normalizeName(shown));
    const nicknames: string[] = [];
    for (const extra of extraAliases(team.name)) {
      const alias = normalizeName(extra);
      if (!aliases.has(alias)) nicknames.push(alias);
      aliases.add(alias);
    }
    return {
      id: team.id,
      name: shown,
      sport: team.sportId as SportId,
      leagueId: homeLeague(byTeam.get(team.id) ?? [], asOf),
      aliases: [...aliases],
      nicknames,
    };
  });
  return new TeamDirectory(withoutHomesLeft(entries, teams, asOf));
}

/**
 * A city a franchise has left stops finding it where another team holds that name: 'Phoenix' and
 * 'Arizona' are the Suns, Cardinals and Diamondbacks once the Coyotes have gone to Utah, while
 * 'Oakland', which no one else holds, still finds the Athletics. `entries` are in `teams`' order.
 */
function withoutHomesLeft(
  entries: DirectoryTeam[],
  teams: readonly StoredTeam[],
  asOf: Date,
): DirectoryTeam[] {
  const left = teams.map((team) => new Set(homesLeftBy(team.name, asOf)));
  if (left.every((homes) => homes.size === 0)) return entries;
  const held = new Set(
    entries.flatMap((entry, i) => entry.aliases.filter((a) => !left[i]!.has(a))),
  );
  return entries.map((entry, i) =>
    left[i]!.size === 0
      ? entry
      : { ...entry, aliases: entry.aliases.filter((a) => !(left[i]!.has(a) && held.has(a))) },
  );
}
