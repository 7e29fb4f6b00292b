import { describe, expect, it } from 'vitest';
import { pickCameTrue } from '../grading/settle-picks.ts';
import { backedProbability, backedSide, isUnderdogPick, pickStatus, strixCall } from './picks.ts';

/** Strix backs the home side at 49.2% in a three-way market. */
const soccer = { sportId: 'soccer', homeProb: 0.492, drawProb: 0.27, awayProb: 0.238 } as const;
/** Strix backs the away side at 70% in a two-way market. */
const nba = { sportId: 'basketball', homeProb: 0.3, drawProb: null, awayProb: 0.7 } as const;
const graded = (correct: boolean | null) => ({ correct });

describe('a pick: a "Who wins?" vote or agree/disagree on Strix\'s call', () => {
  it('is pending until graded', () => {
    expect(pickStatus(graded(null))).toBe('pending');
    expect(pickStatus(graded(true))).toBe('correct');
    expect(pickStatus(graded(false))).toBe('incorrect');
  });

  it('grades a result picked by the result, and a disagree as the call not winning', () => {
    expect(pickCameTrue('home', 'home')).toBe(true);
    expect(pickCameTrue('draw', 'home')).toBe(false);
    expect(pickCameTrue('draw', 'draw')).toBe(true);
    // Disagreeing with a home call: a draw or an away win both prove it right.
    expect(pickCameTrue('not_home', 'home')).toBe(false);
    expect(pickCameTrue('not_home', 'draw')).toBe(true);
    expect(pickCameTrue('not_home', 'away')).toBe(true);
    expect(pickCameTrue('not_away', 'home')).toBe(true);
  });

  it('names the result backed, and its published probability', () => {
    expect(strixCall({ ...soccer, choice: 'home', correct: null })).toBe('home');
    expect(backedSide({ ...soccer, choice: 'home', correct: null })).toBe('home');
    expect(backedSide({ ...soccer, choice: 'draw', correct: null })).toBe('draw');
    // Not home is two results, not one side.
    expect(backedSide({ ...soccer, choice: 'not_home', correct: null })).toBeNull();
    expect(backedSide({ ...nba, choice: 'not_away', correct: null })).toBe('home');
    expect(backedProbability({ ...soccer, choice: 'home', correct: null })).toBeCloseTo(0.492);
    expect(backedProbability({ ...soccer, choice: 'draw', correct: null })).toBeCloseTo(0.27);
    expect(backedProbability({ ...soccer, choice: 'not_home', correct: null })).toBeCloseTo(0.508);
    expect(backedProbability({ ...nba, choice: 'not_away', correct: null })).toBeCloseTo(0.3);
    const noNumbers = { sportId: 'soccer', homeProb: null, drawProb: null, awayProb: null };
    expect(backedProbability({ ...noNumbers, choice: 'home', correct: null })).toBeNull();
  });

  it('calls a pick an underdog only when it goes against the call at under even chances', () => {
    // Backing a 49.2% favourite is backing the likeliest winner.
    expect(isUnderdogPick({ ...soccer, choice: 'home', correct: null })).toBe(false);
    // "Not home" at 50.8% is no long shot either; the draw at 27% is.
    expect(isUnderdogPick({ ...soccer, choice: 'not_home', correct: null })).toBe(false);
    expect(isUnderdogPick({ ...soccer, choice: 'draw', correct: null })).toBe(true);
    expect(isUnderdogPick({ ...nba, choice: 'not_away', correct: null })).toBe(true);
    expect(isUnderdogPick({ ...nba, choice: 'home', correct: null })).toBe(true);
    expect(isUnderdogPick({ ...nba, choice: 'away', correct: null })).toBe(false);
  });
});
