import { describe, expect, it } from 'vitest';
import { oddsRows } from './odds-table.ts';

describe('the odds table', () => {
  it('shows a bookmaker named like an inherited object property under its own name', () => {
    const rows = oddsRows(
      7,
      'E0',
      [
        {
          matchId: 7,
          kind: 'opening',
          capturedAt: null,
          source: 'test',
          quotes: [
            { bookmaker: 'constructor', market: '1x2', line: null, prices: [2.1, 3.4, 3.6] },
            { bookmaker: 'toString', market: '1x2', line: null, prices: [2.0, 3.5, 3.8] },
          ],
        },
      ],
      false,
    );
    expect(rows.map((row) => [row.id, row.sportsbook])).toEqual([
      ['7:constructor', 'constructor'],
      ['7:toString', 'toString'],
    ]);
  });
});
