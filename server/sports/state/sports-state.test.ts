import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { SportsState, STEP_OVERLAP_MS } from './sports-state.ts';

const AS_OF = new Date('2025-01-15T12:00:00Z');

describe('warming the models', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', 'mini-mirror');
  });
  afterAll(async () => database.close());

  it('lets timers and requests in between leagues, and still fits every league', async () => {
    const state = new SportsState(database.db, { staleAfterMs: 3_600_000, live: false });
    let warmed = false;
    // A timer due at once stands for a request or the server's listen waiting on the event loop.
    const timer = new Promise<{ warmedYet: boolean; fitted: number }>((resolve) =>
      setTimeout(() => resolve({ warmedYet: warmed, fitted: state.readiness(AS_OF).fitted }), 0),
    );
    await state.warm(AS_OF).then(() => {
      warmed = true;
    });
    const seen = await timer;
    const after = state.readiness(AS_OF);
    expect(seen.warmedYet).toBe(false);
    expect(seen.fitted).toBeLessThan(after.leagues!);
    expect(after).toMatchObject({ warmed: true });
    expect(after.fitted).toBe(after.leagues);
    expect(after.leagues).toBeGreaterThan(3);
  }, 120_000);
});

describe('the live step’s turn', () => {
  const STEP = 60_000;
  const T0 = new Date('2025-01-15T12:00:00Z');
  const T1 = new Date(T0.getTime() + STEP);
  const T2 = new Date(T1.getTime() + STEP);
  const secondsInto = (step: Date, seconds: number) => new Date(step.getTime() + seconds * 1000);
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', 'mini-mirror');
  });
  afterAll(async () => database.close());
  const newState = () => new SportsState(database.db, { staleAfterMs: 3_600_000, live: true });

  it('answers from the fitted step before while the new step is fitted, and no answer waits or is lost', async () => {
    const state = newState();
    await state.warm(T0);
    expect(state.servedStep(T1, STEP, secondsInto(T1, 1))).toEqual(T0);
    let computed = 0;
    const answer = () => state.memo(T0, 'Arsenal vs Chelsea', async () => ++computed);
    expect(await answer()).toBe(1);
    // The refit job fits the new step; meanwhile answers are still made at the step before,
    // from what was fitted and answered there, and the new step's fits go on.
    const refit = state.warm(T1);
    expect(state.servedStep(T1, STEP, secondsInto(T1, 2))).toEqual(T0);
    expect(await answer()).toBe(1);
    await refit;
    expect(state.servedStep(T1, STEP, secondsInto(T1, 3))).toEqual(T1);
    const fitted = state.readiness(T1);
    expect(fitted.fitted).toBe(fitted.leagues);
    expect(fitted.leagues).toBeGreaterThan(3);
  }, 120_000);

  it('answers at the new step past the overlap, or when the step before was never fitted', async () => {
    const state = newState();
    // Nothing fitted yet: the clock's own step.
    expect(state.servedStep(T1, STEP, secondsInto(T1, 1))).toEqual(T1);
    await state.warm(T0);
    expect(state.servedStep(T1, STEP, secondsInto(T1, STEP_OVERLAP_MS / 1000))).toEqual(T1);
    // Two steps on (an accelerated clock, a long refit): never an answer two steps old.
    expect(state.servedStep(T2, STEP, secondsInto(T2, 1))).toEqual(T2);
  }, 120_000);
});
