import type { ScreenerRow } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  DEFAULT_SORT,
  edgeOf,
  filterRows,
  isSlateAnswer,
  leaguesOf,
  NO_FILTER,
  nextSort,
  sortRows,
} from './screener.ts';

function row(
  pick: string,
  over: Partial<Omit<ScreenerRow, 'price'>> & {
    decimal?: number | null;
    implied?: number;
  } = {},
): ScreenerRow {
  const { decimal = 2.5, implied = 40, ...rest } = over;
  return {
    matchId: 1,
    league: 'Premier League',
    homeTeam: 'Home',
    awayTeam: 'Away',
    kickoff: '2025-01-15T19:30:00.000Z',
    outcome: 'home',
    pick,
    valueBet: true,
    modelProbability: 45,
    marketProbability: 44,
    expectedValue: 5,
    kellyStake: 1,
    price:
      decimal === null
        ? null
        : {
            sportsbook: 'Pinnacle',
            odds: 150,
            decimalOdds: decimal,
            netDecimalOdds: decimal,
            exchange: false,
            capturedAt: '2025-01-14T15:00:00.000Z',
            impliedProbability: implied,
          },
    ...rest,
    ...(decimal === null ? { expectedValue: null } : {}),
  };
}

const picks = (rows: ScreenerRow[]) => rows.map((r) => r.pick);

describe('screener sorting', () => {
  const wolves = row('Wolves to win', {
    expectedValue: 12.6,
    modelProbability: 12,
    implied: 10.8,
    decimal: 9.4,
    kickoff: '2025-01-15T19:30:00.000Z',
  });
  const lakers = row('Lakers to win', {
    league: 'NBA',
    expectedValue: 4.1,
    modelProbability: 55,
    implied: 50,
    decimal: 2,
    kickoff: '2025-01-15T03:00:00.000Z',
  });
  const draw = row('Draw: Everton vs Aston Villa', {
    league: 'Premier League',
    expectedValue: -2,
    modelProbability: 27,
    implied: 27.6,
    decimal: 3.6,
    kickoff: '2025-01-15T20:00:00.000Z',
  });
  const unpriced = row('Arsenal to win', { decimal: null, kickoff: '2025-01-14T12:00:00.000Z' });
  const rows = [draw, unpriced, lakers, wolves];

  it('puts the best EV first by default, unpriced rows last', () => {
    expect(picks(sortRows(rows, DEFAULT_SORT))).toEqual([
      'Wolves to win',
      'Lakers to win',
      'Draw: Everton vs Aston Villa',
      'Arsenal to win',
    ]);
    // Unpriced rows stay last in ascending order too.
    expect(picks(sortRows(rows, { key: 'ev', direction: 'asc' })).at(-1)).toBe('Arsenal to win');
  });

  it('sorts by edge, Strix minus what the price implies, which can disagree with EV', () => {
    expect(edgeOf(wolves)).toBe(1.2);
    expect(edgeOf(lakers)).toBe(5);
    expect(edgeOf(unpriced)).toBeNull();
    expect(picks(sortRows(rows, { key: 'edge', direction: 'desc' }))).toEqual([
      'Lakers to win',
      'Wolves to win',
      'Draw: Everton vs Aston Villa',
      'Arsenal to win',
    ]);
  });

  it('sorts by kick-off, soonest first, and by league with kick-off breaking ties', () => {
    expect(picks(sortRows(rows, { key: 'kickoff', direction: 'asc' }))).toEqual([
      'Arsenal to win',
      'Lakers to win',
      'Wolves to win',
      'Draw: Everton vs Aston Villa',
    ]);
    expect(picks(sortRows(rows, { key: 'league', direction: 'asc' }))).toEqual([
      'Lakers to win',
      'Arsenal to win',
      'Wolves to win',
      'Draw: Everton vs Aston Villa',
    ]);
  });

  it('flips a column clicked twice and starts a new one in its natural direction', () => {
    const byEv = nextSort(DEFAULT_SORT, 'ev');
    expect(byEv).toEqual({ key: 'ev', direction: 'asc' });
    expect(nextSort(byEv, 'kickoff')).toEqual({ key: 'kickoff', direction: 'asc' });
    expect(nextSort(byEv, 'edge')).toEqual({ key: 'edge', direction: 'desc' });
    expect(ariaSort(DEFAULT_SORT, 'ev')).toBe('descending');
    expect(ariaSort(byEv, 'ev')).toBe('ascending');
    expect(ariaSort(DEFAULT_SORT, 'league')).toBe('none');
  });

  it('leaves the rows it was given alone', () => {
    const copy = [...rows];
    sortRows(rows, DEFAULT_SORT);
    expect(rows).toEqual(copy);
  });
});

describe('screener filters', () => {
  const rows = [
    row('A', { league: 'Premier League', expectedValue: 12, decimal: 9.4 }),
    row('B', { league: 'NBA', expectedValue: 4, decimal: 2 }),
    row('C', { league: 'Premier League', expectedValue: -1, decimal: 1.5 }),
    row('D', { league: 'NFL', decimal: null }),
  ];

  it('keeps every row with no filter set', () => {
    expect(picks(filterRows(rows, NO_FILTER))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('filters by league', () => {
    expect(picks(filterRows(rows, { ...NO_FILTER, league: 'Premier League' }))).toEqual(['A', 'C']);
  });

  it('filters by minimum EV, inclusive, dropping rows with no price', () => {
    expect(picks(filterRows(rows, { ...NO_FILTER, minEv: 4 }))).toEqual(['A', 'B']);
    expect(picks(filterRows(rows, { ...NO_FILTER, minEv: 0 }))).toEqual(['A', 'B']);
  });

  it('filters by an odds range that includes its bottom and excludes its top', () => {
    const range = (min: number | null, max: number | null) =>
      picks(filterRows(rows, { ...NO_FILTER, odds: { min, max } }));
    expect(range(null, 2)).toEqual(['C']);
    expect(range(2, 4)).toEqual(['B']);
    expect(range(4, null)).toEqual(['A']);
  });

  it('combines filters', () => {
    expect(
      picks(
        filterRows(rows, {
          league: 'Premier League',
          minEv: 0,
          odds: { min: 4, max: null },
        }),
      ),
    ).toEqual(['A']);
  });

  it('offers each league on the slate once', () => {
    expect(leaguesOf(rows)).toEqual(['NBA', 'NFL', 'Premier League']);
  });
});

describe('who sees the screener', () => {
  it('leads slate answers only', () => {
    expect(isSlateAnswer({ screener: [] })).toBe(true);
    expect(isSlateAnswer({})).toBe(false);
  });
});
