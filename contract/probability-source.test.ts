import { describe, expect, it } from 'vitest';
import { probabilitySource, weightText, withoutPrices } from './probability-source.ts';

describe('what the headline is, in words', () => {
  it("names the market's fair price and its source when the model gets no weight", () => {
    expect(probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' })).toEqual({
      basis: 'market',
      label: "Market's fair price — Pinnacle, no-vig",
      detail:
        "The published figure is the market's fair price, Pinnacle's pre-match price with its margin removed: pooling the model in did not improve on it in backtests of earlier seasons, so the model gets no weight.",
      modelWeight: 0,
      book: 'Pinnacle',
      prices: 'Pinnacle pre-match price',
    });
    expect(probabilitySource({ modelWeight: 0, prices: 'market average price' }).label).toBe(
      "Market's fair price — market average, no-vig",
    );
  });

  it('says pooled, with the weight and the prices, only when the model has a weight', () => {
    const nfl = probabilitySource({ modelWeight: 0.0397, prices: 'point spread' });
    expect(nfl).toMatchObject({ basis: 'pooled', modelWeight: 0.0397, book: null });
    expect(nfl.label).toBe('Model and market pooled (model weight 4%) — from the point spread');
    expect(weightText(0.004)).toBe('under 1%');
    expect(weightText(0.5)).toBe('50%');
  });

  it('says why the figure is the model alone', () => {
    const label = (noMarket: 'not-priced' | 'stale' | 'what-if') =>
      probabilitySource({ modelWeight: 1, prices: null, noMarket }).label;
    expect(label('not-priced')).toBe('Model only — no prices yet');
    expect(label('stale')).toBe('Model only — no fresh prices');
    expect(label('what-if')).toBe('Model only — a what-if has no prices');
    // A cup match: prices on show beside the model, not pooled into it.
    expect(probabilitySource({ modelWeight: 1, prices: 'Pinnacle pre-match price' })).toMatchObject(
      { basis: 'model', label: 'Model only — prices not pooled in', modelWeight: null },
    );
  });

  it('keeps what the figure is, without the book or prices, for a person on a break', () => {
    const hidden = withoutPrices(
      probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' }),
    );
    expect(hidden).toMatchObject({ basis: 'market', book: null, prices: null });
    expect(`${hidden.label} ${hidden.detail}`).not.toMatch(/pinnacle|margin|bookmaker/i);
    expect(
      withoutPrices(probabilitySource({ modelWeight: 0.0577, prices: 'moneyline' })).label,
    ).toBe('Model and market pooled (model weight 6%)');
  });
});
