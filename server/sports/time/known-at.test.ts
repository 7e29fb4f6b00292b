import { describe, expect, it } from 'vitest';
import { knownAt } from './known-at.ts';

const CLOCK = new Date('2025-02-02T18:00:00Z');
const row = (id: number, kickoff: string, score: [number, number] | null) => ({
  id,
  kickoff: new Date(kickoff),
  homeScore: score?.[0] ?? null,
  awayScore: score?.[1] ?? null,
});

describe('the results the clock may see', () => {
  const rows = [
    row(1, '2025-02-01T15:00:00Z', [2, 1]),
    row(2, '2025-02-02T17:30:00Z', [0, 0]), // on file, but still being played at the clock
    row(3, '2025-02-01T17:30:00Z', null), // over, with no result on file
    row(4, '2025-02-02T12:00:00Z', [1, 3]),
    row(5, '2025-02-03T15:00:00Z', [1, 1]), // after the clock
  ];

  it('keeps the rows whose result is on file and over at the clock, in their order', () => {
    expect(
      knownAt(CLOCK)
        .results('E0', rows)
        .map((r) => r.id),
    ).toEqual([1, 4]);
  });

  it('agrees with the rule asked row by row', () => {
    const known = knownAt(CLOCK);
    expect(known.results('E0', rows)).toEqual(rows.filter((r) => known.result('E0', r)));
  });
});
