import { editDistance } from '../../lib/edit-distance.ts';
import { normalizeName } from '../reference/normalize.ts';

/** A catalogue team as loadTeams gives it: the aliases are team_aliases rows (normalised). */
export interface MatchableTeam {
  id: number;
  sportId: string;
  name: string;
  aliases: readonly string[];
}

export type TeamMatch =
  | { teamId: number; how: 'alias' | 'close' }
  /** No team, or several equally likely (`candidates`): a wrong team is worse than none. */
  | { teamId: null; candidates: number[] };

/**
 * Club-form words and numbers that name no club by themselves: "1. FC Köln", "AFC Bournemouth",
 * "FSV Mainz 05", "TSG 1899 Hoffenheim", "Atalanta BC". Words that do tell clubs apart
 * (City, United, Real, Athletic) are not here.
 */
const AFFIXES = new Set([
  'fc',
  'afc',
  'cf',
  'cfc',
  'acf',
  'sc',
  'sco',
  'ac',
  'as',
  'ss',
  'ssc',
  'us',
  'bc',
  'cd',
  'ud',
  'ca',
  'rc',
  'rcd',
  'sd',
  'sv',
  'vfb',
  'vfl',
  'tsg',
  'fsv',
  'bsc',
  'ogc',
  'hsc',
  'aj',
  'calcio',
]);

/** Linking words that carry no name: "Brighton and Hove Albion", "Atlético de Madrid". */
const LINKS = new Set(['and', 'de', 'del', 'la', 'le', 'di', 'the']);

/** The name with club-form affixes removed; the name itself if nothing else would be left. */
export function withoutAffixes(normalized: string): string {
  const kept = normalized.split(' ').filter((word) => !AFFIXES.has(word) && !/^\d+$/.test(word));
  return kept.length > 0 ? kept.join(' ') : normalized;
}

interface Entry {
  teamId: number;
  /** The alias without affixes. */
  bare: string;
  /** Its words, linking words left out. */
  words: Set<string>;
  letters: number;
}

/**
 * Matches team names as a provider spells them ("Wolverhampton Wanderers", "Borussia
 * Monchengladbach") to catalogue teams. In order: an exact alias; the same without club affixes
 * ("1. FC Union Berlin" = "Union Berlin"); then a close spelling, taken only when exactly one team
 * qualifies. Feed it the search directory's aliases, not just team_aliases: those miss names
 * only the directory adds ("Atletico Madrid" for football-data's "Ath Madrid").
 */
export function createTeamMatcher(teams: readonly MatchableTeam[]) {
  const exact = new Map<string, Set<number>>();
  const bare = new Map<string, Set<number>>();
  const entries = new Map<string, Entry[]>();
  const add = (map: Map<string, Set<number>>, key: string, id: number) => {
    const ids = map.get(key) ?? new Set<number>();
    ids.add(id);
    map.set(key, ids);
  };

  for (const team of teams) {
    const names = new Set([team.name, ...team.aliases].map(normalizeName).filter(Boolean));
    const list = entries.get(team.sportId) ?? [];
    for (const name of names) {
      add(exact, `${team.sportId}|${name}`, team.id);
      const stripped = withoutAffixes(name);
      add(bare, `${team.sportId}|${stripped}`, team.id);
      const words = wordsOf(stripped);
      list.push({ teamId: team.id, bare: stripped, words, letters: lettersOf(words) });
    }
    entries.set(team.sportId, list);
  }

  /** The match and how strong it is: 0 exact alias, 1 alias without affixes, 2 close. */
  type Ranked = { match: TeamMatch; stage: 0 | 1 | 2 };
  const decide = (ids: Set<number> | undefined, stage: 0 | 1 | 2): Ranked | undefined => {
    if (!ids || ids.size === 0) return undefined;
    if (ids.size === 1) {
      return { match: { teamId: [...ids][0]!, how: stage === 2 ? 'close' : 'alias' }, stage };
    }
    return { match: { teamId: null, candidates: [...ids].sort((a, b) => a - b) }, stage };
  };

  const cache = new Map<string, Ranked>();

  function resolve(sportId: string, providerName: string): Ranked {
    const key = `${sportId}|${providerName}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const name = normalizeName(providerName);
    let result: Ranked | undefined;
    if (name) {
      const stripped = withoutAffixes(name);
      result =
        decide(exact.get(`${sportId}|${name}`), 0) ??
        decide(bare.get(`${sportId}|${stripped}`), 1) ??
        decide(closeTeams(entries.get(sportId) ?? [], stripped), 2);
    }
    result ??= { match: { teamId: null, candidates: [] }, stage: 2 };
    cache.set(key, result);
    return result;
  }

  return {
    /** The team a provider's name means, judged on the name alone. */
    match(sportId: string, providerName: string): TeamMatch {
      return resolve(sportId, providerName).match;
    },

    /**
     * The teams of a whole answer (one league's events), one team per name: when two names
     * reach the same team, the one matched more strongly keeps it and the other gets none
     * (both get none on a tie). This catches a club the catalogue does not hold yet taking the
     * place of one it does: "Paris FC" reaching Paris SG through its alias "Paris" while the
     * same answer calls Paris SG "Paris Saint Germain".
     */
    matchAll(sportId: string, providerNames: readonly string[]): Map<string, TeamMatch> {
      const names = [...new Set(providerNames)];
      const ranked = new Map(names.map((name) => [name, resolve(sportId, name)]));
      const claims = new Map<number, { name: string; stage: number }[]>();
      for (const [name, { match, stage }] of ranked) {
        if (match.teamId === null) continue;
        claims.set(match.teamId, [...(claims.get(match.teamId) ?? []), { name, stage }]);
      }
      const result = new Map<string, TeamMatch>();
      for (const [name, { match, stage }] of ranked) {
        const rivals = match.teamId === null ? [] : claims.get(match.teamId)!;
        const best = Math.min(...rivals.map((claim) => claim.stage));
        const keeps =
          rivals.length <= 1 ||
          (stage === best && rivals.filter((claim) => claim.stage === best).length === 1);
        result.set(
          name,
          keeps || match.teamId === null ? match : { teamId: null, candidates: [match.teamId] },
        );
      }
      return result;
    },
  };
}

export type TeamMatcher = ReturnType<typeof createTeamMatcher>;

/** The teams with an alias close to `name` (already without affixes). */
function closeTeams(entries: readonly Entry[], name: string): Set<number> {
  const words = wordsOf(name);
  const letters = lettersOf(words);
  const close = new Set<number>();
  for (const entry of entries) {
    if (!close.has(entry.teamId) && isClose(name, words, letters, entry)) close.add(entry.teamId);
  }
  return close;
}

/**
 * A close spelling: a typo or transliteration ("Monchengladbach" / "Moenchengladbach"), up to one
 * edit per six letters and never more than two; or one name's words all inside the other's when
 * they make up at least half its letters ("Sociedad" in "Real Sociedad", "Leverkusen" in "Bayer
 * Leverkusen"), so that a nickname like "Real" or "City" does not claim every longer name.
 */
function isClose(name: string, words: Set<string>, letters: number, entry: Entry): boolean {
  const shorter = Math.min(name.length, entry.bare.length);
  const allowed = Math.min(2, Math.floor(shorter / 6));
  if (allowed > 0 && editDistance(name, entry.bare, allowed) <= allowed) return true;

  const [small, large, smallLetters, largeLetters] =
    words.size <= entry.words.size
      ? [words, entry.words, letters, entry.letters]
      : [entry.words, words, entry.letters, letters];
  if (small.size === 0 || smallLetters < 4) return false;
  for (const word of small) if (!large.has(word)) return false;
  return smallLetters * 2 >= largeLetters;
}

function wordsOf(name: string): Set<string> {
  return new Set(name.split(' ').filter((word) => word && !LINKS.has(word)));
}

function lettersOf(words: Set<string>): number {
  let total = 0;
  for (const word of words) total += word.length;
  return total;
}
