import type { BacktestRecordResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { backtestRecords } from '../../db/schema.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

type Ready = Extract<BacktestRecordResponse, { status: 'ready' }>;

describe.each(databaseKinds)('record backtest on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t.close());

  const get = async () => {
    const response = await t.app.inject({ url: '/api/record/backtest' });
    expect(response.statusCode).toBe(200);
    return { body: response.json() as BacktestRecordResponse, headers: response.headers };
  };
  /** Asks until the background computation has finished. */
  const ready = async (): Promise<Ready> => {
    for (let i = 0; i < 600; i++) {
      const { body } = await get();
      if (body.status === 'ready') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The backtest never became ready');
  };

  it('says it is computing, then shows each league scored only on matches before the clock', async () => {
    const first = await get();
    expect(first.body).toEqual({ status: 'computing', asOf: '2025-01-15T00:00:00.000Z' });
    expect(first.headers['cache-control']).toBe('no-store');

    const r = await ready();
    expect(r.asOf).toBe('2025-01-15T00:00:00.000Z');
    expect(r.windowFrom).toBe('2024-01-16T00:00:00.000Z');
    expect(r.modelVersion).toBe(MODEL_VERSION);
    expect(r.leagues.map((l) => l.leagueId).sort()).toEqual(['E0', 'NBA', 'NFL']);
    for (const league of r.leagues) {
      expect(league.n).toBeGreaterThan(0);
      // Walk-forward over the year before the clock's day: nothing from the clock's day on.
      expect(Date.parse(league.to)).toBeLessThan(Date.parse(r.asOf));
      expect(Date.parse(league.from)).toBeGreaterThanOrEqual(Date.parse(r.windowFrom));
      for (const who of [league.strix, league.model, league.closing, league.base]) {
        expect(who.brier).toBeGreaterThan(0);
        expect(who.logLoss).toBeGreaterThan(0);
      }
      expect(league.closing.deltaVsClosing).toBe(0);
      // Every outcome's probability is binned once, each bin with a band around its rate.
      const outcomes = league.leagueId === 'E0' ? 3 : 2;
      expect(league.calibration.reduce((n, b) => n + b.count, 0)).toBe(league.n * outcomes);
      for (const bin of league.calibration) {
        expect(bin.low).toBeLessThanOrEqual(bin.observedRate);
        expect(bin.high).toBeGreaterThanOrEqual(bin.observedRate);
      }
    }
    const epl = r.leagues.find((l) => l.leagueId === 'E0')!;
    expect(epl.strix.rps).toEqual(expect.any(Number));
    // The closing price is the sharpest forecaster there is; the base rate the bluntest.
    expect(epl.base.rps!).toBeGreaterThan(epl.closing.rps!);
    expect(epl.valueBets.thresholdPct).toBe(3);
    const nba = r.leagues.find((l) => l.leagueId === 'NBA')!;
    expect(nba.strix.rps).toBeNull();
    // No pre-match NBA price on file: no value bet is claimed.
    expect(nba.valueBets).toMatchObject({ n: 0, roi: null, clv: null });

    // Stored once for the clock's day: a later request (or a restart) reads it back.
    const again = await get();
    expect(again.body).toEqual(r);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(await t.database.db.select().from(backtestRecords)).toHaveLength(1);

    // A week later on the replay clock, that week's matches are scored too.
    await advanceReplayClock(
      { db: t.database.db, config: { asOf: new Date('2025-01-15T12:00:00Z') } as never },
      new Date('2025-01-22T12:00:00Z'),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await ready();
    expect(later.asOf).toBe('2025-01-22T00:00:00.000Z');
    const eplLater = later.leagues.find((l) => l.leagueId === 'E0')!;
    expect(eplLater.n).toBeGreaterThan(epl.n);
    expect(Date.parse(eplLater.to)).toBeGreaterThan(Date.parse(r.asOf));
    expect(Date.parse(eplLater.to)).toBeLessThan(Date.parse(later.asOf));
  }, 180_000);
});
