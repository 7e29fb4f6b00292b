import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import {
  betsLikeThis,
  EV_BANDS,
  evBandOf,
  type LedgerMatch,
  ledgerBets,
  ledgerBy,
  summariseLedger,
} from './ledger.ts';
import { VALUE_RULE } from './rule.ts';

/**
 * A market where the truth is known: each match's true probabilities are published, and one
 * book offers one outcome at a price whose true edge is `edge` (price = (1 + edge) / p). The
 * ledger's realised return must recover that edge within its interval.
 */
function syntheticMarket(n: number, edge: number, seed: number): LedgerMatch[] {
  const random = mulberry32(seed);
  return Array.from({ length: n }, (_, i) => {
    const home = 0.3 + 0.3 * random();
    const draw = 0.25;
    const probabilities = [home, draw, 1 - home - draw];
    const u = random();
    const outcome = u < probabilities[0]! ? 0 : u < home + draw ? 1 : 2;
    return {
      league: 'E0',
      season: `${2016 + (i % 9)}/${String(17 + (i % 9)).padStart(2, '0')}`,
      kickoff: new Date(Date.UTC(2016, 7, 1) + i * 86_400_000).toISOString(),
      outcome,
      probabilities,
      offers: [{ book: 'Book', outcome: 0, price: (1 + edge) / home, exchange: false }],
      closing: probabilities,
    };
  });
}

describe('the value-bet ledger', () => {
  it('recovers a known edge on a synthetic market', () => {
    const bets = ledgerBets(syntheticMarket(40_000, 0.06, 7));
    const summary = summariseLedger(bets);
    expect(summary.n).toBe(40_000);
    expect(summary.claimedEv).toBeCloseTo(0.06, 10);
    expect(summary.roiLow!).toBeLessThan(0.06);
    expect(summary.roiHigh!).toBeGreaterThan(0.06);
    // And it tells a losing rule from a winning one: no edge at all is not read as +6%.
    const none = summariseLedger(ledgerBets(syntheticMarket(40_000, 0.06, 7).map(fairPriced)));
    expect(none.n).toBe(0);
    // CLV against the true price is the edge itself.
    expect(summary.clv).toBeCloseTo(0.06, 10);
  });

  it('settles flat one-unit stakes at the price named, and splits by EV band', () => {
    const match: LedgerMatch = {
      league: 'E0',
      season: '2024/25',
      kickoff: '2025-02-01T15:00:00Z',
      outcome: 2,
      probabilities: [0.5, 0.25, 0.25],
      offers: [
        { book: 'A', outcome: 0, price: 2.2, exchange: false }, // EV +10%
        { book: 'B', outcome: 0, price: 2.1, exchange: false }, // same outcome, weaker: dropped
        { book: 'A', outcome: 2, price: 4.4, exchange: false }, // EV +10%, won
        { book: 'X', outcome: 1, price: 5, exchange: true }, // exchanges are left out
      ],
    };
    const bets = ledgerBets([match]);
    expect(bets.map((b) => [b.book, b.outcome, b.profit])).toEqual([
      ['A', 0, -1],
      ['A', 2, expect.closeTo(3.4, 10)],
    ]);
    expect(bets.every((b) => b.clv === null)).toBe(true);
    expect(
      ledgerBy(
        bets,
        evBandOf,
        EV_BANDS.map((b) => b.label),
      ),
    ).toEqual([
      { key: '10–20%', summary: expect.objectContaining({ n: 2, roi: expect.closeTo(1.2, 10) }) },
    ]);
  });

  it('answers "bets like this" from the same EV band and odds band only', () => {
    const bets = ledgerBets(syntheticMarket(2_000, 0.07, 3));
    const alike = betsLikeThis(bets, 7.5, 2.5)!;
    expect(alike).toMatchObject({ evBand: '5–10%', oddsBand: '2–4', since: '2016/17' });
    const inBand = bets.filter((b) => b.price >= 2 && b.price < 4);
    expect(alike.n).toBe(inBand.length);
    expect(betsLikeThis(bets, 2, 2.5)).toBeNull();
  });
});

function fairPriced(match: LedgerMatch): LedgerMatch {
  return {
    ...match,
    offers: match.offers.map((o) => ({ ...o, price: 1 / match.probabilities[o.outcome]! })),
  };
}

it('serves a rule that leaves exchanges out and caps the price', () => {
  expect(VALUE_RULE.exchanges).toBe(false);
  expect(VALUE_RULE.maxPrice).not.toBeNull();
});
