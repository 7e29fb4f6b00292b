import { describe, expect, it } from 'vitest';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { oddsRows, valueBets } from './odds-table.ts';

const HOUR = 3_600_000;
const asOf = new Date('2025-01-18T12:00:00Z');
const clock = { asOf, staleAfterMs: 6 * HOUR };
const doc = (
  hoursAgo: number,
  quotes: OddsDocRow['quotes'],
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

describe('the odds table', () => {
  it('shows a bookmaker named like an inherited object property under its own name', () => {
    const rows = oddsRows(
      7,
      'E0',
      [doc(1, [oneXTwo('constructor', [2.1, 3.4, 3.6]), oneXTwo('toString', [2.0, 3.5, 3.8])])],
      clock,
    );
    expect(rows.map((row) => [row.id, row.sportsbook])).toEqual([
      ['7:constructor', 'constructor'],
      ['7:toString', 'toString'],
    ]);
  });

  it('shows each book’s latest price with the time it was captured', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        doc(20, [oneXTwo('Pinnacle', [2.0, 3.4, 4.0])], 'opening'),
        doc(2, [oneXTwo('Pinnacle', [2.2, 3.3, 3.6])]),
      ],
      clock,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.decimal.home).toBe(2.2);
    expect(rows[0]!.capturedAt).toBe('2025-01-18T10:00:00.000Z');
    expect(rows[0]!.stale).toBe(false);
  });

  it('marks an old price stale: it is shown, but is neither the best price nor a value bet', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        doc(10, [oneXTwo('Old Book', [3.5, 3.4, 2.2])]),
        doc(1, [oneXTwo('Pinnacle', [2.4, 3.3, 3.2])]),
      ],
      clock,
    );
    const old = rows.find((r) => r.sportsbook === 'Old Book')!;
    const fresh = rows.find((r) => r.sportsbook === 'Pinnacle')!;
    expect(old.stale).toBe(true);
    expect(old.best.home).toBe(false);
    expect(fresh.best.home).toBe(true);
    // Strix gives the home side 40%: 3.50 would be +40% EV, but only if it were still on offer.
    const bets = valueBets(rows, [0.4, 0.3, 0.3], {
      matchId: 7,
      homeTeam: 'Home',
      awayTeam: 'Away',
      kickoff: new Date('2025-01-18T15:00:00Z'),
      soccer: true,
    });
    expect(bets.every((bet) => bet.sportsbook !== 'Old Book')).toBe(true);
  });
});
