import type { OddsRow } from '@contract';
import { describe, expect, it } from 'vitest';
import { priceAge } from '../../features/alerts/alert-mail.ts';
import { bestPriceFor } from './best-price.ts';

const row = (over: Partial<OddsRow> & { sportsbook: string }): OddsRow =>
  ({
    id: over.sportsbook,
    exchange: false,
    commission: 0,
    stale: false,
    capturedAt: '2025-01-14T17:00:00.000Z',
    netDecimal: { home: null, draw: null, away: null, spreadHome: null },
    totalPoints: null,
    totalPrices: { over: null, under: null },
    ...over,
  }) as OddsRow;

const prices = (home: number | null, draw: number | null = null) => ({
  home,
  draw,
  away: null,
  spreadHome: null,
});

describe('the best price a target is checked against', () => {
  const rows = [
    row({ sportsbook: 'Bet365', netDecimal: prices(2.3, 3.4) }),
    // Higher, but older than the stale age at the clock: never the best price.
    row({ sportsbook: 'Old Book', netDecimal: prices(2.6, 3.6), stale: true }),
    // 2.45 quoted at an exchange pays 2.421 after 2% commission: that is what counts.
    row({ sportsbook: 'Betfair Exchange', exchange: true, netDecimal: prices(2.421) }),
    row({
      sportsbook: 'Pinnacle',
      netDecimal: prices(2.4),
      totalPoints: 2.5,
      totalPrices: { over: 1.95, under: 1.9 },
    }),
    row({ sportsbook: 'Other line', totalPoints: 3.5, totalPrices: { over: 2.9, under: 1.4 } }),
  ];

  it('takes the highest fresh price as paid, with its book and capture time', () => {
    expect(bestPriceFor(rows, { selection: 'home', line: null })).toEqual({
      sportsbook: 'Betfair Exchange',
      price: 2.421,
      exchange: true,
      capturedAt: new Date('2025-01-14T17:00:00.000Z'),
    });
    expect(bestPriceFor(rows, { selection: 'draw', line: null })?.price).toBe(3.4);
  });

  it('reads a total on the target’s own line only', () => {
    expect(bestPriceFor(rows, { selection: 'over', line: 2.5 })?.price).toBe(1.95);
    expect(bestPriceFor(rows, { selection: 'over', line: 3.5 })?.price).toBe(2.9);
    expect(bestPriceFor(rows, { selection: 'under', line: 1.5 })).toBeNull();
  });

  it('has nothing when only stale prices are on offer', () => {
    expect(bestPriceFor([rows[1]!], { selection: 'home', line: null })).toBeNull();
  });
});

describe('how old a price is, in words', () => {
  const asOf = new Date('2025-01-15T12:00:00Z');
  it.each([
    ['2025-01-15T11:59:00Z', '1 minute'],
    ['2025-01-15T11:35:00Z', '25 minutes'],
    ['2025-01-15T11:00:00Z', '1 hour'],
    ['2025-01-14T17:00:00Z', '19 hours'],
    ['2025-01-13T11:00:00Z', '2 days'],
  ])('captured %s is %s old at noon on 15 January', (capturedAt, words) => {
    expect(priceAge(new Date(capturedAt), asOf)).toBe(words);
  });
});
