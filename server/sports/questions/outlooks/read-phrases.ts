import type { OutlookMarket } from '@contract';
import {
  AWARD_WORDS,
  groupOf,
  MARKET_PHRASES,
  matches,
  NHL_DIVISIONS,
  placeOf,
} from './phrases.ts';

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
  /** The league the market itself names ('World Series': MLB, 'Stanley Cup': NHL), if any. */
  impliedLeagueId: string | null;
}

const WIN_WORDS = new Set(['win', 'wins', 'winning', 'won']);
const WINNER_WORDS = new Set(['winner', 'winners']);

interface Found {
  market: OutlookMarket;
  negated: boolean;
  position: number | null;
  /** Where in the question it starts: the first market named is the one asked. */
  at: number;
  leagueId?: string;
}

/** The words read so far: a market, a group and a team's full name never share one. */
class Reading {
  readonly consumed = new Set<number>();
  readonly covered: string[] = [];
  constructor(
    readonly words: readonly string[],
    private readonly blocked: ReadonlySet<number>,
    private readonly spans: readonly CompetitionSpan[],
  ) {}

  free(i: number) {
    return !this.blocked.has(i) && !this.consumed.has(i);
  }

  take(start: number, end: number) {
    for (let k = start; k < end; k++) this.consumed.add(k);
  }

  /**
   * A market may swallow a cup's whole name ('Champions League places'), or a name of the
   * league the market itself belongs to ('Stanley Cup' read as the NHL), never part of a name
   * nor another domestic league's ('Championship' is a league, not a title).
   */
  spanAllows(start: number, end: number, leagueId?: string) {
    return this.spans.every(
      (s) =>
        s.end <= start ||
        s.start >= end ||
        ((s.cup || (leagueId !== undefined && s.leagueId === leagueId)) &&
          s.start >= start &&
          s.end <= end),
    );
  }

  /** The phrase table, longest phrases first; each match takes its words. */
  markets(): Found | null {
    let found: Found | null = null;
    for (const phrase of MARKET_PHRASES) {
      for (let i = 0; i + phrase.words.length <= this.words.length; i++) {
        const end = i + phrase.words.length;
        let position: number | null = null;
        const fits = phrase.words.every((wanted, k) => {
          if (!this.free(i + k)) return false;
          if (wanted === '#n') {
            position = placeOf(this.words[i + k]!);
            return position !== null;
          }
          return matches(this.words[i + k], wanted);
        });
        if (!fits || !this.spanAllows(i, end, phrase.leagueId)) continue;
        this.take(i, end);
        for (const s of this.spans) {
          if (s.cup && s.start >= i && s.end <= end && s.leagueId) this.covered.push(s.leagueId);
        }
        // 'Promoted through the play-offs' is one phrase, matched before either word alone.
        if (!found || i < found.at) {
          found = {
            market: phrase.market,
            negated: phrase.negated ?? false,
            position,
            at: i,
            ...(phrase.leagueId ? { leagueId: phrase.leagueId } : {}),
          };
        }
      }
    }
    return found;
  }

  /** A conference or NFL division named: 'AFC West', 'the East'. */
  group(): string | null {
    let group: string | null = null;
    for (let i = 0; i < this.words.length; i++) {
      const g = this.free(i) ? groupOf(this.words, i) : null;
      if (!g || !Array.from({ length: g.length }, (_, k) => this.free(i + k)).every(Boolean)) {
        continue;
      }
      group ??= g.group;
      this.take(i, i + g.length);
    }
    return group;
  }

  /**
   * 'Win the Premier League', 'Premier League winner': the title. A cup's winner ('win the
   * Champions League') is read too, to say it is not simulated.
   */
  winTheLeague(): Found | null {
    for (const s of this.spans) {
      if (!s.leagueId) continue;
      const before = this.words[s.start - 1] === 'the' ? s.start - 2 : s.start - 1;
      const at = WIN_WORDS.has(this.words[before] ?? '')
        ? before
        : WINNER_WORDS.has(this.words[s.end] ?? '')
          ? s.end
          : -1;
      if (at < 0 || !this.free(at)) continue;
      this.take(at, at + 1);
      return { market: 'title', negated: false, position: null, at };
    }
    return null;
  }
}

/**
 * Finds the season-long market a question asks about, if any. `blocked` are the positions of
 * team names written in full ('West Ham', 'AFC Bournemouth'): a market never takes them.
 */
export function readOutlookWords(
  words: readonly string[],
  blocked: ReadonlySet<number>,
  spans: readonly CompetitionSpan[],
): OutlookWords | null {
  const reading = new Reading(words, blocked, spans);
  const named = reading.markets();
  const group = reading.group();
  // 'Who will win the Premier League' alone may still be a slate question with a date.
  const weakly = named ? null : reading.winTheLeague();
  const found = named ?? weakly;
  const award = words.some((w) => AWARD_WORDS.has(w)) || hasPhrase(words, ['top', 'scorer']);
  if (!found && !group && !award) return null;
  // A division named with 'win' and no market asks for its title ('Chiefs to win the AFC West').
  const division = group !== null && (group.includes(' ') || NHL_DIVISIONS.has(group));
  const market = found?.market ?? (division ? 'divisionTitle' : null);
  return {
    market,
    negated: found?.negated ?? false,
    position: found?.position ?? null,
    group,
    consumed: reading.consumed,
    coveredLeagueIds: reading.covered,
    weak: weakly !== null,
    award,
    impliedLeagueId: found?.leagueId ?? null,
  };
}

function hasPhrase(words: readonly string[], phrase: readonly string[]) {
  return words.some((_, i) => phrase.every((w, k) => words[i + k] === w));
}
