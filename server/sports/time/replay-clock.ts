import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';
import type { Clock } from '../../lib/clock.ts';

const STATE_KEY = 'replay_as_of';
/** Another process (`npm run replay`) may move the clock; re-read it at most this often. */
const CACHE_MS = 2_000;

let cached: { value: Date; readAt: number; db: Db } | undefined;

/** Live, the clock moves in whole minutes: each step refits once, not once per request. */
export const LIVE_STEP_MS = 60_000;

/** Steps an accelerated clock may take, in minutes: each divides an hour, so steps fall on :00. */
const ACCELERATED_STEPS_MINUTES = [1, 2, 5, 10, 15, 30, 60];

/**
 * How far the live "now" moves at a time: a minute on real time. An accelerated clock steps at
 * most about once a real second (ten minutes at ×600), or every request would refit the models
 * for a "now" that is already gone.
 */
export function liveStepMs(clock: Clock): number {
  const perRealSecond = clock.speed * 1000;
  const minutes =
    ACCELERATED_STEPS_MINUTES.find((step) => step * LIVE_STEP_MS >= perRealSecond) ??
    ACCELERATED_STEPS_MINUTES.at(-1)!;
  return minutes * LIVE_STEP_MS;
}

/**
 * "Now" for sports data. Offline, Strix replays the mirror: matches after this instant are
 * upcoming and their results stay hidden from models, the API and the UI. Live, it is the app's
 * clock (the wall clock, or an accelerated one) to the step, and the same as-of rule keeps out
 * nothing but the future.
 */
export async function currentAsOf(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'> & Partial<Pick<AppContext, 'servedStep'>>,
): Promise<Date> {
  if (ctx.config.live) {
    const step = liveStep(ctx.clock);
    // While the step's models are fitted, its answers may come from the step before (a
    // minute's turn refits every league): never a later one, so the rule of the clock holds.
    return ctx.servedStep ? ctx.servedStep(step, liveStepMs(ctx.clock)) : step;
  }
  return replayAsOf(ctx);
}

/** Live: the clock's own step, which the refit job fits as it begins (jobs/refit-models.ts). */
export function liveStep(clock: Clock): Date {
  const step = liveStepMs(clock);
  return new Date(Math.floor(clock.now().getTime() / step) * step);
}

/** The replay clock: AS_OF until `npm run replay` moves it (stored in the database). */
export async function replayAsOf(ctx: Pick<AppContext, 'db' | 'config'>): Promise<Date> {
  const now = Date.now();
  if (cached && cached.db === ctx.db && now - cached.readAt < CACHE_MS) return cached.value;
  const stored = await readAppState<string>(ctx.db, STATE_KEY);
  const value = stored ? new Date(stored) : ctx.config.asOf;
  cached = { value, readAt: now, db: ctx.db };
  return value;
}

/** Stores a new replay clock position; every instance reads it within CACHE_MS. */
export async function storeReplayAsOf(ctx: Pick<AppContext, 'db'>, to: Date): Promise<void> {
  await writeAppState(ctx.db, STATE_KEY, to.toISOString());
  cached = undefined;
}
