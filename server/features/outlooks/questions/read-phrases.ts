import type { OutlookMarket } from '@contract';
import { AWARD_WORDS, groupOf, MARKET_PHRASES, matches, placeOf } from './phrases.ts';

/** Where a competition's name sits in the question ('premier league' at words 3–4). */
export interface CompetitionSpan {
  start: number;
  /** Exclusive. */
  end: number;
  leagueId: string | null;
  /** A UEFA competition: 'Champions League places' is a league market, not the cup. */
  cup: boolean;
}

export interface OutlookWords {
  /** Null when only a group was named ('AFC West odds'); the reader decides. */
  market: OutlookMarket | null;
  negated: boolean;
  position: number | null;
  group: string | null;
  /** Word positions the market and group took: never team names or dates. */
  consumed: Set<number>;
  /** Competitions named only inside a market ('Champions League places'): not the league asked. */
  coveredLeagueIds: string[];
  /**
   * Read from 'win the Premier League' or 'Premier League winner' alone, which may still be a
   * slate question ('who will win the Premier League games this weekend'): a date wins.
   */
  weak: boolean;
  /** An award (MVP, top scorer), which Strix does not simulate. */
  award: boolean;
}

const WIN_WORDS = new Set(['win', 'wins', 'winning', 'won']);
const WINNER_WORDS = new Set(['winner', 'winners']);

/**
 * Finds the season-long market a question asks about, if any. `blocked` are the positions of
 * team names written in full ('West Ham', 'AFC Bournemouth'): a market never takes them.
 */
export function readOutlookWords(
  words: readonly string[],
  blocked: ReadonlySet<number>,
  spans: readonly CompetitionSpan[],
): OutlookWords | null {
  const consumed = new Set<number>();
  const covered: string[] = [];
  const free = (i: number) => !blocked.has(i) && !consumed.has(i);
  // A market may swallow a cup's whole name ('Champions League places'), never part of a name
  // nor a domestic league's ('Championship' is a league, not a title).
  const spanAllows = (start: number, end: number) =>
    spans.every(
      (s) => s.end <= start || s.start >= end || (s.cup && s.start >= start && s.end <= end),
    );

  let found: {
    market: OutlookMarket;
    negated: boolean;
    position: number | null;
    at: number;
  } | null = null;
  for (const phrase of MARKET_PHRASES) {
    for (let i = 0; i + phrase.words.length <= words.length; i++) {
      const end = i + phrase.words.length;
      let position: number | null = null;
      const fits = phrase.words.every((wanted, k) => {
        if (!free(i + k)) return false;
        if (wanted === '#n') {
          position = placeOf(words[i + k]!);
          return position !== null;
        }
        return matches(words[i + k], wanted);
      });
      if (!fits || !spanAllows(i, end)) continue;
      for (let k = i; k < end; k++) consumed.add(k);
      for (const s of spans)
        if (s.cup && s.start >= i && s.end <= end && s.leagueId) covered.push(s.leagueId);
      // The first market in the question is the one asked; a second one only refines it
      // ('promoted through the play-offs' is one phrase, matched before either word alone).
      if (!found || i < found.at) {
        found = { market: phrase.market, negated: phrase.negated ?? false, position, at: i };
      }
    }
  }

  let group: string | null = null;
  for (let i = 0; i < words.length; i++) {
    if (!free(i)) continue;
    const g = groupOf(words, i);
    if (!g || !Array.from({ length: g.length }, (_, k) => free(i + k)).every(Boolean)) continue;
    group ??= g.group;
    for (let k = 0; k < g.length; k++) consumed.add(i + k);
  }

  // 'Win the Premier League', 'Premier League winner': the title, unless a date makes it a slate.
  let weak = false;
  if (!found) {
    // A cup's winner ('win the Champions League') is read too, to say it is not simulated.
    for (const s of spans) {
      if (!s.leagueId) continue;
      const before = words[s.start - 1] === 'the' ? s.start - 2 : s.start - 1;
      if (WIN_WORDS.has(words[before] ?? '') && free(before)) {
        found = { market: 'title', negated: false, position: null, at: before };
        consumed.add(before);
        weak = true;
      } else if (WINNER_WORDS.has(words[s.end] ?? '') && free(s.end)) {
        found = { market: 'title', negated: false, position: null, at: s.end };
        consumed.add(s.end);
        weak = true;
      }
    }
  }

  const award = words.some((w) => AWARD_WORDS.has(w)) || hasPhrase(words, ['top', 'scorer']);
  if (!found && !group && !award) return null;
  // A division named with 'win' and no market asks for its title ('Chiefs to win the AFC West').
  const market = found?.market ?? (group?.includes(' ') ? 'divisionTitle' : null);
  return {
    market,
    negated: found?.negated ?? false,
    position: found?.position ?? null,
    group,
    consumed,
    coveredLeagueIds: covered,
    weak,
    award,
  };
}

function hasPhrase(words: readonly string[], phrase: readonly string[]) {
  return words.some((_, i) => phrase.every((w, k) => words[i + k] === w));
}
