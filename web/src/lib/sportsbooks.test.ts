import { describe, expect, it } from 'vitest';
import { sportsbookBadge } from './sportsbooks.ts';

describe('sportsbook badges (spec §5)', () => {
  it('gives the four known books their initials and colours', () => {
    for (const name of ['Bet365', 'Pinnacle', 'William Hill', 'Betfair Exchange']) {
      const badge = sportsbookBadge(name);
      expect(badge.known).toBe(true);
      expect(badge.initials).toHaveLength(2);
    }
    expect(sportsbookBadge('William Hill').initials).toBe('WH');
  });
  it('uses the first two letters for other books', () => {
    expect(sportsbookBadge('Interwetten')).toMatchObject({ initials: 'IN', known: false });
    expect(sportsbookBadge('1xBet').initials).toBe('1X');
    expect(sportsbookBadge('').initials).toBe('?');
  });
});
