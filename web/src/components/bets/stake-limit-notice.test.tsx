import type { LimitsResponse } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';

// The notices read the limits through web/src/api/safer-gambling.ts: it answers as each test says.
const answer = vi.hoisted(() => ({ current: {} as { data?: unknown } }));
vi.mock('../../api/safer-gambling.ts', () => ({ useBettingLimits: () => answer.current }));

const { StakeLimitCheck, StakeLimitPanel, WARNING_ONLY } = await import('./stake-limit-notice.tsx');

const limits = (monthlyLimit: number | null, stakes: number, bets = 3): LimitsResponse => ({
  break: null,
  stakeLimit: { monthlyLimit, pending: null },
  thisMonth: {
    stakesMonth: '2025-01',
    stakes,
    bets,
    remaining: monthlyLimit === null ? null : Math.max(0, monthlyLimit - stakes),
    limitReached: monthlyLimit !== null && stakes >= monthlyLimit,
    timeMonth: '2026-11',
    timeSpentSeconds: 0,
  },
});

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;)])/g, '$1');
const show = (node: React.ReactNode) =>
  textOf(renderToStaticMarkup(<Router ssrPath="/profile/bets">{node}</Router>));

beforeEach(() => {
  answer.current = {};
});

describe('stake-limit warning before recording a bet', () => {
  it('warns when the stake typed would pass the limit, and says it does not refuse', () => {
    answer.current = { data: limits(100, 60) };
    const text = show(<StakeLimitCheck userId="u1" stake="50" />);
    expect(text).toContain(
      'This bet takes your stakes this month to 110.00, over your monthly limit of 100.00.',
    );
    expect(text).toContain(WARNING_ONLY);
    expect(WARNING_ONLY).toContain('you can still record the bet');
  });

  it('says nothing for a stake that stays under the limit, or without a limit', () => {
    answer.current = { data: limits(100, 60) };
    expect(show(<StakeLimitCheck userId="u1" stake="39.99" />)).not.toContain('limit');
    answer.current = { data: limits(null, 5000) };
    expect(show(<StakeLimitCheck userId="u1" stake="100" />)).not.toContain('limit');
  });

  it('still warns with the stake half typed once the month has reached the limit', () => {
    answer.current = { data: limits(100, 100) };
    expect(show(<StakeLimitCheck userId="u1" stake="" />)).toContain(
      'You have logged 100.00 in stakes this month, reaching your monthly limit of 100.00.',
    );
  });

  it('stays out of the way while the limits load or cannot be read', () => {
    answer.current = {};
    expect(show(<StakeLimitCheck userId="u1" stake="1000" />)).not.toContain('limit');
  });
});

describe('the My bets stake-limit panel', () => {
  it("shows the limit and this month's stakes against it, quietly while well under", () => {
    answer.current = { data: limits(200, 50, 4) };
    const html = renderToStaticMarkup(<StakeLimitPanel userId="u1" />);
    const text = textOf(html);
    expect(text).toContain('Monthly stake limit');
    expect(text).toContain('50.00 of 200.00 logged in January 2025 (150.00 left, from 4 bets).');
    expect(html).toContain('data-level="under"');
    expect(html).not.toContain('role="alert"');
  });

  it('warns clearly near the limit', () => {
    answer.current = { data: limits(200, 170) };
    const html = renderToStaticMarkup(<StakeLimitPanel userId="u1" />);
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain(
      'You are near your monthly stake limit: 170.00 of 200.00 logged in January 2025, 30.00 left.',
    );
  });

  it('warns once the limit is passed, and says recording is still possible', () => {
    answer.current = { data: limits(100, 120.5, 1) };
    const text = show(<StakeLimitPanel userId="u1" />);
    expect(text).toContain('120.50 of 100.00 logged in January 2025 (0.00 left, from 1 bet).');
    expect(text).toContain(
      'You have logged 120.50 in stakes this month, reaching your monthly limit of 100.00.',
    );
    expect(text).toContain('it does not stop you recording bets');
  });

  it('without a limit, gives the stakes and points to Settings', () => {
    answer.current = { data: limits(null, 75) };
    const html = renderToStaticMarkup(
      <Router ssrPath="/profile/bets">
        <StakeLimitPanel userId="u1" />
      </Router>,
    );
    expect(textOf(html)).toContain('Stakes logged in January 2025: 75.00. No monthly stake limit');
    expect(html).toContain('href="/settings"');
  });
});
