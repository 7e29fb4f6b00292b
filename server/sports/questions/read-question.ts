import type { DateRange, Intent, SportId } from '@contract';
import { CUP_LEAGUE_IDS, isUsLeague } from '../../data/reference/leagues.ts';
import { type ParsedDate, parseDate } from '../time/dates.ts';
import { timeZoneOf } from '../time/time-zones.ts';
import { COMPETITION_PHRASES } from './competitions.ts';
import { expandDerbies } from './derbies.ts';
import {
  type CompetitionSpan,
  type OutlookWords,
  readOutlookWords,
} from './outlooks/read-phrases.ts';
import type { InterpretContext } from './question-context.ts';
import type { Mention, TeamDirectory, Token } from './team-directory.ts';
import { AWAY_FIRST_SEPARATORS, STRONG_SEPARATORS, tokenize, WEAK_SEPARATORS } from './tokens.ts';
import { BET_WORDS, ODDS_WORDS, VALUE_LEADS, VALUE_WORDS } from './vocabulary.ts';

export interface Competitions {
  leagueIds: string[];
  sport: SportId | null;
  unsupported: string | null;
  consumed: Set<number>;
  /** Where each named competition sits in the question. */
  spans: CompetitionSpan[];
}

export interface Side {
  mentions: Mention[];
}

/** What the words of a question say, before any fixture is looked up. */
export interface QuestionReading {
  /** The question as asked, derbies spelled out as their two teams. */
  question: string;
  tokens: Token[];
  competitions: Competitions;
  /** Season-market words ('relegation', 'win the AFC West'), if any. */
  outlook: OutlookWords | null;
  /** The words a date may be read from: team names and market words blanked out. */
  dateWords: string[];
  /** The date read in the zone of the first league named (its words, whether there is one). */
  provisionalDate: ParsedDate | undefined;
  /** Word positions taken by competitions, the date and market words: never team names. */
  skip: Set<number>;
  sides: Side[];
  /** The question names the away side first ('Chelsea at Arsenal'). */
  awayFirst: boolean;
  value: boolean;
  odds: boolean;
}

function findCompetitions(tokens: readonly Token[]): Competitions {
  const consumed = new Set<number>();
  const leagueIds: string[] = [];
  let sport: SportId | null = null;
  let unsupported: string | null = null;
  const spans: CompetitionSpan[] = [];
  for (const entry of COMPETITION_PHRASES) {
    const words = entry.phrase.split(' ');
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (words.some((word, k) => tokens[i + k]!.norm !== word || consumed.has(i + k))) continue;
      for (let k = 0; k < words.length; k++) consumed.add(i + k);
      spans.push({
        start: i,
        end: i + words.length,
        leagueId: entry.leagueId ?? null,
        cup: !!entry.leagueId && CUP_LEAGUE_IDS.has(entry.leagueId),
      });
      if (entry.unsupported) unsupported ??= entry.unsupported;
      if (entry.leagueId && !leagueIds.includes(entry.leagueId)) leagueIds.push(entry.leagueId);
      if (entry.sport) sport = entry.sport;
    }
  }
  return { leagueIds, sport, unsupported, consumed, spans };
}

function wantsValue(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) =>
      VALUE_WORDS.has(t.norm) ||
      // 'best bets', and with a word between: 'best NBA bets', 'top 5 picks'.
      (VALUE_LEADS.has(t.norm) &&
        (BET_WORDS.has(tokens[i + 1]?.norm ?? '') || BET_WORDS.has(tokens[i + 2]?.norm ?? ''))) ||
      (t.norm === 'ev' && tokens[i - 1]?.norm === 'positive'),
  );
}

/** Team mentions per side of a separator, or over the whole question when there is none. */
function sidesOf(
  tokens: readonly Token[],
  skip: ReadonlySet<number>,
  directory: TeamDirectory,
): { sides: Side[]; awayFirst: boolean } {
  for (const separators of [STRONG_SEPARATORS, WEAK_SEPARATORS]) {
    for (let i = 1; i < tokens.length - 1; i++) {
      if (skip.has(i) || !separators.has(tokens[i]!.norm)) continue;
      const left = tokens.slice(0, i);
      const right = tokens.slice(i + 1);
      const leftSkip = new Set([...skip].filter((k) => k < i));
      const rightSkip = new Set([...skip].filter((k) => k > i).map((k) => k - i - 1));
      const a = directory.mentions(left, leftSkip, true);
      const b = directory.mentions(right, rightSkip, true);
      if (a.length > 0 && b.length > 0) {
        return {
          sides: [{ mentions: a }, { mentions: b }],
          awayFirst: AWAY_FIRST_SEPARATORS.has(tokens[i]!.norm),
        };
      }
    }
  }
  const all = directory.mentions(
    tokens.filter((t) => !STRONG_SEPARATORS.has(t.norm) || t.norm.length > 2),
    skip,
  );
  return { sides: all.map((mention) => ({ mentions: [mention] })), awayFirst: false };
}

/**
 * Reads a question's words: the competitions it names, a season market, a provisional date,
 * the team names on each side of 'vs', and whether it asks for value or odds. Null for a
 * question without words.
 */
export function readQuestion(asked: string, ctx: InterpretContext): QuestionReading | null {
  const question = expandDerbies(asked);
  const tokens = tokenize(question);
  if (tokens.length === 0) return null;
  const competitions = findCompetitions(tokens);
  const provisionalZone = timeZoneOf(competitions.leagueIds[0]);
  // Words inside a team's full name are not dates: 'Sheffield Wednesday', 'Sheff Wed'.
  const named = new Set(
    ctx.directory
      .mentions(tokens, new Set())
      .filter((m) => m.distance === 0 && m.end - m.start > 1)
      .flatMap((m) => Array.from({ length: m.end - m.start }, (_, k) => m.start + k)),
  );
  // A season market ('relegation', '1st seed', 'win the AFC West') is read before dates and
  // teams, so its words are neither ('1st' is no day, 'West' no West Ham).
  const outlook = readOutlookWords(
    tokens.map((t) => t.norm),
    named,
    competitions.spans,
  );
  const dateWords = tokens.map((t, i) => (named.has(i) || outlook?.consumed.has(i) ? '' : t.norm));
  const provisionalDate = parseDate(dateWords, question, ctx.now, provisionalZone, false);
  const skip = new Set([
    ...competitions.consumed,
    ...(provisionalDate?.consumed ?? []),
    ...(outlook?.consumed ?? []),
  ]);
  const { sides, awayFirst } = sidesOf(tokens, skip, ctx.directory);
  const value = wantsValue(tokens);
  const odds = tokens.some((t) => ODDS_WORDS.has(t.norm));
  return {
    question,
    tokens,
    competitions,
    outlook,
    dateWords,
    provisionalDate,
    skip,
    sides,
    awayFirst,
    value,
    odds,
  };
}

/** What is asked about the match or matches found: value bets, odds, or else `fallback`. */
export const intentOf = (reading: QuestionReading, fallback: Intent): Intent =>
  reading.value ? 'value' : reading.odds ? 'odds' : fallback;

/** The UEFA competition the question names, if any. */
export const cupNamedIn = (reading: QuestionReading): string | null =>
  reading.competitions.leagueIds.find((id) => CUP_LEAGUE_IDS.has(id)) ?? null;

/**
 * The days the question asks about, read in the time zone of the leagues it is about (both
 * London's and New York's when it names none, the widest span of the two); null without a date.
 */
export function readDate(
  reading: QuestionReading,
  ctx: InterpretContext,
  leagueIds: readonly (string | null)[],
): DateRange | null {
  const ids = leagueIds.filter((id): id is string => !!id);
  if (!reading.provisionalDate) return null;
  const zones =
    ids.length > 0 ? [...new Set(ids.map(timeZoneOf))] : ['Europe/London', 'America/New_York'];
  const ranges = zones.map(
    (zone) =>
      parseDate(
        reading.dateWords,
        reading.question,
        ctx.now,
        zone,
        ids.length > 0 && ids.every((id) => isUsLeague(id)),
      )!.range,
  );
  return {
    from: ranges.map((r) => r.from).sort()[0]!,
    to: ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!,
    label: ranges[0]!.label,
  };
}
