import type { RecordResponse } from '@contract';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_VERSION } from '../../../engine/predict/index.ts';
import { predictions } from '../../db/schema.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { summariseRecord } from './record-service.ts';
import { disagree, predict, predictor, settle } from './settled-picks-kit.ts';

describe('summariseRecord', () => {
  it('is all zeros and empty lists before anything is graded', () => {
    const now = new Date('2025-01-20T00:00:00Z');
    expect(summariseRecord([], now)).toEqual({
      totals: {
        graded: 0,
        correct: 0,
        accuracy: 0,
        meanLogLoss: null,
        meanBrier: null,
        meanClv: null,
        clvCount: 0,
      },
      calibration: [],
      byLeague: [],
      picks: [],
      computedAt: now.toISOString(),
    } satisfies RecordResponse);
  });
});

describe.each(databaseKinds)('public record on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t.close());

  const record = async () => {
    const response = await t.app.inject({ url: '/api/record' });
    expect(response.statusCode).toBe(200);
    return response.json() as RecordResponse;
  };

  it('grades every match once: totals, calibration and leagues, cached for a minute', async () => {
    // Public, and empty (not sample numbers) before anything is settled.
    const empty = await record();
    expect(empty.totals).toMatchObject({ graded: 0, correct: 0, accuracy: 0, meanLogLoss: null });
    expect(empty.calibration).toEqual([]);
    expect(empty.byLeague).toEqual([]);

    const ana = await predictor(t, 'Ana Lima', 'ana_r');
    await predict(t, ana.token, [
      'newcastle',
      'leicester',
      'everton',
      'arsenal',
      'raptors',
      'clippers',
    ]);
    // Ben asks two of the same matches after Ana and disagrees with Strix on the Raptors: that is
    // his pick, and Strix's record, which counts each match by its first published prediction
    // (Ana's), is unchanged.
    const ben = await predictor(t, 'Ben Okafor', 'ben_r');
    const benPicks = await predict(t, ben.token, ['arsenal', 'raptors']);
    await disagree(t, ben.token, benPicks.get('raptors')!);
    expect(await settle(t)).toBe(8);

    // Still the cached answer within the minute.
    expect((await record()).totals.graded).toBe(0);
    t.clock.advance(61_000);
    const r = await record();

    // Strix favoured the side that won in 5 of the 6 matches: Raptors v Celtics went the other way.
    expect(r.totals).toMatchObject({ graded: 6, correct: 5, accuracy: 83.3 });
    const settled = await t.database.db
      .select()
      .from(predictions)
      .where(isNotNull(predictions.settledAt));
    // Ben's two are graded too (his history), but the record reads Ana's, published first.
    expect(settled).toHaveLength(8);
    const rows = settled.filter((p) => p.userId === ana.user.id);
    expect(rows).toHaveLength(6);
    const mean = (values: number[]) =>
      Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10_000) / 10_000;
    expect(r.totals.meanLogLoss).toBe(mean(rows.map((p) => p.logLoss!)));
    expect(r.totals.meanBrier).toBe(mean(rows.map((p) => p.brier!)));
    const clvs = rows.filter((p) => p.clv !== null).map((p) => p.clv!);
    expect(r.totals.clvCount).toBe(clvs.length);
    expect(r.totals.meanClv).toBe(clvs.length > 0 ? mean(clvs) : null);
    // A vote never rewrites Strix's call: Ben's copy still backs the Celtics at Strix's price.
    const benRaptors = settled.find((p) => p.userId === ben.user.id && p.leagueId === 'NBA');
    const anaRaptors = rows.find(
      (p) => p.userId === ana.user.id && p.homeTeamId === benRaptors?.homeTeamId,
    );
    expect(benRaptors).toMatchObject({ pick: 'away', pickPrice: anaRaptors!.pickPrice });

    // Calibration: the favourite's probability in tenths, with how often the favourite won.
    expect(r.calibration.reduce((n, b) => n + b.count, 0)).toBe(6);
    for (const bin of r.calibration) {
      const inBin = rows.filter((p) => {
        const f = Math.max(p.homeProb, p.awayProb);
        return Math.min(9, Math.floor(f * 10)) === Math.round(bin.from * 10);
      });
      expect(bin.count).toBe(inBin.length);
      expect(bin.to).toBeCloseTo(bin.from + 0.1, 10);
      expect(bin.meanPredicted).toBeGreaterThanOrEqual(bin.from);
      expect(bin.meanPredicted).toBeLessThan(bin.to);
      const won = inBin.filter((p) => (p.homeProb > p.awayProb ? 'home' : 'away') === p.outcome);
      expect(bin.observedRate).toBeCloseTo(won.length / inBin.length, 4);
    }
    expect(r.calibration.map((b) => b.from)).toEqual(
      [...r.calibration.map((b) => b.from)].sort((a, b) => a - b),
    );

    // By league: four EPL matches all right; NBA one of two (the Raptors upset).
    expect(r.byLeague).toEqual([
      {
        leagueId: 'E0',
        league: expect.any(String),
        graded: 4,
        accuracy: 100,
        meanLogLoss: expect.any(Number),
      },
      {
        leagueId: 'NBA',
        league: 'NBA',
        graded: 2,
        accuracy: 50,
        meanLogLoss: expect.any(Number),
      },
    ]);

    // Each graded pick is listed as stored, newest first, with the model version that made it.
    expect(r.picks.map((p) => p.id).sort()).toEqual(rows.map((p) => p.id).sort());
    expect(r.picks.every((p) => p.modelVersion === MODEL_VERSION)).toBe(true);
    expect(r.picks.filter((p) => p.correct)).toHaveLength(5);
    const raptors = r.picks.filter((p) => p.homeTeam.includes('Raptors'));
    expect(raptors).toHaveLength(1);
    expect(raptors[0]).toMatchObject({ pick: 'away', outcome: 'home', correct: false });
    expect(r.picks.map((p) => p.settledAt)).toEqual(
      [...r.picks.map((p) => p.settledAt)].sort().reverse(),
    );
    const response = await t.app.inject({ url: '/api/record' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
