import { describe, expect, it } from 'vitest';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { FROZEN_CLOSING, marketView } from './market.ts';
import { oddsRows, valueBets } from './odds-table.ts';
import { noValueBetsInSlateNote } from './value-note.ts';

const HOUR = 3_600_000;
const asOf = new Date('2025-01-15T12:00:00Z');
const clock = { asOf, staleAfterMs: 6 * HOUR };
const doc = (
  quotes: OddsDocRow['quotes'],
  hoursAgo = 1,
  kind: OddsDocRow['kind'] = 'snapshot',
): OddsDocRow => ({
  matchId: 7,
  kind,
  capturedAt: new Date(asOf.getTime() - hoursAgo * HOUR),
  source: 'test',
  quotes,
});
const oneXTwo = (bookmaker: string, prices: number[]) => ({
  bookmaker,
  market: '1x2',
  line: null,
  prices,
});
const context = {
  matchId: 7,
  homeTeam: 'Arsenal',
  awayTeam: 'Tottenham Hotspur',
  kickoff: new Date('2025-01-15T19:30:00Z'),
  soccer: true,
};

describe('the odds table', () => {
  const from = (source: string, d: OddsDocRow): OddsDocRow => ({ ...d, source });

  it('takes each book’s latest capture whichever provider took it, not the last one stored', () => {
    // The Odds API's Bet365 price of an hour ago, then fixtures.csv read just now: Friday's
    // prices (captured 20 hours ago), stored after it.
    const docs = [
      from('The Odds API', doc([oneXTwo('Bet365', [2.1, 3.4, 3.6])], 1)),
      from(
        'football-data.co.uk',
        doc([oneXTwo('Bet365', [2.3, 3.3, 3.2]), oneXTwo('Pinnacle', [2.35, 3.4, 3.3])], 20),
      ),
    ];
    const rows = oddsRows(7, 'E0', docs, clock, 0);
    expect(rows.find((r) => r.sportsbook === 'Bet365')).toMatchObject({
      decimal: { home: 2.1, draw: 3.4, away: 3.6 },
      capturedAt: new Date(asOf.getTime() - HOUR).toISOString(),
      stale: false,
      best: { home: true, draw: true, away: true },
    });
    expect(rows.find((r) => r.sportsbook === 'Pinnacle')).toMatchObject({
      stale: true,
      best: { home: false, draw: false, away: false },
    });
    // The same documents in the other order read the same.
    expect(oddsRows(7, 'E0', [...docs].reverse(), clock, 0)).toEqual(rows);
  });

  it('dates a row by its match-result price, not by a newer capture of another market', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        doc([oneXTwo('Bet365', [2.4, 3.4, 3.0])], 10),
        doc([{ bookmaker: 'Bet365', market: 'ou', line: 2.5, prices: [1.9, 1.95] }], 1),
        doc([oneXTwo('Pinnacle', [2.2, 3.4, 3.4])], 1),
      ],
      clock,
      0,
    );
    const bet365 = rows.find((r) => r.sportsbook === 'Bet365')!;
    expect(bet365).toMatchObject({
      decimal: { home: 2.4 },
      totalPoints: 2.5,
      capturedAt: new Date(asOf.getTime() - 10 * HOUR).toISOString(),
      stale: true,
    });
    expect(bet365.best.home).toBe(false);
  });

  it('reads a provider’s closing price in place of the frozen guess, book by book', () => {
    const frozen = from(
      FROZEN_CLOSING,
      doc(
        [oneXTwo('Pinnacle', [2.5, 3.4, 2.9]), oneXTwo('William Hill', [2.4, 3.3, 2.9])],
        2,
        'closing',
      ),
    );
    const real = from(
      'football-data.co.uk',
      doc([oneXTwo('Pinnacle', [2.2, 3.5, 3.4])], 2, 'closing'),
    );
    for (const docs of [
      [frozen, real],
      [real, frozen],
    ]) {
      const rows = oddsRows(7, 'E0', docs, clock, 0);
      expect(rows.find((r) => r.sportsbook === 'Pinnacle')!.decimal.home).toBe(2.2);
      expect(rows.find((r) => r.sportsbook === 'William Hill')!.decimal.home).toBe(2.4);
      const view = marketView('E0', docs)!;
      const total = 1 / 2.2 + 1 / 3.5 + 1 / 3.4;
      expect(view.probabilities[0]).toBeCloseTo(1 / 2.2 / total, 10);
    }
  });

  it('shows a bookmaker named like an inherited object property under its own name', () => {
    const rows = oddsRows(
      7,
      'E0',
      [doc([oneXTwo('constructor', [2.1, 3.4, 3.6]), oneXTwo('toString', [2.0, 3.5, 3.8])])],
      clock,
      0.02,
    );
    expect(rows.map((row) => [row.id, row.sportsbook])).toEqual([
      ['7:constructor', 'constructor'],
      ['7:toString', 'toString'],
    ]);
  });

  it('compares an exchange by what it pays after commission', () => {
    const docs = [
      doc([
        oneXTwo('Bet365', [2.01, 3.6, 3.9]),
        oneXTwo('Betfair Exchange', [2.02, 3.7, 4.1]),
        oneXTwo('Betfair', [2.0, 3.5, 3.8]),
      ]),
    ];
    const rows = oddsRows(7, 'E0', docs, clock, 0.02);
    const exchange = rows.find((row) => row.sportsbook === 'Betfair Exchange')!;
    expect(exchange).toMatchObject({ exchange: true, commission: 0.02 });
    // Quoted prices stay as quoted; net: 1 + 1.02 × 0.98, 1 + 2.7 × 0.98, 1 + 3.1 × 0.98.
    expect(exchange.decimal).toMatchObject({ home: 2.02, draw: 3.7, away: 4.1 });
    expect(exchange.netDecimal).toEqual({
      home: 1.9996,
      draw: 3.646,
      away: 4.038,
      spreadHome: null,
    });
    // 2.02 quoted beats Bet365's 2.01, but 1.9996 net does not; the draw and away still win.
    expect(exchange.best).toEqual({ home: false, draw: true, away: true });
    const bet365 = rows.find((row) => row.sportsbook === 'Bet365')!;
    expect(bet365).toMatchObject({ exchange: false, commission: 0 });
    expect(bet365.netDecimal).toMatchObject(bet365.decimal);
    expect(bet365.best.home).toBe(true);
    // Betfair's own columns in football-data.co.uk are its sportsbook, not the exchange.
    expect(rows.find((row) => row.sportsbook === 'Betfair')!.exchange).toBe(false);

    const free = oddsRows(7, 'E0', docs, clock, 0);
    expect(free.find((row) => row.sportsbook === 'Betfair Exchange')!.best.home).toBe(true);
  });
});

describe('prices known at the clock', () => {
  it('shows each book’s latest price with the time it was captured', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        doc([oneXTwo('Pinnacle', [2.0, 3.4, 4.0])], 20, 'opening'),
        doc([oneXTwo('Pinnacle', [2.2, 3.3, 3.6])], 2),
      ],
      clock,
      0.02,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.decimal.home).toBe(2.2);
    expect(rows[0]!.capturedAt).toBe('2025-01-15T10:00:00.000Z');
    expect(rows[0]!.stale).toBe(false);
  });

  it('marks an old price stale: it is shown, but is neither the best price nor a value bet', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        doc([oneXTwo('Old Book', [3.5, 3.4, 2.2])], 10),
        doc([oneXTwo('Pinnacle', [2.4, 3.3, 3.2])], 1),
      ],
      clock,
      0.02,
    );
    const old = rows.find((r) => r.sportsbook === 'Old Book')!;
    const fresh = rows.find((r) => r.sportsbook === 'Pinnacle')!;
    expect(old.stale).toBe(true);
    expect(old.best.home).toBe(false);
    expect(fresh.best.home).toBe(true);
    // Strix gives the home side 40%: 3.50 would be +40% EV, but only if it were still on offer.
    const probabilities = { published: [0.4, 0.3, 0.3], model: [0.4, 0.3, 0.3], market: null };
    const { bets } = valueBets(rows, probabilities, context);
    expect(bets.every((bet) => bet.sportsbook !== 'Old Book')).toBe(true);
  });
});

describe('totals and lines without prices', () => {
  it('gives the over/under prices of the total, an exchange net of commission', () => {
    const ou = (bookmaker: string, prices: number[]) => ({
      bookmaker,
      market: 'ou',
      line: 2.5,
      prices,
    });
    const rows = oddsRows(
      7,
      'E0',
      [doc([ou('Bet365', [1.8, 2.05]), ou('Betfair Exchange', [1.85, 2.1])])],
      clock,
      0.02,
    );
    const book = rows.find((r) => r.sportsbook === 'Bet365')!;
    expect(book.totalPoints).toBe(2.5);
    expect(book.totalPrices).toEqual({ over: 1.8, under: 2.05 });
    // 1 + 0.85 × 0.98 and 1 + 1.1 × 0.98.
    const exchange = rows.find((r) => r.sportsbook === 'Betfair Exchange')!;
    expect(exchange.totalPrices).toEqual({ over: 1.833, under: 2.078 });
    expect(book.note).toBeNull();
  });

  it("shows the NBA consensus line's fair moneyline from its spread and says what the data holds", () => {
    const game = new Date('2025-01-10T00:30:00Z');
    const rows = oddsRows(
      440,
      'NBA',
      [
        {
          matchId: 440,
          kind: 'closing',
          capturedAt: game,
          source: 'nba',
          quotes: [
            { bookmaker: 'Closing line', market: 'spread', line: -7, prices: [] },
            { bookmaker: 'Closing line', market: 'total', line: 221.5, prices: [] },
          ],
        },
      ],
      { asOf: new Date('2025-01-15T12:00:00Z'), staleAfterMs: 1e12 },
      0.02,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.sportsbook).toBe('Consensus line');
    expect(row.decimal.home).toBeNull();
    // Home gives 7 points: Φ(7/12) = 72.0%, fair 1.39 (−257) against 3.57 (+257).
    expect(row.fairFromSpread).toEqual({
      home: 1.3886,
      away: 3.5735,
      homeProbability: 0.7202,
      awayProbability: 0.2798,
    });
    expect(row.totalPrices).toEqual({ over: null, under: null });
    expect(row.best).toEqual({ home: false, draw: false, away: false });
    expect(row.note).toBe(
      "Our NBA data since January 2023 holds only each game's closing consensus spread and total, with no bookmaker prices. The moneylines shown are the fair odds that spread implies, with no bookmaker margin; no book offers them, so none is highlighted as a best price.",
    );
    // A fair price is not on offer: it never makes a value bet.
    const { bets } = valueBets(
      rows,
      { published: [0.9, 0.1], model: [0.9, 0.1], market: null },
      { ...context, matchId: 440, soccer: false },
    );
    expect(bets).toEqual([]);
  });

  it('leaves a US line with its own moneyline as it is', () => {
    const rows = oddsRows(
      9,
      'NFL',
      [
        doc([
          { bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.5, 2.7] },
          { bookmaker: 'Closing line', market: 'spread', line: -3.5, prices: [1.91, 1.91] },
          { bookmaker: 'Closing line', market: 'total', line: 44.5, prices: [1.87, 1.95] },
        ]),
      ],
      clock,
      0.02,
    );
    expect(rows[0]).toMatchObject({
      fairFromSpread: null,
      note: null,
      totalPrices: { over: 1.87, under: 1.95 },
    });
  });
});

describe('value bets', () => {
  // Soccer publishes the market's fair price; the model alone thinks the draw far likelier.
  const probabilities = {
    published: [0.495, 0.27, 0.235],
    model: [0.4, 0.45, 0.15],
    market: [0.495, 0.27, 0.235],
  };

  it('says which probability the edge comes from and lists the price net of commission', () => {
    const rows = oddsRows(
      7,
      'E0',
      [doc([oneXTwo('Bet365', [2.14, 3.6, 4.2]), oneXTwo('Betfair Exchange', [2.1, 3.7, 4.4])])],
      clock,
      0.02,
    );
    const { bets, note } = valueBets(rows, probabilities, context);
    expect(note).toBeNull();
    // 2.14 on 49.5 %: EV 5.93 %, above 3 % and the 2.14 % a point costs at that price.
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      description: 'Arsenal to win',
      sportsbook: 'Bet365',
      decimalOdds: 2.14,
      netDecimalOdds: 2.14,
      exchange: false,
      modelProbability: 49.5,
      modelAloneProbability: 40,
      marketProbability: 49.5,
      probabilityBasis: 'market',
      expectedValue: 5.9,
      cautiousExpectedValue: 3.8,
      probabilityMargin: 1,
    });
    expect(bets[0]!.analysis).toBe(
      "Strix puts Arsenal's win at 49.5%, the market's fair price (the model alone says 40.0%); fair odds 2.02. Bet365 pays 2.14, which implies 46.7%: an expected return of +5.9% per unit staked if Strix's probability is right, and +3.8% if it is a point too high. A quarter-Kelly stake is 1.3% of bankroll.",
    );
  });

  it('explains an empty list: the disagreement, the bar and the closest price', () => {
    const rows = oddsRows(
      7,
      'E0',
      [doc([oneXTwo('Bet365', [1.95, 3.6, 4.2]), oneXTwo('Betfair Exchange', [2.02, 3.7, 4.4])])],
      clock,
      0.02,
    );
    const { bets, note } = valueBets(rows, probabilities, context);
    expect(bets).toEqual([]);
    // The exchange's 4.40 (4.33 net, +1.8 %) does not count; Bet365's 4.20 × 23.5 % is −1.3 %.
    expect(note).toBe(
      "The model and the market differ by 18 points on the draw (45.0% vs 27.0%), but Strix publishes the market's fair price, 27.0%. No price clears the 3% edge Strix asks for at a price up to 6.00 once a one-point allowance for error is counted (exchange prices do not count: our data gives no stake behind them): the closest is Tottenham Hotspur to win at 4.20 with Bet365, -1.3%.",
    );
  });

  it('never lists an exchange price or a price above the cap, and says which ones count', () => {
    // The exchange's 3.70 pays 3.646 net: +6.6 % on 29.2 %, but an exchange's best price has no
    // stated stake behind it. Bet365's 8.0 on the away side is +20 % on 15 %, above the 6.00 cap.
    const rows = oddsRows(
      7,
      'E0',
      [doc([oneXTwo('Bet365', [1.8, 3.3, 8]), oneXTwo('Betfair Exchange', [1.9, 3.7, 8.2])])],
      clock,
      0.02,
    );
    const priced = { published: [0.558, 0.292, 0.15], model: [0.55, 0.3, 0.15], market: null };
    const { bets, note } = valueBets(rows, priced, context);
    expect(bets).toEqual([]);
    expect(note).toBe(
      'No price clears the 3% edge Strix asks for at a price up to 6.00 once a one-point allowance for error is counted (exchange prices do not count: our data gives no stake behind them): the closest is Arsenal to win at 1.80 with Bet365, +0.4%.',
    );
  });

  it('says why both hold when the bet backs the side the headline does not favour', () => {
    // Arsenal 50 % are the headline; Bet365's 5.60 on Tottenham's 20 % is +12 %, which clears
    // max(3 %, 5.6 %).
    const rows = oddsRows(7, 'E0', [doc([oneXTwo('Bet365', [1.9, 3.2, 5.6])])], clock, 0.02);
    const split = { published: [0.5, 0.3, 0.2], model: [0.5, 0.3, 0.2], market: [0.5, 0.3, 0.2] };
    const { bets } = valueBets(rows, split, context);
    expect(bets.map((b) => b.description)).toEqual(['Tottenham Hotspur to win']);
    expect(bets[0]!.analysis).toContain(
      "Arsenal are likelier to win (50.0%); Tottenham Hotspur's 5.60 at Bet365 pays more than their 20.0% chance is worth, so both hold.",
    );
  });

  it('says how bets like this one did on history, and claims no tier where they lost', () => {
    const rows = oddsRows(7, 'E0', [doc([oneXTwo('Bet365', [2.14, 3.6, 4.2])])], clock, 0.02);
    const figure = (roiHigh: number) => ({
      n: 1240,
      roi: 0.031,
      roiLow: 0.007,
      roiHigh,
      claimedEv: 0.06,
      clvN: 1200,
      clv: 0.02,
      clvSe: 0.004,
      since: '2016/17',
      evBand: '5–10%',
      oddsBand: '2–4',
      text: 'Bets like this (EV 5–10%, odds 2–4): +3.1% ± 2.4% over 1,240 since 2016.',
      earned: roiHigh >= 0,
    });
    const asked: [number, number][] = [];
    const earned = valueBets(rows, probabilities, {
      ...context,
      history: (ev, price) => {
        asked.push([Math.round(ev * 10) / 10, price]);
        return figure(0.055);
      },
    }).bets[0]!;
    expect(asked).toEqual([[5.9, 2.14]]);
    expect(earned.history).toMatchObject({ n: 1240, evBand: '5–10%', oddsBand: '2–4' });
    expect(earned.tier).toBe('medium');
    expect(earned.history!.text).toBe(
      'Bets like this (EV 5–10%, odds 2–4): +3.1% ± 2.4% over 1,240 since 2016.',
    );
    const lost = valueBets(rows, probabilities, { ...context, history: () => figure(-0.01) });
    expect(lost.bets[0]!.tier).toBe('neutral');
    // No ledger yet: no history, and the card says nothing about it.
    expect(valueBets(rows, probabilities, context).bets[0]!.history).toBeNull();
  });

  it('says when there is nothing to compare with', () => {
    expect(valueBets([], probabilities, context)).toEqual({
      bets: [],
      note: "No prices for this match in our data, so there is nothing to compare Strix's probabilities with.",
    });
  });
});

describe('a slate with no value bets', () => {
  it('says how many matches were looked at and the bar they missed', () => {
    expect(noValueBetsInSlateNote(8, 8, true, 3, 1)).toBe(
      'No price in these 8 matches clears the 3% edge Strix asks for at a price up to 6.00 once a one-point allowance for error is counted (exchange prices do not count: our data gives no stake behind them).',
    );
    expect(noValueBetsInSlateNote(1, 1, false, 3, 1)).toBe(
      'No price in this match clears the 3% edge Strix asks for at a price up to 6.00 once a one-point allowance for error is counted.',
    );
    expect(noValueBetsInSlateNote(3, 0, false, 3, 1)).toMatch(/^No prices for these matches/);
  });
});
