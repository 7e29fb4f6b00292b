import { describe, expect, it } from 'vitest';
import { closingMoneyline } from './closing-moneyline.ts';

const snapshot = (kind: string, source: string, market: string, prices: number[]) => ({
  kind,
  source,
  quotes: [{ market, prices }],
});

describe('the bettable closing moneyline', () => {
  it("takes the first closing two-way moneyline, never an opening line or OddsPortal's average", () => {
    expect(
      closingMoneyline([
        snapshot('opening', 'sportsbookreview', 'moneyline', [1.8, 2.1]),
        snapshot('closing', 'oddsportal', 'moneyline', [1.7, 2.2]),
        snapshot('closing', 'sportsbookreview', 'total', [1.9, 1.9]),
        snapshot('closing', 'sportsbookreview', 'moneyline', [1.6, 2.4]),
      ]),
    ).toEqual([1.6, 2.4]);
    expect(closingMoneyline([snapshot('closing', 'oddsportal', 'moneyline', [1.7, 2.2])])).toBe(
      undefined,
    );
  });
});
