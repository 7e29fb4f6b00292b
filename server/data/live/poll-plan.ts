import { inSeason, oddsApiSport } from './odds-api-sports.ts';

/**
 * Which sports to ask The Odds API about now, so the month's credits last the month. Pure: the
 * caller brings what it knows (open games, last fetches, credits from the x-requests-* headers)
 * and gets a decision and a reason per sport, for the logs and the status page.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often odds are worth fetching by how soon the next game starts. */
const ODDS_INTERVALS: readonly { within: number; every: number }[] = [
  // Team news, line-ups and late money move prices most in the last hours.
  { within: 6 * HOUR, every: 15 * MINUTE },
  { within: 48 * HOUR, every: HOUR },
  { within: 7 * DAY, every: 6 * HOUR },
  { within: Number.POSITIVE_INFINITY, every: 12 * HOUR },
];
/**
 * How often a sport with no games on file is asked for its schedule. An answer without events
 * costs no credits, so these asks are left out of the pace: they cost only the one that finds
 * games, after which the games set the pace.
 */
const SCHEDULE_EVERY = 6 * HOUR;
/** A game that started less than this long ago may still be on (NFL games run 3 h and more). */
export const IN_PLAY_WINDOW = 3 * HOUR;
/** How far back The Odds API's scores endpoint reaches (daysFrom at most 3). */
export const SCORES_LOOK_BACK = 3 * DAY;
const SCORES_IN_PLAY_EVERY = 30 * MINUTE;
const SCORES_OVERDUE_EVERY = HOUR;
/** How long to wait after a 429 that named no Retry-After. */
export const DEFAULT_RATE_LIMIT_WAIT = MINUTE;

export interface SportActivity {
  sportKey: string;
  /**
   * Kick-offs of the sport's games without a final result: upcoming, in play, or finished but
   * not yet reported.
   */
  openKickoffs: readonly Date[];
  lastOddsAt: Date | null;
  lastScoresAt: Date | null;
  /**
   * With no games on file, ask for the schedule now and then (every 6 h, in season): The Odds
   * API is where an NBA or MLB schedule comes from.
   */
  askForSchedule?: boolean;
}

export interface PollPlanInput {
  now: Date;
  sports: readonly SportActivity[];
  /** The plan's credits per period (ODDS_API_MONTHLY_CREDITS). */
  monthlyCredits: number;
  /** Credits used this period, from the last answer's x-requests-used (0 before any). */
  creditsUsed: number;
  /** x-requests-remaining from the last answer, when known; the lower view of the two wins. */
  creditsRemaining?: number | null;
  /** What one odds call costs: markets × regions (see oddsCallCost). */
  oddsCallCost: number;
  /** What one scores call with daysFrom costs (2). */
  scoresCallCost?: number;
  /** Days until the credits reset (see daysUntilReset). */
  daysLeft: number;
  /** Credits never spent by polling, kept for a person to use (default 5% of the month's). */
  reserveCredits?: number;
  /** The last 429 and the Retry-After it carried, if any. */
  rateLimited?: { at: Date; retryAfterMs?: number | undefined } | null;
}

export interface SportDecision {
  sportKey: string;
  poll: boolean;
  /** The interval the sport is on after stretching for the budget; null when never polled. */
  intervalMs: number | null;
  /** When it is next due (now or earlier when it is due); null when never polled. */
  dueAt: Date | null;
  reason: string;
}

export interface PollPlan {
  odds: SportDecision[];
  scores: SportDecision[];
  /** Credits left, the lower of the plan arithmetic and x-requests-remaining. */
  left: number;
  /** Credits kept back. */
  reserve: number;
  /** Credits that may still be spent before the reserve; at 0 polling is paused. */
  spendable: number;
  /** Credits a day the unstretched intervals would spend, and what the budget allows. */
  pacePerDay: number;
  affordablePerDay: number;
  /** How much every interval was stretched so the credits last the period (1 = not at all). */
  stretch: number;
  /** Credits the planned polls cost. */
  cost: number;
  /** Why nothing is polled, when that is the case for every sport alike. */
  blocked: string | null;
}

/** The base interval and its reason for one sport's odds, before the budget is considered. */
function oddsNeed(
  sport: SportActivity,
  now: number,
): { every: number | null; why: string; free?: boolean } {
  const entry = oddsApiSport(sport.sportKey);
  if (entry?.held === false) {
    return { every: null, why: 'its league is not one Strix holds yet' };
  }
  const upcoming = sport.openKickoffs.map((d) => d.getTime()).filter((t) => t > now);
  if (upcoming.length === 0) {
    // Games on file are polled whatever the month (a World Series in early November); with
    // none, a league between seasons has no schedule worth a credit.
    const offSeason = sport.openKickoffs.length === 0 && !inSeason(entry, new Date(now));
    if (!offSeason && sport.openKickoffs.length === 0 && sport.askForSchedule) {
      return { every: SCHEDULE_EVERY, why: 'no games on file, its schedule asked for', free: true };
    }
    return {
      every: null,
      why: offSeason
        ? `out of season (${entry!.season!.described}), no games on file`
        : sport.openKickoffs.length === 0
          ? 'no games to come'
          : 'no games to come, only games under way or awaiting results',
    };
  }
  const until = Math.min(...upcoming) - now;
  const every = ODDS_INTERVALS.find((band) => until <= band.within)!.every;
  return { every, why: `next game in ${duration(until)}` };
}

/** The base interval and its reason for one sport's scores. */
function scoresNeed(sport: SportActivity, now: number): { every: number | null; why: string } {
  if (oddsApiSport(sport.sportKey)?.held === false) {
    return { every: null, why: 'its league is not one Strix holds yet' };
  }
  const started = sport.openKickoffs.map((d) => now - d.getTime()).filter((ago) => ago >= 0);
  const inPlay = started.filter((ago) => ago <= IN_PLAY_WINDOW);
  if (inPlay.length > 0) {
    return {
      every: SCORES_IN_PLAY_EVERY,
      why: `${count(inPlay.length, 'game')} started in the last ${duration(IN_PLAY_WINDOW)}`,
    };
  }
  const overdue = started.filter((ago) => ago <= SCORES_LOOK_BACK);
  if (overdue.length > 0) {
    return {
      every: SCORES_OVERDUE_EVERY,
      why: `${count(overdue.length, 'finished game')} without a result yet`,
    };
  }
  if (started.length > 0) {
    return {
      every: null,
      why: `${count(started.length, 'game')} without a result started more than ${duration(SCORES_LOOK_BACK)} ago, beyond what the scores endpoint reaches`,
    };
  }
  return { every: null, why: 'no game under way or awaiting a result' };
}

export function planPolls(input: PollPlanInput): PollPlan {
  const now = input.now.getTime();
  const scoresCost = input.scoresCallCost ?? 2;
  const reserve = input.reserveCredits ?? defaultReserve(input.monthlyCredits);
  const left = creditsLeft(input.monthlyCredits, input.creditsUsed, input.creditsRemaining);
  const spendable = Math.max(0, left - reserve);
  const affordablePerDay = spendable / Math.max(input.daysLeft, 1);

  const oddsNeeds = input.sports.map((sport) => ({ sport, ...oddsNeed(sport, now) }));
  const scoresNeeds = input.sports.map((sport) => ({ sport, ...scoresNeed(sport, now) }));
  // Spending as if this hour's pace held until the reset: pessimistic on match days (the
  // 15-minute band lasts hours, not days), which errs on the side of credits left over.
  const pacePerDay =
    oddsNeeds.reduce(
      (sum, n) => sum + (n.every && !n.free ? (DAY / n.every) * input.oddsCallCost : 0),
      0,
    ) + scoresNeeds.reduce((sum, n) => sum + (n.every ? (DAY / n.every) * scoresCost : 0), 0);
  const stretch =
    pacePerDay === 0 || pacePerDay <= affordablePerDay
      ? 1
      : affordablePerDay > 0
        ? pacePerDay / affordablePerDay
        : Number.POSITIVE_INFINITY;

  const waitUntil = input.rateLimited
    ? input.rateLimited.at.getTime() + (input.rateLimited.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT)
    : null;
  const blocked =
    waitUntil !== null && now < waitUntil
      ? `The Odds API asked us to slow down; nothing is polled until ${new Date(waitUntil).toISOString()}.`
      : pausedBelowReserve(left, reserve)
        ? `Only ${Math.max(0, left)} credits are left, within the reserve of ${reserve}; nothing is polled until more credits are seen.`
        : null;

  type Candidate = { decision: SportDecision; cost: number; priority: number };
  const decide = (
    sport: SportActivity,
    need: { every: number | null; why: string },
    last: Date | null,
    cost: number,
    priority: number,
  ): Candidate => {
    const base = { sportKey: sport.sportKey };
    if (need.every === null) {
      return {
        decision: { ...base, poll: false, intervalMs: null, dueAt: null, reason: `${need.why}.` },
        cost,
        priority,
      };
    }
    const intervalMs = need.every * stretch;
    const dueAt = new Date(last === null ? now : last.getTime() + intervalMs);
    // With nothing left to spend the stretch is infinite and a sport fetched before has no due
    // date (an Invalid Date, whose toISOString threw): every refresh failed once the credits
    // ran out, closing lines were no longer frozen, until the month's reset.
    const never = !Number.isFinite(intervalMs);
    const pace = never
      ? 'paused, no credits to spend'
      : stretch === 1
        ? `every ${duration(intervalMs)}`
        : `every ${duration(intervalMs)} (${duration(need.every)} stretched ×${stretch.toFixed(2)} to last until the reset)`;
    const due = dueAt.getTime() <= now;
    const when =
      last === null
        ? 'never fetched'
        : due || never
          ? `last fetched ${duration(now - last.getTime())} ago`
          : `next at ${dueAt.toISOString()}`;
    return {
      decision: {
        ...base,
        poll: due,
        intervalMs: Number.isFinite(intervalMs) ? intervalMs : null,
        dueAt: Number.isFinite(intervalMs) ? dueAt : null,
        reason: `${need.why}: ${pace}; ${when}.`,
      },
      cost,
      priority,
    };
  };

  const scores = scoresNeeds.map((n) =>
    // Scores first: they settle people's picks, and cost less.
    decide(n.sport, n, n.sport.lastScoresAt, scoresCost, 0),
  );
  const odds = oddsNeeds.map((n) => {
    const upcoming = n.sport.openKickoffs.map((d) => d.getTime()).filter((t) => t > now);
    return decide(
      n.sport,
      n,
      n.sport.lastOddsAt,
      input.oddsCallCost,
      // A schedule asked for ranks as a game a week away.
      upcoming.length > 0
        ? Math.min(...upcoming)
        : n.free
          ? now + 7 * DAY
          : Number.POSITIVE_INFINITY,
    );
  });

  let cost = 0;
  const due = [...scores, ...odds]
    .filter((c) => c.decision.poll)
    .sort((a, b) => a.priority - b.priority);
  for (const candidate of due) {
    if (blocked) {
      candidate.decision.poll = false;
      candidate.decision.reason += ` Held back: ${blocked}`;
    } else if (cost + candidate.cost > spendable) {
      candidate.decision.poll = false;
      candidate.decision.reason += ` Held back: the ${spendable - cost} credits left above the reserve do not cover its ${candidate.cost}.`;
    } else {
      cost += candidate.cost;
    }
  }

  return {
    odds: odds.map((c) => c.decision),
    scores: scores.map((c) => c.decision),
    left: Math.max(0, left),
    reserve,
    spendable,
    pacePerDay,
    affordablePerDay,
    stretch,
    cost,
    blocked,
  };
}

/**
 * Credits left: the plan arithmetic (the month's credits less those used) or x-requests-remaining
 * when known, whichever is lower.
 */
export function creditsLeft(
  monthlyCredits: number,
  creditsUsed: number,
  creditsRemaining: number | null | undefined,
): number {
  return Math.min(monthlyCredits - creditsUsed, creditsRemaining ?? Number.POSITIVE_INFINITY);
}

/** Credits never spent by polling unless the caller says otherwise: 5% of the month's. */
export const defaultReserve = (monthlyCredits: number) => Math.ceil(monthlyCredits * 0.05);

/**
 * Whether polling is paused: no credits left above the reserve. The one rule the plan and the
 * status line (refresh-odds.ts) both go by, so they never disagree about a pause.
 */
export const pausedBelowReserve = (left: number, reserve: number) => left - reserve <= 0;

/**
 * When the credits next reset. The Odds API's usage quota is monthly and renews with the
 * subscription, on the day of the month it began (its FAQ: billing "on the same day of the
 * month that the subscription started"); Strix takes that day to be `resetDay`, the 1st unless
 * told, at midnight UTC. A plan that renews on another day is still noticed when it does: the
 * credits are re-read from every answer (refresh-odds.ts).
 */
export function creditsResetAt(now: Date, resetDay = 1): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = Math.min(Math.max(1, Math.floor(resetDay)), 28);
  let reset = Date.UTC(year, month, day);
  if (reset <= now.getTime()) reset = Date.UTC(year, month + 1, day);
  return new Date(reset);
}

/** "1 Dec": months spelled out by hand, as ICU versions disagree on September ('Sep', 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (at: Date) => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;

/**
 * Why polling is paused, for the status line: the credits left and when they reset. When The
 * Odds API reports more than the configured month allows (a plan bigger than configured, or
 * topped up), says so: the configured limit holds until ODDS_API_MONTHLY_CREDITS is raised or
 * the month turns.
 */
export function pauseReason(left: number, remaining: number | null, resetsAt: Date): string {
  const reason = `paused: credits below reserve (${left} left, resets ${dayMonth(resetsAt)})`;
  return remaining !== null && remaining > left
    ? `${reason}; The Odds API reports ${remaining} left, more than ODDS_API_MONTHLY_CREDITS allows this month`
    : reason;
}

/** Days until the credits reset (see creditsResetAt). */
export function daysUntilReset(now: Date, resetDay = 1): number {
  return (creditsResetAt(now, resetDay).getTime() - now.getTime()) / DAY;
}

function duration(ms: number): string {
  if (ms < 2 * HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < 2 * DAY) return `${(ms / HOUR).toFixed(1)} h`;
  return `${(ms / DAY).toFixed(1)} d`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
