import type { DateRange, Intent, Interpretation, SportId } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { normalizeName } from '../../data/reference/normalize.ts';
import { roundLabel, stageOf } from '../cups/cup-rounds.ts';
import { dayOf, parseDate } from '../time/dates.ts';
import { kickoffText, matchDayLabel, timeZoneOf } from '../time/time-zones.ts';
import { COMPETITION_PHRASES, COVERED_COMPETITIONS } from './competitions.ts';
import { expandDerbies } from './derbies.ts';
import { readOutlookQuestion } from './outlooks/outlook-question.ts';
import { type CompetitionSpan, readOutlookWords } from './outlooks/read-phrases.ts';
import type { DirectoryTeam, Mention, TeamDirectory, Token } from './team-directory.ts';
import { AWAY_FIRST_SEPARATORS, STRONG_SEPARATORS, tokenize, WEAK_SEPARATORS } from './tokens.ts';
import { BET_WORDS, ODDS_WORDS, STOP_WORDS, VALUE_LEADS, VALUE_WORDS } from './vocabulary.ts';

export interface Fixture {
  matchId: number;
  leagueId: string;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  /** False when only the day is known. */
  kickoffTimeKnown?: boolean;
  /** Cup matches: the source's round ('League, Matchday 7') and season. */
  round?: string | null;
  season?: string;
  /**
   * A meeting that has kicked off at the clock (`InterpretContext.recent` only): in play until
   * its result is known, then finished.
   */
  status?: 'in-play' | 'finished';
}

export interface LeagueInfo {
  id: string;
  name: string;
  sport: SportId;
}

export interface InterpretContext {
  directory: TeamDirectory;
  /** Upcoming fixtures the clock lets people see, in kick-off order. */
  fixtures: readonly Fixture[];
  /**
   * Matches kicked off in the last few days (AWAITING_RESULT_MS), newest first, each with its
   * `status`: a question naming two teams may mean one of these (`chooseMeeting`).
   */
  recent?: readonly Fixture[];
  leagues: ReadonlyMap<string, LeagueInfo>;
  now: Date;
  /** The viewer's IANA zone, for the days the answer names; the league's when not known. */
  timeZone?: string;
}

export type InterpretResult =
  | {
      ok: true;
      interpretation: Interpretation;
      /** League and value questions: the fixtures in scope, in kick-off order. */
      fixtures: Fixture[];
    }
  | { ok: false; error: string; suggestions: string[] };

const DAY = 86_400_000;
/** A league question without dates covers this many days ahead. */
const SLATE_DAYS = 7;
/**
 * Two teams who met in the last few days and meet again within this many days: the question is
 * about the next meeting (a second leg, a replay), not the one just played.
 */
const NEXT_MEETING_FIRST_DAYS = 14;
/** How far a 'today' question on an empty day looks for the next day with games. */
const NEXT_DAY_HORIZON_DAYS = 14;
const US_LEAGUES = new Set(['NBA', 'NFL']);

const fail = (error: string, suggestions: string[] = []): InterpretResult => ({
  ok: false,
  error,
  suggestions: [...new Set(suggestions)].slice(0, 3),
});

interface Competitions {
  leagueIds: string[];
  sport: SportId | null;
  unsupported: string | null;
  consumed: Set<number>;
  /** Where each named competition sits in the question. */
  spans: CompetitionSpan[];
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

interface Side {
  mentions: Mention[];
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

/** The best mention on a side: the closest, then the longest. */
const bestMention = (side: Side) =>
  [...side.mentions].sort(
    (a, b) => a.distance - b.distance || b.end - b.start - (a.end - a.start),
  )[0]!;

function teamScore(team: DirectoryTeam, hints: Competitions): number {
  let score = 0;
  if (team.leagueId) score += 5;
  if (team.leagueId && hints.leagueIds.includes(team.leagueId)) score += 20;
  if (hints.sport && team.sport === hints.sport) score += 20;
  return score;
}

/**
 * How much a name is the team's own: 2 for the name itself ('Wolves' is Wolverhampton's name,
 * Minnesota's nickname), 1 for a name the sources know it by ('Eagles' for Philadelphia), 0 for
 * a name only fans use ('Eagles' for Crystal Palace).
 */
const ownName = (team: DirectoryTeam, alias: string) =>
  normalizeName(team.name) === alias ? 2 : team.nicknames?.includes(alias) ? 0 : 1;

/**
 * What a scheduled match adds to a reading of shared names, by its place in `fixtures` (kick-off
 * order, so the first is the soonest): 15 for having one, up to 1 more the sooner it is.
 */
const scheduled = (at: number) => (at < 0 ? 0 : 15 + 1 / (1 + at / 50));

/**
 * The two teams a pair of names most likely means. Names several teams share ('LA', 'Spurs',
 * 'Wolves') are settled by, in order: one sport, the league the question names, a meeting that
 * is actually scheduled (the sooner the likelier), and a name that is the team's own rather than
 * a nickname.
 */
function pickPair(a: Mention, b: Mention, hints: Competitions, fixtures: readonly Fixture[]) {
  const ambiguous = a.teams.length > 1 || b.teams.length > 1;
  let best: { home: DirectoryTeam; away: DirectoryTeam; score: number } | undefined;
  for (const [i, x] of a.teams.entries()) {
    for (const [j, y] of b.teams.entries()) {
      if (x.id === y.id) continue;
      let score = teamScore(x, hints) + teamScore(y, hints) - (i + j) * 0.1;
      if (x.sport === y.sport) score += 100;
      if (x.leagueId && x.leagueId === y.leagueId) score += 10;
      if (ambiguous) {
        score += scheduled(
          fixtures.findIndex(
            (f) =>
              (f.homeTeamId === x.id && f.awayTeamId === y.id) ||
              (f.homeTeamId === y.id && f.awayTeamId === x.id),
          ),
        );
        score += ownName(x, a.alias) + ownName(y, b.alias);
      }
      if (!best || score > best.score) best = { home: x, away: y, score };
    }
  }
  return best;
}

/**
 * The team a name most likely means. A name several teams share ('Saints', 'Wolves') is settled
 * by the league asked about, then by a team that has a match coming (the soonest first), then by
 * the team's own name over a nickname.
 */
function pickOne(
  mention: Mention,
  hints: Competitions,
  fixtures: readonly Fixture[] = [],
): DirectoryTeam {
  const score = (team: DirectoryTeam) => {
    let total = teamScore(team, hints);
    if (mention.teams.length > 1) {
      total += scheduled(
        fixtures.findIndex((f) => f.homeTeamId === team.id || f.awayTeamId === team.id),
      );
      total += ownName(team, mention.alias);
    }
    return total;
  };
  return [...mention.teams].sort((x, y) => score(y) - score(x))[0]!;
}

const inRange = (kickoff: Date, range: DateRange | null) =>
  !range ||
  (kickoff.getTime() >= Date.parse(range.from) && kickoff.getTime() < Date.parse(range.to));

function leagueName(ctx: InterpretContext, id: string | null) {
  return id ? (ctx.leagues.get(id)?.name ?? id) : null;
}

const sportOfLeague = (ctx: InterpretContext, id: string) => ctx.leagues.get(id)?.sport ?? null;

/**
 * Understands a betting question: what is asked (a match, a team's next game, a league's
 * slate, value bets, odds), about which teams and league, and when; then finds the real
 * fixture it refers to. Pure: everything it needs is in `ctx`.
 */
export function interpret(asked: string, ctx: InterpretContext): InterpretResult {
  const question = expandDerbies(asked);
  const tokens = tokenize(question);
  if (tokens.length === 0) return fail('Please enter a betting question to search.');
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
  const intentFor = (fallback: Intent): Intent => (value ? 'value' : odds ? 'odds' : fallback);

  // Season-long markets (the title, relegation, play-offs) are answered by simulating the rest
  // of the season; a question naming two teams is still about their match ('title decider').
  if (outlook && sides.length < 2 && !(outlook.weak && provisionalDate)) {
    const team =
      sides.length === 1 ? pickOne(bestMention(sides[0]!), competitions, ctx.fixtures) : undefined;
    const reading = readOutlookQuestion(outlook, team, competitions.leagueIds, ctx.leagues);
    return reading.ok ? { ...reading, fixtures: [] } : reading;
  }

  if (competitions.unsupported && sides.length === 0) {
    return fail(
      `Strix doesn't cover ${competitions.unsupported} yet. It covers ${COVERED_COMPETITIONS}.`,
      ['Premier League predictions', 'NBA games tonight', 'best value bets today'],
    );
  }

  // Dates are read in the time zone of the league the question is about.
  const dateFor = (leagueIds: readonly (string | null)[]) => {
    const ids = leagueIds.filter((id): id is string => !!id);
    if (!provisionalDate) return null;
    const zones =
      ids.length > 0 ? [...new Set(ids.map(timeZoneOf))] : ['Europe/London', 'America/New_York'];
    const ranges = zones.map(
      (zone) =>
        parseDate(
          dateWords,
          question,
          ctx.now,
          zone,
          ids.length > 0 && ids.every((id) => US_LEAGUES.has(id)),
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
  };

  if (sides.length >= 2) {
    const first = bestMention(sides[0]!);
    const second = bestMention(sides[1]!);
    const pair = pickPair(first, second, competitions, ctx.fixtures);
    if (!pair) return fail('Please name two different teams.');
    if (pair.home.sport !== pair.away.sport) {
      // A name only a typo away from a team in another sport ('Rangers' → Angers) is more likely
      // a team Strix does not cover than a cross-sport question.
      const guessed = [first, second].filter((mention) => mention.distance > 0);
      if (guessed.length > 0) {
        const sure = [first, second].find((mention) => mention.distance === 0);
        const found = sure ? pickOne(sure, competitions) : null;
        // Errors never repeat the question: the sentence names what was and was not placed.
        return fail(
          found
            ? `We found ${found.name} but not their opponent in the leagues Strix covers (${COVERED_COMPETITIONS}).`
            : `We could not find either team in the leagues Strix covers (${COVERED_COMPETITIONS}).`,
          found ? ctx.directory.suggest(guessed[0]!.text, 2, found.sport) : [],
        );
      }
      return fail(
        `${pair.home.name} and ${pair.away.name} play different sports, so there is no match between them to predict. Pick two teams from the same sport.`,
        [
          ...ctx.directory.suggest(
            question.split(/\s+vs?\.?\s+|\s+against\s+/i)[1] ?? '',
            2,
            pair.home.sport,
          ),
        ],
      );
    }
    const [home, away] = awayFirst ? [pair.away, pair.home] : [pair.home, pair.away];
    return resolveMatch(
      ctx,
      home,
      away,
      dateFor([home.leagueId, away.leagueId]),
      intentFor('match'),
      competitions.leagueIds.find((id) => CUP_LEAGUE_IDS.has(id)) ?? null,
    );
  }

  if (sides.length === 1) {
    const team = pickOne(bestMention(sides[0]!), competitions, ctx.fixtures);
    const range = dateFor([team.leagueId]);
    return resolveTeam(
      ctx,
      team,
      range,
      intentFor('team'),
      competitions.leagueIds.find((id) => CUP_LEAGUE_IDS.has(id)) ?? null,
    );
  }

  // No team named: a league or sport slate, value bets or odds across fixtures.
  const scopeLeagues =
    competitions.leagueIds.length > 0
      ? competitions.leagueIds
      : [...ctx.leagues.values()]
          .filter((league) => !competitions.sport || league.sport === competitions.sport)
          .map((league) => league.id);
  const scoped = competitions.leagueIds.length > 0 || competitions.sport !== null || value || odds;
  // A day with no team or league ('who will win tonight') asks for that day's slate.
  if (!scoped && !provisionalDate) {
    const words = tokens
      .filter((t, i) => !skip.has(i) && !STOP_WORDS.has(t.norm))
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
  let range = dateFor(competitions.leagueIds.length > 0 ? competitions.leagueIds : []);
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
  const scopeName =
    competitions.leagueIds.length === 1
      ? leagueName(ctx, competitions.leagueIds[0]!)!
      : competitions.sport === 'soccer'
        ? 'soccer'
        : 'all leagues';
  let notice: string | null = null;
  // 'Today' on a day without games answers the next day with some, and says so.
  const later = fixtures.length === 0 && range ? nextDayWithGames(ctx, inScope, range) : null;
  if (later) {
    notice = `${scopeName === 'all leagues' ? 'No matches' : `No ${scopeName} matches`} ${range!.label} (${later.asked}); ${later.fixtures.length === 1 ? 'this is the next one' : 'these are the next'}, on ${later.range.label}.`;
    fixtures = later.fixtures;
    range = later.range;
  }
  if (fixtures.length === 0) {
    const next = inScope[0];
    if (!next) return fail(`There are no upcoming ${scopeName} matches in our data.`);
    const nextHome = ctx.directory.team(next.homeTeamId)?.name ?? '';
    const nextAway = ctx.directory.team(next.awayTeamId)?.name ?? '';
    return fail(
      `${scopeName === 'all leagues' ? 'No matches' : `No ${scopeName} matches`} ${range!.label.match(/^[A-Z]/) ? `on ${range!.label}` : range!.label}. The next one is ${nextHome} vs ${nextAway} on ${kickoffText(next, ctx.timeZone)}.`,
      [`${nextHome} vs ${nextAway}`],
    );
  }
  const intent: Intent = value ? 'value' : odds ? 'odds' : 'league';
  const headline = fixtures[0]!;
  const leagueId = competitions.leagueIds.length === 1 ? competitions.leagueIds[0]! : null;
  const when = range?.label ?? cupRound?.label ?? `next ${SLATE_DAYS} days`;
  const prefix = intent === 'value' ? 'Value bets · ' : intent === 'odds' ? 'Odds · ' : '';
  return {
    ok: true,
    fixtures,
    interpretation: {
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
      notice,
    },
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function matchInterpretation(
  ctx: InterpretContext,
  intent: Intent,
  home: DirectoryTeam,
  away: DirectoryTeam,
  fixture: Fixture | undefined,
  range: DateRange | null,
  whatIfLeague: string | null = null,
): Interpretation {
  const leagueId = fixture?.leagueId ?? whatIfLeague ?? home.leagueId;
  let when = fixture ? matchDayLabel(fixture, ctx.timeZone) : 'no scheduled match (hypothetical)';
  if (fixture?.status) when += fixture.status === 'in-play' ? ' · in play' : ' · full time';
  // Asked for a day they do not meet on: say so beside the real date.
  if (fixture && range && !inRange(fixture.kickoff, range)) {
    when += ` (not ${/^[A-Z]/.test(range.label) ? `on ${range.label}` : range.label})`;
  }
  return {
    intent,
    sport: home.sport,
    league: leagueName(ctx, leagueId),
    leagueId,
    home: home.name,
    away: away.name,
    homeTeamId: home.id,
    awayTeamId: away.id,
    matchId: fixture?.matchId ?? null,
    kickoff: fixture?.kickoff.toISOString() ?? null,
    hypothetical: !fixture,
    dateRange: range,
    label: `${home.name} vs ${away.name} · ${when}`,
  };
}

function resolveMatch(
  ctx: InterpretContext,
  home: DirectoryTeam,
  away: DirectoryTeam,
  range: DateRange | null,
  intent: Intent,
  /** The UEFA competition the question names, if any. */
  cupNamed: string | null = null,
): InterpretResult {
  const meets = (f: Fixture) =>
    ((f.homeTeamId === home.id && f.awayTeamId === away.id) ||
      (f.homeTeamId === away.id && f.awayTeamId === home.id)) &&
    (!cupNamed || f.leagueId === cupNamed);
  const fixture = chooseMeeting(
    ctx.fixtures.filter(meets),
    (ctx.recent ?? []).filter(meets),
    range,
    ctx.now,
  );
  if (fixture) {
    // The real fixture decides who is at home, whatever order the question used.
    const [h, a] = fixture.homeTeamId === home.id ? [home, away] : [away, home];
    return {
      ok: true,
      fixtures: [fixture],
      interpretation: matchInterpretation(ctx, intent, h, a, fixture, range),
    };
  }
  for (const team of [home, away]) {
    if (!team.leagueId) {
      return fail(
        `${team.name} have no recent matches in the leagues Strix covers (${COVERED_COMPETITIONS}), so we can't rate them.`,
        ctx.directory.suggest(team.name, 3, team.sport).filter((name) => name !== team.name),
      );
    }
  }
  // Clubs of different leagues (or a question naming a UEFA competition) meet in Europe: a
  // what-if on neutral ground, rated on the cross-league scale.
  const cupOnly = [home, away].find((t) => CUP_LEAGUE_IDS.has(t.leagueId!))?.leagueId;
  const cup =
    cupNamed ??
    (home.sport === 'soccer' && home.leagueId !== away.leagueId ? (cupOnly ?? 'UCL') : null);
  return {
    ok: true,
    fixtures: [],
    interpretation: matchInterpretation(ctx, intent, home, away, undefined, range, cup),
  };
}

/**
 * Which meeting of two teams a question means (docs/product.md "Questions and predictions"):
 * the one on the day asked for; else one in play (kicked off, result not known at the clock);
 * else one finished in the last few days, unless they meet again within NEXT_MEETING_FIRST_DAYS;
 * else their next meeting. A day asked for that lies after the clock looks ahead only: a match
 * already played is never the meeting on a later day. `upcoming` is in kick-off order, `played`
 * newest first.
 */
function chooseMeeting(
  upcoming: readonly Fixture[],
  played: readonly Fixture[],
  range: DateRange | null,
  now: Date,
): Fixture | undefined {
  const onDay = range
    ? (upcoming.find((f) => inRange(f.kickoff, range)) ??
      played.find((f) => inRange(f.kickoff, range)))
    : undefined;
  if (onDay) return onDay;
  if (range && new Date(range.from) > now) return upcoming[0];
  const inPlay = played.find((f) => f.status === 'in-play');
  if (inPlay) return inPlay;
  const next = upcoming[0];
  const finished = played.find((f) => f.status === 'finished');
  if (
    finished &&
    (!next || next.kickoff.getTime() - now.getTime() > NEXT_MEETING_FIRST_DAYS * DAY)
  ) {
    return finished;
  }
  return next;
}

function resolveTeam(
  ctx: InterpretContext,
  team: DirectoryTeam,
  range: DateRange | null,
  intent: Intent,
  /** The UEFA competition the question names: its next match there, when it has one. */
  cupNamed: string | null = null,
): InterpretResult {
  const all = ctx.fixtures.filter((f) => f.homeTeamId === team.id || f.awayTeamId === team.id);
  const inCup = all.filter((f) => f.leagueId === cupNamed);
  const games = inCup.length > 0 ? inCup : all;
  const fixture = games.find((f) => inRange(f.kickoff, range)) ?? games[0];
  if (!fixture) {
    return fail(
      team.leagueId
        ? `${team.name} have no upcoming match in our data: their season may be over.`
        : `${team.name} have no recent matches in the leagues Strix covers (${COVERED_COMPETITIONS}).`,
      ctx.directory.suggest(team.name, 3, team.sport).filter((name) => name !== team.name),
    );
  }
  const home = ctx.directory.team(fixture.homeTeamId)!;
  const away = ctx.directory.team(fixture.awayTeamId)!;
  return {
    ok: true,
    fixtures: [fixture],
    interpretation: matchInterpretation(ctx, intent, home, away, fixture, range),
  };
}
