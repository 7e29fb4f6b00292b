import { PLANS, type StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../api/query-keys.ts';
import { analyticsContents } from '../lib/news-offer.ts';
import { WelcomeHero } from './home/welcome-hero.tsx';
import { PlanCard } from './plans/plan-card.tsx';

const status = (newsFeeds: boolean): StatusResponse => ({
  mode: newsFeeds ? 'live' : 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: null,
  newsFeeds,
  providers: [],
  unmatchedTeams: [],
});

/** Markup as a page renders it, with the server's status known (or not yet, with undefined). */
function render(node: ReactNode, known: StatusResponse | undefined) {
  const client = new QueryClient();
  if (known) client.setQueryData(queryKeys.status, known);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

const planCards = (news: boolean) =>
  PLANS.map((plan) =>
    render(
      <PlanCard
        plan={plan}
        currentPlan="free"
        pending={false}
        disabled={false}
        onChoose={() => {}}
        news={news}
      />,
      undefined,
    ),
  ).join('');

describe('news promised only where this server delivers it', () => {
  it('home promises news outright on a server that reads news feeds', () => {
    const html = render(<WelcomeHero />, status(true));
    expect(html).toContain('News that matters');
    expect(html).not.toContain('with live data');
  });

  it('home promises news only with live data offline, and before the status is known', () => {
    for (const known of [status(false), undefined]) {
      const html = render(<WelcomeHero />, known);
      expect(html).toContain('News with live data');
      expect(html).not.toContain('News that matters');
    }
    // Nor does any step say news goes into the probability: the models do not read it.
    expect(render(<WelcomeHero />, status(true))).not.toMatch(/news are combined/);
  });

  it('plans list news in every plan only when the server reads news feeds', () => {
    const live = planCards(true);
    expect(live.match(/News, odds comparison and value bets/g)).toHaveLength(PLANS.length);

    const offline = planCards(false);
    expect(offline).not.toContain('News, odds comparison and value bets');
    expect(offline.match(/Odds comparison and value bets, news with live data/g)).toHaveLength(
      PLANS.length,
    );
    expect(analyticsContents(true)).toBe('news, the odds comparison and value bets');
    expect(analyticsContents(false)).toBe(
      'the odds comparison and value bets, and news with live data',
    );
  });
});
