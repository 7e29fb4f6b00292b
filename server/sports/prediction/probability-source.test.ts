import {
  type DynamicPrediction,
  type Interpretation,
  type MatchResponse,
  withoutPrices,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLEND_WEIGHTS } from '../../../engine/predict/blend-weights.ts';
import { insertOdds } from '../../db/queries/sports-ingest.ts';
import { databaseKinds } from '../../test/harness.ts';
import { type SearchTestApp, searchTestApp } from '../../test/search-app.ts';

/**
 * The headline's label comes from the weight the model actually got and the prices actually used
 * (issue 28, "Labels that are true"): soccer publishes Pinnacle's de-vigged price alone, the NBA
 * pools the model in, and a match with no prices is the model alone. Every view says the same.
 */
describe.each(databaseKinds)('what the headline probability is, on %s', (kind) => {
  let app: SearchTestApp;

  beforeAll(async () => {
    app = await searchTestApp(kind);
    // The mini mirror's NBA line is known only at tip-off. A moneyline captured the morning of
    // the default clock (Wed 15 Jan 2025) prices Lakers at Warriors (25 Jan) before it.
    const { matchId } = await app.get<Interpretation>(
      `/api/interpret?q=${encodeURIComponent('Lakers at Warriors')}`,
    );
    await insertOdds(app.t.database.db, [
      {
        matchId: matchId!,
        kind: 'snapshot',
        capturedAt: new Date('2025-01-15T09:00:00Z'),
        source: 'test',
        quotes: [{ bookmaker: 'DraftKings', market: 'moneyline', line: null, prices: [1.5, 2.8] }],
      },
    ]);
  }, 120_000);
  afterAll(() => app.t.close());

  it("labels a priced soccer answer the market's fair price (Pinnacle, no-vig), never pooled", async () => {
    const body = await app.search('Newcastle vs Wolves');
    const p = body.prediction;
    expect(p.probabilitySource).toMatchObject({
      basis: 'market',
      label: "Market's fair price — Pinnacle, no-vig",
      modelWeight: 0,
      book: 'Pinnacle',
      prices: 'Pinnacle pre-match price',
    });
    // And it is true: the headline is the market's price, not the model's.
    expect(p.homeTeamWinProb).toBeCloseTo(p.market!.home * 100, 0);
    const texts = [p.summary, p.probabilitySource.label, p.probabilitySource.detail].join(' ');
    expect(texts).not.toMatch(/pooled|pools|blended|leans on/i);
    expect(p.summary).toContain(p.probabilitySource.detail);
    // The value bets stand on the same notion of what the published probability is.
    for (const bet of body.valueBets) expect(bet.probabilityBasis).toBe('market');

    // The match page, the latest numbers and the public API read the same words.
    const match = await app.get<MatchResponse>(`/api/match/${p.matchId}`);
    expect(match.prediction.probabilitySource).toEqual(p.probabilitySource);
    const latest = await app.get<DynamicPrediction>('/api/dynamic-predictions/Newcastle/Wolves');
    // Public and the same for a viewer on a break: what the figure is, with no book named.
    expect(latest.probabilitySource).toEqual(withoutPrices(p.probabilitySource));
    expect(latest.probabilitySource.label).toBe("Market's fair price, no-vig");
  });

  it('labels a priced NBA answer pooled, with the weight the model got', async () => {
    const p = (await app.search('Lakers at Warriors')).prediction;
    expect(BLEND_WEIGHTS.NBA).toBeGreaterThan(0);
    expect(p.probabilitySource).toMatchObject({
      basis: 'pooled',
      label: `Model and market pooled (model weight ${Math.round(BLEND_WEIGHTS.NBA * 100)}%) — moneyline, no-vig`,
      modelWeight: BLEND_WEIGHTS.NBA,
      prices: 'moneyline',
    });
    // Between the model and the market, nearer the market.
    const [model, market] = [p.model.home * 100, p.market!.home * 100];
    expect(p.homeTeamWinProb).toBeGreaterThan(Math.min(model, market));
    expect(p.homeTeamWinProb).toBeLessThan(Math.max(model, market));
    expect(p.summary).toContain(
      `The published figure pools the model (weight ${Math.round(BLEND_WEIGHTS.NBA * 100)}%)`,
    );
  });

  it('labels a match with no prices the model alone', async () => {
    const p = (await app.search('Arsenal vs Manchester City prediction')).prediction;
    expect(p.market).toBeNull();
    expect(p.probabilitySource).toEqual(
      expect.objectContaining({
        basis: 'model',
        label: 'Model only — no prices yet',
        modelWeight: null,
        book: null,
      }),
    );
    expect(p.summary).toContain(
      'No prices for this match yet, so the published figure is the model alone.',
    );
  });
});
