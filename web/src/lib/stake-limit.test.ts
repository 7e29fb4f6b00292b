import { describe, expect, it } from 'vitest';
import { stakeLimitStanding, stakeLimitWarning } from './stake-limit.ts';

const limits = (monthlyLimit: number | null, stakes: number) => ({
  stakeLimit: { monthlyLimit, pending: null },
  thisMonth: {
    stakesMonth: '2025-01',
    stakes,
    bets: 2,
    remaining: null,
    limitReached: false,
    timeMonth: '2026-11',
    timeSpentSeconds: 0,
  },
});

describe('stake-limit warning', () => {
  it('says nothing without a limit, or under it', () => {
    expect(stakeLimitWarning(limits(null, 5000), 100)).toBeNull();
    expect(stakeLimitWarning(limits(100, 60), 39.99)).toBeNull();
  });

  it('warns when a bet reaches or passes the limit, in exact cents', () => {
    expect(stakeLimitWarning(limits(0.3, 0.1), 0.2)).toBe(
      'This bet brings your stakes this month to 0.30, your monthly limit.',
    );
    expect(stakeLimitWarning(limits(100, 60), 50)).toBe(
      'This bet takes your stakes this month to 110.00, over your monthly limit of 100.00.',
    );
  });

  it('gives the tab a standing notice once the month has reached it', () => {
    expect(stakeLimitWarning(limits(100, 120.5))).toBe(
      'You have logged 120.50 in stakes this month, reaching your monthly limit of 100.00.',
    );
  });
});

describe('stake-limit standing', () => {
  it('is nothing without a limit', () => {
    expect(stakeLimitStanding(limits(null, 50))).toBeNull();
  });

  it('is near from 80% of the limit, reached at it, in exact cents', () => {
    expect(stakeLimitStanding(limits(200, 159.99))).toMatchObject({
      level: 'under',
      remaining: 40.01,
    });
    expect(stakeLimitStanding(limits(200, 160))).toMatchObject({ level: 'near', share: 0.8 });
    // 0.1 + 0.2 logged against a 0.3 limit is exactly reached, as the warning says.
    expect(stakeLimitStanding(limits(0.3, 0.1 + 0.2))).toMatchObject({
      level: 'reached',
      remaining: 0,
    });
  });

  it('never shows less than nothing left, nor a bar past full', () => {
    expect(stakeLimitStanding(limits(100, 120.5))).toEqual({
      limit: 100,
      stakes: 120.5,
      remaining: 0,
      share: 1,
      level: 'reached',
    });
  });
});
