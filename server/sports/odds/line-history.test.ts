import { describe, expect, it } from 'vitest';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { lineHistory } from './line-history.ts';
import { latestFirst } from './market.ts';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 18, 9, minutes));
const doc = (
  minutes: number,
  quotes: [string, number[]][],
  kind: OddsDocRow['kind'] = 'snapshot',
) =>
  ({
    matchId: 1,
    kind,
    capturedAt: at(minutes),
    source: 'test',
    quotes: quotes.map(([bookmaker, prices]) => ({ bookmaker, market: '1x2', line: null, prices })),
  }) satisfies OddsDocRow;

describe('line history', () => {
  it('gives each book its captures and the consensus of every book’s latest price', () => {
    const history = lineHistory(
      'E0',
      [
        doc(0, [['Pinnacle', [2.0, 3.5, 4.0]]], 'opening'),
        doc(10, [['Bet365', [2.2, 3.4, 3.5]]]),
        doc(20, [['Pinnacle', [2.1, 3.4, 3.8]]]),
      ],
      [0.4, 0.3, 0.3],
    );
    expect(history.outcomes).toEqual(['home', 'draw', 'away']);
    expect(history.model).toEqual({ home: 0.4, draw: 0.3, away: 0.3 });
    const [consensus, pinnacle, bet365] = history.series;
    expect(pinnacle!.points.map((p) => p.prices.home)).toEqual([2.0, 2.1]);
    expect(bet365!.points.map((p) => p.at)).toEqual([at(10).toISOString()]);
    expect(consensus!.points).toHaveLength(3);
    // At 10:10 the consensus pools Pinnacle's opening price with Bet365's first one.
    const fair = (prices: number[]) => {
      const total = prices.reduce((sum, p) => sum + 1 / p, 0);
      return prices.map((p) => 1 / p / total);
    };
    const expected = (fair([2.0, 3.5, 4.0])[0]! + fair([2.2, 3.4, 3.5])[0]!) / 2;
    expect(consensus!.points[1]!.probabilities.home).toBeCloseTo(expected, 10);
    expect(pinnacle!.points[0]!.probabilities.home).toBeCloseTo(0.5, 10);
  });

  it('leaves out captures that repeat the price before, and thins a long day to a chart’s worth', () => {
    const docs = Array.from({ length: 200 }, (_, i) =>
      // The price moves every tenth poll only.
      doc(i * 15, [['Pinnacle', [2.0 + Math.floor(i / 10) * 0.01, 3.4, 3.9]]]),
    );
    const pinnacle = lineHistory('E0', docs, [0.4, 0.3, 0.3]).series[1]!;
    // 20 distinct prices (each first seen), plus the latest capture.
    expect(pinnacle.points).toHaveLength(21);
    expect(pinnacle.points.at(-1)!.at).toBe(at(199 * 15).toISOString());
    const moving = Array.from({ length: 200 }, (_, i) =>
      doc(i * 15, [['Pinnacle', [2.0 + i * 0.01, 3.4, 3.9]]]),
    );
    const thinned = lineHistory('E0', moving, [0.4, 0.3, 0.3]).series[1]!.points;
    expect(thinned).toHaveLength(48);
    expect(thinned[0]!.at).toBe(at(0).toISOString());
    expect(thinned.at(-1)!.at).toBe(at(199 * 15).toISOString());
  });

  it('draws captures in the order they were taken, and one closing point per book', () => {
    const frozen = {
      ...doc(
        60,
        [
          ['Pinnacle', [2.5, 3.4, 2.9]],
          ['Bet365', [2.4, 3.3, 3.0]],
        ],
        'closing',
      ),
      source: 'Last price before kick-off',
    };
    const real = {
      ...doc(60, [['Pinnacle', [2.2, 3.5, 3.4]]], 'closing'),
      source: 'football-data.co.uk',
    };
    // Stored in any order (a file read late holds an early capture): drawn by capture time.
    const history = lineHistory(
      'E0',
      [
        doc(30, [['Pinnacle', [2.3, 3.4, 3.3]]]),
        doc(0, [['Pinnacle', [2.0, 3.5, 4.0]]]),
        real,
        frozen,
      ],
      [0.4, 0.3, 0.3],
    );
    const series = new Map(history.series.map((s) => [s.name, s.points]));
    expect(series.get('Pinnacle')!.map((p) => [p.at, p.prices.home])).toEqual([
      [at(0).toISOString(), 2.0],
      [at(30).toISOString(), 2.3],
      [at(60).toISOString(), 2.2],
    ]);
    expect(series.get('Bet365')!.map((p) => p.prices.home)).toEqual([2.4]);
  });

  it('ends each book on the price the odds table shows, a closing price even when dated earlier', () => {
    // The results file dates the kick-off at 10:00; the last poll before the (moved) kick-off
    // was at 10:15. The closing price is the last price before kick-off: the table shows it,
    // and the chart ends on it.
    const closing = {
      ...doc(60, [['Pinnacle', [2.2, 3.5, 3.4]]], 'closing'),
      source: 'football-data.co.uk',
    };
    const docs = [
      doc(0, [['Pinnacle', [2.0, 3.5, 4.0]]]),
      doc(75, [['Pinnacle', [2.3, 3.4, 3.3]]]),
    ];
    const history = lineHistory('E0', [...docs, closing], [0.4, 0.3, 0.3]);
    const pinnacle = history.series.find((s) => s.name === 'Pinnacle')!.points;
    expect(pinnacle.at(-1)).toMatchObject({ kind: 'closing', prices: { home: 2.2 } });
    expect(latestFirst([...docs, closing])[0]).toBe(closing);
  });
});
