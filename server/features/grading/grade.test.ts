import { describe, expect, it } from 'vitest';
import type { UnsettledPrediction } from '../../db/queries/grading.ts';
import { gradePrediction } from './grade.ts';

const base: UnsettledPrediction = {
  id: 'p1',
  matchId: 1,
  leagueId: 'E0',
  homeProb: 0.5,
  drawProb: 0.3,
  awayProb: 0.2,
  pick: 'home',
  pickPrice: 2.1,
  homeScore: 2,
  awayScore: 1,
};

describe('gradePrediction', () => {
  it('scores a soccer forecast three ways and values the pick against the close', () => {
    const g = gradePrediction(base, { probabilities: [0.55, 0.27, 0.18], source: 'Pinnacle' });
    expect(g.outcome).toBe('home');
    expect(g.logLoss).toBeCloseTo(-Math.log(0.5), 10);
    // (0.5-1)² + 0.3² + 0.2² = 0.38
    expect(g.brier).toBeCloseTo(0.38, 10);
    expect(g.closingProb).toBeCloseTo(0.55, 10);
    // 2.1 × 0.55 − 1
    expect(g.clv).toBeCloseTo(0.155, 10);
  });

  it('scores an NBA forecast as binary and leaves CLV empty without prices', () => {
    const g = gradePrediction(
      {
        ...base,
        leagueId: 'NBA',
        drawProb: null,
        homeProb: 0.7,
        awayProb: 0.3,
        homeScore: 99,
        awayScore: 101,
        pickPrice: null,
      },
      null,
    );
    expect(g.outcome).toBe('away');
    expect(g.logLoss).toBeCloseTo(-Math.log(0.3), 10);
    expect(g.brier).toBeCloseTo(0.49, 10);
    expect(g.clv).toBeNull();
  });

  it('settles a drawn NFL game without scoring a two-way forecast', () => {
    const g = gradePrediction(
      {
        ...base,
        leagueId: 'NFL',
        drawProb: null,
        homeProb: 0.6,
        awayProb: 0.4,
        homeScore: 20,
        awayScore: 20,
      },
      null,
    );
    expect(g).toMatchObject({ outcome: 'draw', logLoss: null, brier: null });
  });
});
