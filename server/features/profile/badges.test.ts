import { describe, expect, it } from 'vitest';
import { evaluateBadges, longestRun } from './badges.ts';

const results = (correct: number, wrong: number) => [
  ...Array<boolean>(correct).fill(true),
  ...Array<boolean>(wrong).fill(false),
];
const byId = (facts: Parameters<typeof evaluateBadges>[0]) =>
  Object.fromEntries(evaluateBadges(facts).map((b) => [b.id, b]));
const none = { settledResults: [], underdogPicks: 0, totalPredictions: 0, votesCast: 0 };

describe('badges', () => {
  it('finds the longest run of correct picks wherever it is', () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun([true, false, true, true, true, true, true, false])).toBe(5);
    const streak = byId({ ...none, settledResults: [false, true, true, true, true, true, false] });
    expect(streak['hot-streak']).toMatchObject({ earned: true, progress: 100, current: 5 });
    const almost = byId({ ...none, settledResults: [true, true, true, true, false, true] });
    expect(almost['hot-streak']).toMatchObject({ earned: false, progress: 80, current: 4 });
  });

  it('needs both 50 settled picks and 75% for Sharp Eye', () => {
    // 38 of 50 = 76%.
    expect(byId({ ...none, settledResults: results(38, 12) })['sharp-eye']).toMatchObject({
      earned: true,
      progress: 100,
    });
    // 37 of 50 = 74%: close, not there.
    const short = byId({ ...none, settledResults: results(37, 13) })['sharp-eye']!;
    expect(short).toMatchObject({ earned: false, current: 50 });
    expect(short.progress).toBe(98);
    // Perfect but only 49 settled.
    expect(byId({ ...none, settledResults: results(49, 0) })['sharp-eye']).toMatchObject({
      earned: false,
      progress: 98,
    });
  });

  it('counts underdogs, votes and predictions against their thresholds', () => {
    const b = byId({ ...none, underdogPicks: 10, votesCast: 99, totalPredictions: 500 });
    expect(b['risk-taker']).toMatchObject({ earned: true, current: 10, target: 10 });
    expect(b['community-hero']).toMatchObject({ earned: false, progress: 99, target: 100 });
    expect(b['marathon-predictor']).toMatchObject({ earned: true, progress: 100 });
    expect(byId(none)['risk-taker']).toMatchObject({ earned: false, progress: 0 });
  });
});
