import type { DateRange, Intent, Interpretation } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { matchDayLabel } from '../time/time-zones.ts';
import { COVERED_COMPETITIONS } from './competitions.ts';
import {
  type Fixture,
  fail,
  type InterpretContext,
  type InterpretResult,
  inRange,
  leagueName,
} from './question-context.ts';
import type { DirectoryTeam } from './team-directory.ts';

const DAY = 86_400_000;
/**
 * Two teams who met in the last few days and meet again within this many days: the question is
 * about the next meeting (a second leg, a replay), not the one just played.
 */
const NEXT_MEETING_FIRST_DAYS = 14;

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

/**
 * The meeting of two placed teams the question means, home and away as the fixture has them;
 * without one, a what-if (on neutral ground for clubs of different leagues).
 */
export function resolveMatch(
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

/** A team's next match (on the day asked for, when it plays then). */
export function resolveTeam(
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
