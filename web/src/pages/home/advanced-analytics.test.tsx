import type { SearchResponse, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { RenderAllNow } from '../../components/layout/deferred.tsx';
import {
  NEWS_UNAVAILABLE,
  NO_NEWS,
  NO_NEWS_SOURCE,
} from '../../components/prediction/news-list.tsx';
import { NO_ODDS } from '../../components/prediction/odds-table.tsx';
import { NO_VALUE_BETS_YET } from '../../components/prediction/prices-pending.tsx';
import { AdvancedAnalytics } from './advanced-analytics.tsx';
import { searchAnswer } from './search-answer.fixture.ts';

const status: StatusResponse = {
  mode: 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  newsFeeds: false,
  providers: [],
  unmatchedTeams: [],
};

/** An answer for a fixture with no prices: the model alone. */
const result = (pricesPending: SearchResponse['pricesPending']) => searchAnswer({ pricesPending });

function render(answer: SearchResponse) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, status);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>
        {/* The whole answer: these tests read its lower sections' content. */}
        <RenderAllNow.Provider value={true}>
          <AdvancedAnalytics result={answer} homeTeam="Arsenal" awayTeam="Chelsea" />
        </RenderAllNow.Provider>
      </QueryClientProvider>
    </Router>,
  );
}

describe('a search answer is shown whole', () => {
  it('offers the odds-format toggle over odds and value bets, nothing blurred', () => {
    const html = render(result(null));
    expect(html).toContain('<legend class="sr-only">Odds format</legend>');
    expect(html).toContain('Betting Odds');
    expect(html).toContain('Value Bets');
    expect(html).not.toContain('blur-sm');
    expect(html).not.toContain('inert');
  });
});

describe('advanced analytics without prices', () => {
  it('says why there are no odds or value bets, and when prices usually appear', () => {
    const html = render(
      result({
        note: 'Prices for this match are not out yet.',
        expectedAt: '2025-01-17T15:00:00Z',
      }),
    );
    expect(html.match(/data-testid="prices-pending"/g)).toHaveLength(2);
    expect(html).toContain(NO_VALUE_BETS_YET);
    expect(html).toContain('Prices usually appear <time dateTime="2025-01-17T15:00:00Z">');
    expect(html).not.toContain('<table');
    expect(html).not.toContain(NO_ODDS);
  });

  it('leaves out the expected time when there is none', () => {
    const html = render(
      result({ note: 'Prices for this match are not out yet.', expectedAt: null }),
    );
    expect(html).toContain('Prices for this match are not out yet.');
    expect(html).not.toContain('Prices usually appear');
  });

  it('keeps the plain empty lines when nothing is pending', () => {
    const html = render(result(null));
    expect(html).toContain(NO_ODDS);
    expect(html).not.toContain('prices-pending');
  });
});

describe('news in the analytics', () => {
  const decode = (html: string) => html.replace(/&#x27;/g, "'");

  it('says once, quietly, that no news source is connected, with no news panel', () => {
    const html = decode(render(result(null)));
    expect(html).toContain(NO_NEWS_SOURCE);
    expect(html.match(new RegExp(NO_NEWS_SOURCE, 'g'))).toHaveLength(1);
    expect(html).not.toContain('Sports News');
    expect(html).not.toContain(NEWS_UNAVAILABLE);
  });

  it('keeps a real "unavailable" panel for a configured feed that failed', () => {
    const html = decode(render({ ...result(null), newsAvailable: true, newsStatus: 'failed' }));
    expect(html).toContain('Sports News');
    expect(html).toContain(NEWS_UNAVAILABLE);
    expect(html).not.toContain(NO_NEWS_SOURCE);
  });

  it('says there is no recent news when the feeds were read and named neither team', () => {
    const html = decode(render({ ...result(null), newsAvailable: true, newsStatus: 'ok' }));
    expect(html).toContain(NO_NEWS);
    expect(html).not.toContain(NEWS_UNAVAILABLE);
  });
});

describe('a search answer during a break', () => {
  it('shows the break’s sentence where the odds and value bets would be, and no odds toggle', () => {
    const message = 'Odds and value bets are hidden during your break, until 1 Dec 2026 18:00.';
    const html = render({
      ...result(null),
      locked: {
        sections: ['news', 'odds', 'valueBets'],
        reason: 'break',
        message,
        until: '2026-12-01T18:00:00.000Z',
      },
    });
    expect(html).toContain(message);
    expect(html).toContain('data-reason="break"');
    expect(html).toContain('href="/responsible-gambling"');
    expect(html).not.toContain('Betting Odds');
    expect(html).not.toContain('Value Bets');
    expect(html).not.toContain('Odds format');
  });
});
