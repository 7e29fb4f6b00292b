import type { SearchResponse, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { SECTION_IDS } from './answer-sections.tsx';
import { searchAnswer } from './search-answer.fixture.ts';
import SearchResult from './search-result.tsx';

const status: StatusResponse = {
  mode: 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  newsFeeds: false,
  providers: [],
  unmatchedTeams: [],
};

function render(answer: SearchResponse, onAsk?: (question: string) => void) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, status);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>
        <SearchResult result={answer} query={answer.search.query} onAsk={onAsk} />
      </QueryClientProvider>
    </Router>,
  );
}

const asked = (intent: SearchResponse['interpretation']['intent']) =>
  searchAnswer({ interpretation: { ...searchAnswer().interpretation, intent } });

/** Where each section starts in the page, by its jump link's target. */
const positions = (html: string) =>
  Object.fromEntries(
    Object.entries(SECTION_IDS).map(([name, id]) => [name, html.indexOf(`id="${id}"`)]),
  );

/** The jump links' labels, in order. */
const jumpLinks = (html: string) =>
  [...html.matchAll(/<a href="#answer-[a-z-]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('an answer orders its sections by what was asked', () => {
  it('opens an odds or a value question on the odds and value bets', () => {
    for (const intent of ['odds', 'value'] as const) {
      const html = render(asked(intent));
      const at = positions(html);
      expect(at.odds).toBeGreaterThan(-1);
      expect(at.odds).toBeLessThan(at.valueBets!);
      expect(at.valueBets).toBeLessThan(at.probabilities!);
      expect(at.probabilities).toBeLessThan(at.insights!);
      // The match the prices are for is named above them.
      expect(html.indexOf('<h2')).toBeLessThan(at.odds!);
      expect(jumpLinks(html)).toEqual(['Odds', 'Value bets', 'Probabilities', 'Insights', 'Form']);
    }
  });

  it('opens a prediction on the probabilities, the prices further down', () => {
    const html = render(asked('match'));
    const at = positions(html);
    expect(at.probabilities).toBeGreaterThan(-1);
    expect(at.probabilities).toBeLessThan(at.insights!);
    expect(at.form).toBeLessThan(at.odds!);
    expect(jumpLinks(html)).toEqual(['Probabilities', 'Insights', 'Form', 'Odds', 'Value bets']);
  });

  it('links only the sections there are: no prices on a break', () => {
    const html = render({
      ...asked('odds'),
      locked: {
        sections: ['odds', 'valueBets'],
        reason: 'break',
        message: 'You are on a break until Friday.',
      },
    });
    expect(jumpLinks(html)).toEqual(['Probabilities', 'Insights', 'Form']);
    expect(positions(html).odds).toBe(-1);
  });
});

describe('an answer about something other than what was asked says so first', () => {
  it("leads with the day it moved to when 'today' had no games", () => {
    const notice =
      'No Premier League matches today (Wed 22 Jan); these are the next, on Sat 25 Jan.';
    const html = render(
      searchAnswer({ interpretation: { ...searchAnswer().interpretation, notice } }),
    );
    expect(html.indexOf(notice)).toBeGreaterThan(-1);
    expect(html.indexOf(notice)).toBeLessThan(html.indexOf(`id="${SECTION_IDS.probabilities}"`));
  });

  it('leads an unpriced match with when prices appear and a priced match to ask about', () => {
    const html = render(
      searchAnswer({
        pricesPending: {
          note: 'Prices for weekend matches are collected on the Friday afternoon before them.',
          expectedAt: '2025-05-02T16:00:00.000Z',
        },
        pricedAlternative: {
          matchId: 9,
          homeTeam: 'Chelsea',
          awayTeam: 'West Ham United',
          league: 'Premier League',
          kickoff: '2025-02-03T20:00:00.000Z',
          reason: "Chelsea's soonest match with prices",
          question: 'Chelsea vs West Ham United value bets',
        },
      }),
      () => {},
    );
    const lead = html.indexOf('data-testid="answer-lead"');
    expect(lead).toBeGreaterThan(-1);
    expect(lead).toBeLessThan(html.indexOf(`id="${SECTION_IDS.probabilities}"`));
    expect(html).toContain('Ask: Chelsea vs West Ham United value bets');
    expect(html).toContain('href="/match/9"');
  });
});

describe("an answer's first render is its top", () => {
  it('shows the probabilities at once and holds a place for each section below them', () => {
    const html = render(asked('match'));
    expect(html).toContain('Final Prediction Summary');
    // Below the fold: mounted once the top is up (components/layout/deferred.tsx).
    for (const later of ['Key Insights', 'Betting Odds', 'Value Bets', 'Key Trends']) {
      expect(html).not.toContain(later);
    }
    expect(html.match(/data-testid="deferred-placeholder"/g)?.length).toBeGreaterThan(5);
    // The jump links' targets are there already, so a link lands where its section will be.
    expect(positions(html).insights).toBeGreaterThan(-1);
    expect(positions(html).odds).toBeGreaterThan(-1);
  });

  it('shows the prices at once when the question was about them', () => {
    const html = render(asked('odds'));
    expect(html).toContain('Betting Odds');
    expect(html).toContain('Value Bets');
    expect(html).not.toContain('Key Insights');
  });
});
