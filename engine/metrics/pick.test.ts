import { describe, expect, it } from 'vitest';
import { favouredPick } from './pick.ts';

describe('favouredPick', () => {
  it('picks the favoured side, the away side on a tie, and is right only when that side wins', () => {
    expect(favouredPick(0.55, 0.2, 'home')).toEqual({ pick: 'home', correct: true });
    expect(favouredPick(0.3, 0.45, 'home')).toEqual({ pick: 'away', correct: false });
    expect(favouredPick(0.5, 0.5, 'away')).toEqual({ pick: 'away', correct: true });
    expect(favouredPick(0.4, 0.35, 'draw')).toEqual({ pick: 'home', correct: false });
  });
});
