import type { DateRange, Interpretation } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { roundLabel, stageOf } from '../cups/cup-rounds.ts';
import { dayOf } from '../time/dates.ts';
import { kickoffText, timeZoneOf } from '../time/time-zones.ts';
import {
  type Fixture,
  fail,
  type InterpretContext,
  type InterpretResult,
  inRange,
  leagueName,
} from './question-context.ts';
import { intentOf, type QuestionReading, readDate } from './read-question.ts';
import { STOP_WORDS } from './vocabulary.ts';

const DAY = 86_400_000;
/**
 * A league question without dates covers this many days ahead; so does the API's value-bet slate
 * (sports/prediction/value-bet-slate.ts).
 */
export const SLATE_DAYS = 7;
/** How far a 'today' question on an empty day looks for the next day with games. */
const NEXT_DAY_HORIZON_DAYS = 14;

/** The matches a slate answer rates, and the days they were taken from. */
interface Slate {
  fixtures: Fixture[];
  range: DateRange | null;
  /** A cup's next round, when the slate is one. */
  cupRound: { fixtures: Fixture[]; label: string } | null;
  /** The upcoming fixtures of the leagues in scope, in kick-off order. */
  inScope: Fixture[];
  /** Said beside the answer when it is not of the day asked for. */
  notice: string | null;
}

const sportOfLeague = (ctx: InterpretContext, id: string) => ctx.leagues.get(id)?.sport ?? null;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const noMatches = (scopeName: string) =>
  scopeName === 'all leagues' ? 'No matches' : `No ${scopeName} matches`;

/**
 * A question naming no team: a league or sport slate, value bets or odds across fixtures (of
 * every league when it names none, or of a day: 'who will win tonight').
 */
export function answerSlate(reading: QuestionReading, ctx: InterpretContext): InterpretResult {
  const { competitions } = reading;
  const scopeLeagues =
    competitions.leagueIds.length > 0
      ? competitions.leagueIds
      : [...ctx.leagues.values()]
          .filter((league) => !competitions.sport || league.sport === competitions.sport)
          .map((league) => league.id);
  const scoped =
    competitions.leagueIds.length > 0 ||
    competitions.sport !== null ||
    reading.value ||
    reading.odds;
  // A day with no team or league ('who will win tonight') asks for that day's slate.
  if (!scoped && !reading.provisionalDate) return noTeamOrLeague(reading, ctx);
  const scopeName =
    competitions.leagueIds.length === 1
      ? leagueName(ctx, competitions.leagueIds[0]!)!
      : competitions.sport === 'soccer'
        ? 'soccer'
        : 'all leagues';
  const slate = slateOf(reading, ctx, scopeLeagues, scopeName);
  if (slate.fixtures.length === 0) return noSlateMatches(ctx, slate, scopeName);
  return {
    ok: true,
    fixtures: slate.fixtures,
    interpretation: slateInterpretation(reading, ctx, slate, scopeName),
  };
}

/** Neither a team, a league nor a day: the names the words are closest to, to ask instead. */
function noTeamOrLeague(reading: QuestionReading, ctx: InterpretContext): InterpretResult {
  const words = reading.tokens
    .filter((t, i) => !reading.skip.has(i) && !STOP_WORDS.has(t.norm))
    .map((t) => t.norm);
  const suggestions = [
    ...new Set([
      ...ctx.directory.suggest(words.join(' '), 3),
      ...words.flatMap((word) => ctx.directory.suggest(word, 2)),
    ]),
  ].slice(0, 3);
  return fail(
    suggestions.length > 0
      ? `We could not find a team or league in your question. Did you mean ${suggestions[0]}?`
      : `We could not find a team or league in your question. Try 'Arsenal vs Manchester City' or 'NBA games tonight'.`,
    suggestions.length > 0
      ? suggestions.map((name) => `${name} prediction`)
      : ['Arsenal vs Manchester City prediction', 'NBA games tonight', 'best value bets today'],
  );
}

/**
 * The fixtures in scope on the days asked for; without days, a cup's next round or the next
 * SLATE_DAYS days (else the next ten fixtures); 'today' on a day without games, the next day
 * with some.
 */
function slateOf(
  reading: QuestionReading,
  ctx: InterpretContext,
  scopeLeagues: readonly string[],
  scopeName: string,
): Slate {
  const range = readDate(reading, ctx, reading.competitions.leagueIds);
  const inScope = ctx.fixtures.filter((f) => scopeLeagues.includes(f.leagueId));
  // A cup's slate is its next round (a matchday spreads over two or three evenings).
  const cupRound =
    !range && scopeLeagues.length === 1 && CUP_LEAGUE_IDS.has(scopeLeagues[0]!)
      ? nextRound(inScope)
      : null;
  let fixtures = cupRound
    ? cupRound.fixtures
    : range
      ? inScope.filter((f) => inRange(f.kickoff, range))
      : inScope.filter((f) => f.kickoff.getTime() < ctx.now.getTime() + SLATE_DAYS * DAY);
  if (!range && fixtures.length === 0) fixtures = inScope.slice(0, 10);
  // 'Today' on a day without games answers the next day with some, and says so.
  const later = fixtures.length === 0 && range ? nextDayWithGames(ctx, inScope, range) : null;
  if (!later) return { fixtures, range, cupRound, inScope, notice: null };
  return {
    fixtures: later.fixtures,
    range: later.range,
    cupRound,
    inScope,
    notice: `${noMatches(scopeName)} ${range!.label} (${later.asked}); ${later.fixtures.length === 1 ? 'this is the next one' : 'these are the next'}, on ${later.range.label}.`,
  };
}

/** No match on the days asked for: says when the next one in scope is. */
function noSlateMatches(ctx: InterpretContext, slate: Slate, scopeName: string): InterpretResult {
  const next = slate.inScope[0];
  if (!next) return fail(`There are no upcoming ${scopeName} matches in our data.`);
  const nextHome = ctx.directory.team(next.homeTeamId)?.name ?? '';
  const nextAway = ctx.directory.team(next.awayTeamId)?.name ?? '';
  const label = slate.range!.label;
  return fail(
    `${noMatches(scopeName)} ${label.match(/^[A-Z]/) ? `on ${label}` : label}. The next one is ${nextHome} vs ${nextAway} on ${kickoffText(next, ctx.timeZone)}.`,
    [`${nextHome} vs ${nextAway}`],
  );
}

function slateInterpretation(
  reading: QuestionReading,
  ctx: InterpretContext,
  slate: Slate,
  scopeName: string,
): Interpretation {
  const { competitions } = reading;
  const { fixtures, range } = slate;
  const intent = intentOf(reading, 'league');
  const headline = fixtures[0]!;
  const leagueId = competitions.leagueIds.length === 1 ? competitions.leagueIds[0]! : null;
  const when = range?.label ?? slate.cupRound?.label ?? `next ${SLATE_DAYS} days`;
  const prefix = intent === 'value' ? 'Value bets · ' : intent === 'odds' ? 'Odds · ' : '';
  return {
    intent,
    sport: leagueId ? sportOfLeague(ctx, leagueId) : competitions.sport,
    league: leagueName(ctx, leagueId),
    leagueId,
    home: null,
    away: null,
    homeTeamId: null,
    awayTeamId: null,
    matchId: headline.matchId,
    kickoff: headline.kickoff.toISOString(),
    hypothetical: false,
    dateRange: range,
    label: `${prefix}${leagueId ? leagueName(ctx, leagueId) : capitalise(scopeName)} · ${when} · ${fixtures.length} ${fixtures.length === 1 ? 'match' : 'matches'}`,
    notice: slate.notice,
  };
}

/**
 * For a 'today' question on a day without games: the next day that has some, within
 * NEXT_DAY_HORIZON_DAYS, counted in the zone of the league asked about (of the next game's
 * league when the question names none). Other days asked for ('tomorrow', 'Saturday') are
 * answered as asked: the person chose that day.
 */
function nextDayWithGames(
  ctx: InterpretContext,
  inScope: readonly Fixture[],
  asked: DateRange,
): { fixtures: Fixture[]; range: DateRange; asked: string } | null {
  if (asked.label !== 'today' && asked.label !== 'tonight') return null;
  const horizon = ctx.now.getTime() + NEXT_DAY_HORIZON_DAYS * DAY;
  const next = inScope.find(
    (f) => f.kickoff.getTime() >= Date.parse(asked.to) && f.kickoff.getTime() < horizon,
  );
  if (!next) return null;
  const leagueIds = new Set(inScope.map((f) => f.leagueId));
  const zone = timeZoneOf(leagueIds.size === 1 ? [...leagueIds][0] : next.leagueId);
  const range = dayOf(next.kickoff, zone);
  return {
    fixtures: inScope.filter((f) => inRange(f.kickoff, range)),
    range,
    asked: dayOf(ctx.now, zone).label,
  };
}

/** The fixtures of the next round of a cup (its first fixture's stage and season). */
function nextRound(fixtures: readonly Fixture[]): { fixtures: Fixture[]; label: string } | null {
  const first = fixtures[0];
  if (!first?.round) return null;
  const stage = stageOf(first.round);
  // The league phase's matchdays are separate rounds; a knockout stage's two legs are one.
  const same = (f: Fixture) =>
    f.season === first.season &&
    (stage === 'table' ? f.round === first.round : stageOf(f.round) === stage);
  return { fixtures: fixtures.filter(same), label: roundLabel(first.round) ?? first.round };
}
