import type { OddsApiClient } from '../../data/live/odds-api.ts';
import { ODDS_API_SPORTS } from '../../data/live/odds-api-sports.ts';
import {
  creditsLeft,
  creditsResetAt,
  DEFAULT_RATE_LIMIT_WAIT,
  daysUntilReset,
  defaultReserve,
  pausedBelowReserve,
  pauseReason,
  planPolls,
  SCORES_LOOK_BACK,
} from '../../data/live/poll-plan.ts';
import { ProviderError } from '../../data/live/provider-error.ts';
import { createTeamMatcher } from '../../data/live/team-matcher.ts';
import { ODDS_API } from '../../data/reference/provider-names.ts';
import type { Db } from '../../db/client.ts';
import { unplayedMatches } from '../../db/queries/live-data.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import { messageOf, recordFailure, recordPause, recordSuccess } from './provider-health.ts';
import { storeOddsEvents, storeScores } from './store-odds-api.ts';

const DAY = 86_400_000;
const STATE = 'odds-api:';

/** How long a refused key is left alone before it is tried again. */
const REFUSED_KEY_WAIT = 3_600_000;
/**
 * While polling is paused below the reserve, how often the free list of sports is asked for the
 * credits left, to notice a top-up or a renewal soon after it happens.
 */
export const PAUSED_CREDITS_CHECK_EVERY = 30 * 60_000;

interface Backoff {
  at: string;
  retryAfterMs: number;
  keyId?: string;
}

type Quota = { used: number | null; remaining: number | null };

interface Usage extends Quota {
  /** 'YYYY-MM' of the answer that reported them. */
  month: string;
  /** When an answer last reported them, or the last try to read them failed (ISO). */
  readAt?: string;
}

/** When each sport was last asked for, kept in the database so every instance plans alike. */
interface SportPollState {
  oddsAt?: string;
  scoresAt?: string;
}

export interface OddsRefreshReport {
  polled: string[];
  snapshots: number;
  results: number;
  unmatched: string[];
  /** Events of served leagues left out, and why (an unknown team, a third game in a day). */
  skippedEvents: { providerEventId: string; reason: string }[];
  /** Why each sport's odds and scores were or were not polled ('soccer_epl odds'), for the logs. */
  reasons: Record<string, string>;
  problem: string | null;
  /** Why polling is paused, as the status says it; null while it runs. */
  paused: string | null;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * What the credit plan needs, read from the database (so every instance plans alike): each
 * sport's last polls and open games, this month's credits, and any wait in force.
 */
async function planNow(
  db: Db,
  client: OddsApiClient,
  now: Date,
  monthlyCredits: number,
  keyId: string,
) {
  const held = ODDS_API_SPORTS.filter((sport) => sport.held);
  const states = new Map<string, SportPollState>();
  for (const sport of held) {
    states.set(sport.key, (await readAppState<SportPollState>(db, STATE + sport.key)) ?? {});
  }
  // Credits reset with the month: last month's count says nothing about this one's.
  const month = now.toISOString().slice(0, 7);
  const stored = await readAppState<Usage>(db, `${STATE}quota`);
  const usage: Usage = stored?.month === month ? stored : { used: null, remaining: null, month };
  const waiting = await readAppState<Backoff>(db, `${STATE}backoff`);
  // A wait for a key that has since been replaced does not hold the new one back.
  const backoff = waiting && (waiting.keyId ?? keyId) === keyId ? waiting : undefined;
  const waitingUntil = backoff ? Date.parse(backoff.at) + backoff.retryAfterMs : null;
  const open = await unplayedMatches(
    db,
    new Date(now.getTime() - SCORES_LOOK_BACK),
    new Date(now.getTime() + 60 * DAY),
  );
  const plan = planPolls({
    now,
    sports: held.map((sport) => {
      const state = states.get(sport.key)!;
      const kickoffs = open.filter((m) => m.leagueId === sport.leagueId).map((m) => m.kickoff);
      return {
        sportKey: sport.key,
        openKickoffs: kickoffs,
        // A sport with nothing on file is asked for its schedule now and then, in season.
        askForSchedule: true,
        lastOddsAt: state.oddsAt ? new Date(state.oddsAt) : null,
        lastScoresAt: state.scoresAt ? new Date(state.scoresAt) : null,
      };
    }),
    monthlyCredits,
    creditsUsed: usage.used ?? 0,
    creditsRemaining: usage.remaining,
    oddsCallCost: client.oddsCallCost,
    daysLeft: daysUntilReset(now),
    rateLimited: backoff ? { at: new Date(backoff.at), retryAfterMs: backoff.retryAfterMs } : null,
  });
  const rateLimited = waitingUntil !== null && now.getTime() < waitingUntil;
  return { plan, states, month, usage, rateLimited };
}

/**
 * Reads the credits from the free list of sports, while polling is paused. Whatever the answer,
 * the try is remembered, so a provider that is down is asked again in half an hour, not every
 * minute. True when it answered.
 */
async function checkCredits(
  db: Db,
  client: OddsApiClient,
  now: Date,
  usage: Usage,
  keyId: string,
  monthlyCredits: number,
  report: OddsRefreshReport,
  log: Log,
): Promise<boolean> {
  let quota: Quota | undefined;
  let answered = false;
  try {
    const checked = await client.quota();
    quota = { used: checked.quota.used, remaining: checked.quota.remaining };
    answered = true;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    report.problem = messageOf(error);
    const reported = error.quota && { used: error.quota.used, remaining: error.quota.remaining };
    quota = await recordRefusal(db, error, now, keyId, monthlyCredits, reported, client.clockSpeed);
    log.warn({ err: error, kind: error.kind }, 'The Odds API credits check failed');
  }
  await writeAppState(db, `${STATE}quota`, {
    used: quota?.used ?? usage.used,
    remaining: quota?.remaining ?? usage.remaining,
    month: usage.month,
    readAt: now.toISOString(),
  } satisfies Usage);
  return answered;
}

/**
 * Says on the status line whether polling is paused below the reserve, from the credits last
 * read; logs a warning when it pauses and a line when it resumes.
 */
async function notePause(
  db: Db,
  now: Date,
  monthlyCredits: number,
  answered: boolean,
  report: OddsRefreshReport,
  log: Log,
) {
  const month = now.toISOString().slice(0, 7);
  const stored = await readAppState<Usage>(db, `${STATE}quota`);
  const usage = stored?.month === month ? stored : null;
  const left = usage ? creditsLeft(monthlyCredits, usage.used ?? 0, usage.remaining) : null;
  const reserve = defaultReserve(monthlyCredits);
  const reason =
    usage && left !== null && pausedBelowReserve(left, reserve)
      ? pauseReason(Math.max(0, left), usage.remaining, creditsResetAt(now))
      : null;
  report.paused = reason;
  const was = await recordPause(db, ODDS_API, reason, {
    answered,
    // The credits the list of sports just reported, as the status shows them.
    ...(answered && usage ? { quota: { remaining: usage.remaining, used: usage.used } } : {}),
  });
  if (reason && !was) {
    log.warn({ provider: ODDS_API, left, reserve, usage }, `The Odds API polls ${reason}`);
  } else if (!reason && was) {
    log.info(
      { provider: ODDS_API, left, reserve },
      'The Odds API polls resume: credits are above the reserve again',
    );
  }
}

/** After a refused poll: how long to wait, and what the credits are now. */
async function recordRefusal(
  db: Db,
  error: ProviderError,
  now: Date,
  keyId: string,
  monthlyCredits: number,
  quota: Quota | undefined,
  clockSpeed: number,
): Promise<Quota | undefined> {
  await recordFailure(db, ODDS_API, now, messageOf(error), quota);
  // A 429 is waited out by the plan. A refused key is asked again hourly (each call it
  // refuses is logged and shown), or at once when the configured key changes. Used-up
  // credits stop polling until the month's reset, which the plan sees in the quota. The waits
  // are real time, stored as clock time: on an accelerated clock they last `clockSpeed` times
  // as long by the clock, or a real Retry-After would be cut short.
  if (error.kind === 'rate-limited' || error.kind === 'unauthorized') {
    const realWait =
      error.kind === 'unauthorized'
        ? REFUSED_KEY_WAIT
        : (error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT);
    await writeAppState(db, `${STATE}backoff`, {
      at: now.toISOString(),
      retryAfterMs: realWait * clockSpeed,
      keyId,
    } satisfies Backoff);
  }
  return error.kind === 'quota-exhausted' ? { used: monthlyCredits, remaining: 0 } : quota;
}

const emptyReport = (): OddsRefreshReport => ({
  polled: [],
  snapshots: 0,
  results: 0,
  unmatched: [],
  skippedEvents: [],
  reasons: {},
  problem: null,
  paused: null,
});

/**
 * The plan for this pass. Paused within the reserve, the credits are first re-read now and then
 * from the free list of sports, so a top-up or a renewal on another day than the 1st resumes
 * polling within half an hour, not when the month turns (every other answer's headers are read
 * too); `answered` says whether that list answered.
 */
async function planWithPausedCheck(
  db: Db,
  client: OddsApiClient,
  now: Date,
  monthlyCredits: number,
  keyId: string,
  report: OddsRefreshReport,
  log: Log,
) {
  const planned = await planNow(db, client, now, monthlyCredits, keyId);
  const { plan, usage, rateLimited } = planned;
  const lastRead = usage.readAt ? Date.parse(usage.readAt) : Number.NEGATIVE_INFINITY;
  if (
    !pausedBelowReserve(plan.left, plan.reserve) ||
    rateLimited ||
    now.getTime() - lastRead < PAUSED_CREDITS_CHECK_EVERY
  ) {
    return { ...planned, answered: false };
  }
  const answered = await checkCredits(db, client, now, usage, keyId, monthlyCredits, report, log);
  return { ...(await planNow(db, client, now, monthlyCredits, keyId)), answered };
}

/** Asks for the sports due and stores each answer; `seen.quota` follows every answer's credits. */
async function pollDue(
  db: Db,
  client: OddsApiClient,
  now: Date,
  due: { odds: readonly string[]; scores: readonly string[] },
  states: Map<string, SportPollState>,
  report: OddsRefreshReport,
  seen: { quota?: Quota },
) {
  const matcher = createTeamMatcher(await loadTeams(db));
  const remember = async (sport: string, change: Partial<SportPollState>) => {
    const next = { ...states.get(sport), ...change };
    states.set(sport, next);
    await writeAppState(db, STATE + sport, next);
  };
  for (const sport of due.odds) {
    const answer = await client.odds(sport);
    seen.quota = { used: answer.quota.used, remaining: answer.quota.remaining };
    const stored = await storeOddsEvents(db, answer.events, now, matcher);
    report.polled.push(`${sport} odds`);
    report.snapshots += stored.snapshots;
    report.unmatched.push(...stored.unmatched);
    report.skippedEvents.push(...stored.skippedEvents);
    await remember(sport, { oddsAt: now.toISOString() });
  }
  for (const sport of due.scores) {
    const answer = await client.scores(sport);
    seen.quota = { used: answer.quota.used, remaining: answer.quota.remaining };
    const stored = await storeScores(db, answer.scores, now, matcher);
    report.polled.push(`${sport} scores`);
    report.results += stored.results;
    report.unmatched.push(...stored.unmatched);
    report.skippedEvents.push(...stored.skippedEvents);
    await remember(sport, { scoresAt: now.toISOString() });
  }
}

/**
 * One pass over The Odds API: the credit plan picks which sports to poll now (often near
 * kick-off, rarely for games weeks away, never with nothing left to play), each poll is stored,
 * and a refusal (bad key, quota used up, too many requests) is recorded and backed off from
 * instead of failing anything a person is waiting on.
 */
export async function refreshOdds(
  db: Db,
  client: OddsApiClient,
  now: Date,
  log: Log,
  monthlyCredits: number,
  /** A fingerprint of the API key (never the key), so a replaced key is tried at once. */
  keyId = '',
): Promise<OddsRefreshReport> {
  const report = emptyReport();
  const { plan, states, month, answered } = await planWithPausedCheck(
    db,
    client,
    now,
    monthlyCredits,
    keyId,
    report,
    log,
  );
  // Keyed as `polled` names the calls: by sport alone, each sport's scores reason overwrote
  // its odds reason, and the logs never said why odds were or were not fetched.
  for (const decision of plan.odds) report.reasons[`${decision.sportKey} odds`] = decision.reason;
  for (const decision of plan.scores)
    report.reasons[`${decision.sportKey} scores`] = decision.reason;
  const oddsDue = plan.odds.filter((d) => d.poll).map((d) => d.sportKey);
  const scoresDue = plan.scores.filter((d) => d.poll).map((d) => d.sportKey);
  if (oddsDue.length === 0 && scoresDue.length === 0) {
    await notePause(db, now, monthlyCredits, answered, report, log);
    return report;
  }

  // The last credits an answer reported, kept if a later call is refused.
  const seen: { quota?: Quota } = {};
  let quota: Quota | undefined;
  try {
    await pollDue(db, client, now, { odds: oddsDue, scores: scoresDue }, states, report, seen);
    quota = seen.quota;
    await recordSuccess(db, ODDS_API, now, quota);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    report.problem = messageOf(error);
    const reported = error.quota && { used: error.quota.used, remaining: error.quota.remaining };
    quota = await recordRefusal(
      db,
      error,
      now,
      keyId,
      monthlyCredits,
      reported ?? seen.quota,
      client.clockSpeed,
    );
    log.warn({ err: error, kind: error.kind }, 'The Odds API poll failed');
  }
  if (quota) {
    await writeAppState(db, `${STATE}quota`, {
      ...quota,
      month,
      readAt: now.toISOString(),
    } satisfies Usage);
  }
  // The answers' headers may have taken the credits within the reserve: said at once.
  await notePause(db, now, monthlyCredits, false, report, log);
  if (report.unmatched.length > 0) {
    log.warn({ provider: ODDS_API, names: report.unmatched }, 'team names that match no team');
  }
  if (report.skippedEvents.length > 0) {
    // Every poll that lists them says so again: info, where a first unknown name is a warning.
    log.info({ provider: ODDS_API, events: report.skippedEvents }, 'events left out');
  }
  return report;
}
