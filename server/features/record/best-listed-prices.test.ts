import { describe, expect, it } from 'vitest';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { bestListedPrices } from '../../sports/backtest/backtest-league.ts';

const doc = (
  kind: OddsDocRow['kind'],
  quotes: { bookmaker: string; prices: number[] }[],
): OddsDocRow => ({
  matchId: 1,
  kind,
  capturedAt: new Date('2025-01-10T17:00:00Z'),
  source: 'football-data',
  quotes: quotes.map((q) => ({ ...q, market: '1x2', line: null })),
});

describe('bestListedPrices', () => {
  it('takes the best pre-match price among real books, never the aggregate maximum', () => {
    const docs = [
      doc('opening', [
        { bookmaker: 'Bet365', prices: [2.1, 3.4, 3.6] },
        { bookmaker: 'William Hill', prices: [2.05, 3.5, 3.5] },
        { bookmaker: 'Market maximum', prices: [2.4, 3.9, 4.2] },
      ]),
      // Closing prices come after the bet is taken: never the price a bet was made at.
      doc('closing', [{ bookmaker: 'Pinnacle', prices: [2.3, 3.6, 3.8] }]),
    ];
    expect(bestListedPrices(docs, 0.02)).toEqual([2.1, 3.5, 3.6]);
  });

  it('leaves an exchange out, as the value rule does (its best price has no stated stake)', () => {
    const docs = [
      doc('opening', [
        { bookmaker: 'Bet365', prices: [2.1, 3.4, 3.6] },
        { bookmaker: 'Betfair Exchange', prices: [2.16, 3.5, 3.7] },
      ]),
    ];
    expect(bestListedPrices(docs, 0.02)).toEqual([2.1, 3.4, 3.6]);
  });

  it('has no price when no book priced the match', () => {
    expect(bestListedPrices([doc('opening', [])], 0.02)).toBeUndefined();
  });
});
