import { describe, expect, it } from 'vitest';
import { createDefenceTracker } from './opponent-defence.ts';
import { line } from './test-lines.ts';
import type { TeamMatchLines } from './types.ts';

const side = (teamId: number, opponentId: number, points: number): TeamMatchLines => ({
  matchId: 1,
  kickoff: new Date('2024-11-01T00:00:00Z'),
  teamId,
  opponentId,
  home: true,
  lines: [line('x', { points: points - 10 }), line('y', { points: 10 })],
});

describe('opponent defence factor', () => {
  it('compares points allowed with the league mean, shrunk by five average games', () => {
    const tracker = createDefenceTracker();
    expect(tracker.factor(1)).toBeNull();
    tracker.add(side(1, 2, 120)); // team 2 allowed 120
    tracker.add(side(2, 1, 100)); // team 1 allowed 100
    // League mean 110 a game. Team 2: (120 + 5 × 110) / 6 / 110 = 1.01515.
    expect(tracker.factor(2)).toBeCloseTo(670 / 660, 10);
    expect(tracker.factor(1)).toBeCloseTo(650 / 660, 10);
    // A team not yet seen is average.
    expect(tracker.factor(3)).toBe(1);
  });
});
