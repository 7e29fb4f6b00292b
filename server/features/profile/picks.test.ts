import { describe, expect, it } from 'vitest';
import { backedProbability, backedSide, isUnderdogPick, pickStatus } from './picks.ts';

/** Strix backs the home side at 49.2% in a three-way market. */
const soccer = { call: 'home', homeProb: 0.492, drawProb: 0.27, awayProb: 0.238 } as const;
/** Strix backs the away side at 70% in a two-way market. */
const nba = { call: 'away', homeProb: 0.3, drawProb: null, awayProb: 0.7 } as const;

describe("a pick is the vote on Strix's call", () => {
  it('is pending until the match is settled', () => {
    expect(pickStatus({ ...soccer, agrees: true, outcome: null })).toBe('pending');
    expect(pickStatus({ ...soccer, agrees: false, outcome: null })).toBe('pending');
  });

  it('grades agree as the call winning and disagree as the call not winning', () => {
    expect(pickStatus({ ...soccer, agrees: true, outcome: 'home' })).toBe('correct');
    expect(pickStatus({ ...soccer, agrees: false, outcome: 'home' })).toBe('incorrect');
    // Disagreeing with a home call in three ways: a draw or an away win both prove it right.
    for (const outcome of ['draw', 'away'] as const) {
      expect(pickStatus({ ...soccer, agrees: false, outcome })).toBe('correct');
      expect(pickStatus({ ...soccer, agrees: true, outcome })).toBe('incorrect');
    }
    expect(pickStatus({ ...nba, agrees: false, outcome: 'home' })).toBe('correct');
    expect(pickStatus({ ...nba, agrees: true, outcome: 'home' })).toBe('incorrect');
  });

  it('names the side backed, and its published probability', () => {
    expect(backedSide({ ...soccer, agrees: true, outcome: null })).toBe('home');
    // Not home is two outcomes, not one side.
    expect(backedSide({ ...soccer, agrees: false, outcome: null })).toBeNull();
    expect(backedSide({ ...nba, agrees: false, outcome: null })).toBe('home');
    expect(backedProbability({ ...soccer, agrees: true, outcome: null })).toBeCloseTo(0.492);
    expect(backedProbability({ ...soccer, agrees: false, outcome: null })).toBeCloseTo(0.508);
    expect(backedProbability({ ...nba, agrees: false, outcome: null })).toBeCloseTo(0.3);
  });

  it('calls a pick an underdog only when it goes against the call at under even chances', () => {
    // Agreeing with a 49.2% favourite is backing the likeliest winner.
    expect(isUnderdogPick({ ...soccer, agrees: true, outcome: null })).toBe(false);
    // "Not home" at 50.8% is no long shot either.
    expect(isUnderdogPick({ ...soccer, agrees: false, outcome: null })).toBe(false);
    expect(isUnderdogPick({ ...nba, agrees: false, outcome: null })).toBe(true);
    expect(isUnderdogPick({ ...nba, agrees: true, outcome: null })).toBe(false);
  });
});
