import type { LimitsResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthContext, type AuthState } from '../../auth/auth-context.ts';
import { formatTimeSpent, isReminderMinute } from '../../lib/time-spent.ts';
import { BettingLimitsContent } from './betting-limits-card.tsx';

const auth = { user: { id: 'u1' } } as unknown as AuthState;

function render(data: LimitsResponse) {
  return renderToStaticMarkup(
    <Router ssrPath="/settings">
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>
          <BettingLimitsContent data={data} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </Router>,
  );
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const base: LimitsResponse = {
  break: null,
  stakeLimit: { monthlyLimit: null, pending: null },
  thisMonth: {
    stakesMonth: '2025-01',
    stakes: 0,
    bets: 0,
    remaining: null,
    limitReached: false,
    timeMonth: '2026-11',
    timeSpentSeconds: 0,
  },
};

describe('Keep betting in check card', () => {
  it('offers every cool-off and self-exclusion period when no break is running', () => {
    const text = textOf(render(base));
    expect(text).toContain('Take a break');
    for (const label of ['24 hours', '7 days', '30 days', '6 months', '1 year', '5 years']) {
      expect(text).toContain(label);
    }
    expect(text).not.toContain('until');
    // A replay: time runs on real time, stakes in the replayed month; each says which.
    expect(text).toContain('Time on Strix in November 2026 (real time) less than a minute');
    expect(text).toContain(
      'Stakes logged in January 2025 (the replayed month your bets are dated in) 0.00',
    );
  });

  it('shows the break running, with its end, and offers only what lengthens it', () => {
    // Ten days left: a 24-hour or 7-day cool-off would end sooner, so only 30 days is offered.
    const until = new Date(Date.now() + 10 * 86_400_000);
    const html = render({
      ...base,
      break: {
        kind: 'cool-off',
        startedAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        until: until.toISOString(),
        message: 'Odds and value bets are hidden during your break, until …',
      },
    });
    const text = textOf(html);
    expect(html).toContain('data-testid="current-break"');
    // The end names its zone.
    expect(text).toMatch(/Cool-off until \d{1,2} \w{3} \d{4}, \d\d:\d\d [A-Z][\w+:-]*/);
    expect(text).toContain('It cannot be shortened');
    expect(text).toContain('Make your break longer');
    expect(text).not.toContain('24 hours cool-off');
    expect(text).not.toContain('7 days cool-off');
    expect(text).toContain('30 days cool-off');
    expect(text).toContain('6 months self-exclusion');
  });

  it('shows the reality check against the limit, and a raise waiting its 24 hours', () => {
    const text = textOf(
      render({
        ...base,
        stakeLimit: {
          monthlyLimit: 100,
          pending: { monthlyLimit: 250, from: '2026-11-25T18:00:00.000Z' },
        },
        thisMonth: {
          ...base.thisMonth,
          // Live: one clock, one month.
          stakesMonth: '2026-11',
          stakes: 120.5,
          bets: 3,
          remaining: 0,
          limitReached: true,
          timeSpentSeconds: 4 * 3600 + 12 * 60 + 30,
        },
      }),
    );
    expect(text).toContain('Time on Strix in November 2026 4 h 12 min');
    expect(text).toContain('Stakes logged in November 2026 120.50 of 100.00');
    expect(text).not.toContain('real time');
    expect(text).toContain('3 bets');
    expect(text).toContain('You have reached your limit.');
    expect(text).toMatch(/Waiting: 250\.00 from 25 Nov 2026, \d\d:\d\d [A-Z][\w+:-]*\./);
    expect(text).toContain('Remove limit');
  });
});

describe('reality-check wording', () => {
  it('says time in hours and minutes', () => {
    expect(formatTimeSpent(59)).toBe('less than a minute');
    expect(formatTimeSpent(60)).toBe('1 min');
    expect(formatTimeSpent(3600)).toBe('1 h');
    expect(formatTimeSpent(3 * 3600 + 5 * 60 + 59)).toBe('3 h 5 min');
  });

  it('reminds every 30 minutes in view, not at the start', () => {
    expect([0, 1, 29, 30, 31, 60].map(isReminderMinute)).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});
