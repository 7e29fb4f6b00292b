import { describe, expect, it } from 'vitest';
import { betProfitCents, betResult, selectionProbability, spreadHomeLine } from './outcome.ts';

describe('betResult', () => {
  it('settles 1x2 on the 90-minute result, the draw included', () => {
    expect(betResult({ market: '1x2', selection: 'home', line: null }, 2, 1)).toBe('won');
    expect(betResult({ market: '1x2', selection: 'draw', line: null }, 1, 1)).toBe('won');
    expect(betResult({ market: '1x2', selection: 'away', line: null }, 1, 1)).toBe('lost');
  });

  it('voids a moneyline bet on a tie and settles it otherwise', () => {
    expect(betResult({ market: 'moneyline', selection: 'home', line: null }, 20, 20)).toBe('void');
    expect(betResult({ market: 'moneyline', selection: 'away', line: null }, 99, 101)).toBe('won');
    expect(betResult({ market: 'moneyline', selection: 'home', line: null }, 99, 101)).toBe('lost');
  });

  it('settles totals against the line and pushes exactly on it', () => {
    expect(betResult({ market: 'total', selection: 'over', line: 2.5 }, 2, 1)).toBe('won');
    expect(betResult({ market: 'total', selection: 'under', line: 2.5 }, 2, 1)).toBe('lost');
    expect(betResult({ market: 'total', selection: 'under', line: 2.5 }, 1, 1)).toBe('won');
    expect(betResult({ market: 'total', selection: 'over', line: 44 }, 24, 20)).toBe('void');
  });
});

describe('betResult on a spread (the backed side’s own line)', () => {
  const spread = (selection: 'home' | 'away', line: number) =>
    ({ market: 'spread', selection, line }) as const;

  it('covers when the side’s score plus its line beats the other side’s', () => {
    // NHL 4–2: home −1.5 → 2.5 > 2 covers; away +1.5 → 3.5 < 4 does not.
    expect(betResult(spread('home', -1.5), 4, 2)).toBe('won');
    expect(betResult(spread('away', 1.5), 4, 2)).toBe('lost');
    // MLB 3–2, a one-run home win: home −1.5 fails to cover, the away side +1.5 covers.
    expect(betResult(spread('home', -1.5), 3, 2)).toBe('lost');
    expect(betResult(spread('away', 1.5), 3, 2)).toBe('won');
    // The underdog at home +1.5 losing 2–3 still covers.
    expect(betResult(spread('home', 1.5), 2, 3)).toBe('won');
  });

  it('pushes an NFL −3 won by exactly three (void) and settles it either side of three', () => {
    expect(betResult(spread('home', -3), 24, 21)).toBe('void');
    expect(betResult(spread('away', 3), 24, 21)).toBe('void');
    expect(betResult(spread('home', -3), 24, 20)).toBe('won');
    expect(betResult(spread('away', 3), 24, 20)).toBe('lost');
    expect(betResult(spread('home', -3), 23, 21)).toBe('lost');
    expect(betResult(spread('away', 3), 23, 21)).toBe('won');
  });

  it('never pushes a ±1.5 run or puck line, even a game settled in extra time', () => {
    // A shoot-out 3–2 counts as the final score: home −1.5 loses, away +1.5 wins.
    expect(betResult(spread('home', -1.5), 3, 2)).toBe('lost');
    expect(betResult(spread('away', 1.5), 3, 2)).toBe('won');
    // A pick'em (0) tied is a push.
    expect(betResult(spread('home', 0), 20, 20)).toBe('void');
  });

  it('reads an away bet’s line as the home side’s opposite', () => {
    expect(spreadHomeLine('home', -1.5)).toBe(-1.5);
    expect(spreadHomeLine('away', 1.5)).toBe(-1.5);
    expect(spreadHomeLine('away', -7)).toBe(7);
    expect(Object.is(spreadHomeLine('away', 0), 0)).toBe(true);
  });
});

describe('betProfitCents', () => {
  it('pays stake × (price − 1) on a win, loses the stake, returns it on a void', () => {
    // 10.00 at 2.35 → +13.50
    expect(betProfitCents('won', 1000, 2.35)).toBe(1350);
    // 3.33 at 1.91 → 3.0303 → +3.03
    expect(betProfitCents('won', 333, 1.91)).toBe(303);
    expect(betProfitCents('lost', 1000, 2.35)).toBe(-1000);
    expect(betProfitCents('void', 1000, 2.35)).toBe(0);
  });
});

describe('selectionProbability', () => {
  it('reads three-way, two-way and over/under probabilities in market order', () => {
    expect(selectionProbability('draw', [0.5, 0.3, 0.2])).toBe(0.3);
    expect(selectionProbability('away', [0.5, 0.3, 0.2])).toBe(0.2);
    expect(selectionProbability('away', [0.6, 0.4])).toBe(0.4);
    expect(selectionProbability('draw', [0.6, 0.4])).toBeNull();
    expect(selectionProbability('under', [0.45, 0.55])).toBe(0.55);
  });
});
