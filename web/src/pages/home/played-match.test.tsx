import type { OddsRow, PlayedMatch, SearchResponse, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { RenderAllNow } from '../../components/layout/deferred.tsx';
import { SECTION_IDS } from './answer-sections.tsx';
import { searchAnswer } from './search-answer.fixture.ts';
import SearchResult from './search-result.tsx';

const status: StatusResponse = {
  mode: 'replay',
  asOf: '2025-01-19T17:15:00Z',
  pricesUpdatedAt: '2025-01-19T16:30:00Z',
  newsFeeds: false,
  providers: [],
  unmatchedTeams: [],
};

/** Pinnacle's closing line, frozen at the 16:30 kick-off. */
const closing: OddsRow = {
  id: 'pinnacle',
  sportsbook: 'Pinnacle',
  moneylineHome: 110,
  moneylineDraw: 240,
  moneylineAway: 150,
  spreadHome: null,
  spreadOddsHome: null,
  totalPoints: null,
  totalPrices: { over: null, under: null },
  fairFromSpread: null,
  note: null,
  decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  exchange: false,
  commission: 0,
  netDecimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  best: { home: true, draw: true, away: true },
  kind: 'closing',
  capturedAt: '2025-01-19T16:30:00Z',
  stale: false,
};

const NOTE =
  'Kicked off Sun 19 Jan, 16:30 GMT: value bets are listed only before kick-off, while their prices can still be taken.';

/** Arsenal v Chelsea (fixture: Arsenal favoured at 45%) asked about after kick-off. */
const startedAnswer = (played: PlayedMatch): SearchResponse => {
  const base = searchAnswer();
  return searchAnswer({
    prediction: { ...base.prediction, predictionId: '' },
    odds: [closing],
    valueBets: [],
    valueBetsNote: NOTE,
    played,
  });
};

function render(answer: SearchResponse) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, status);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>
        {/* The whole answer: these tests read its lower sections' content. */}
        <RenderAllNow.Provider value={true}>
          <SearchResult result={answer} query={answer.search.query} />
        </RenderAllNow.Provider>
      </QueryClientProvider>
    </Router>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The banner's text alone. */
const bannerOf = (html: string) => {
  const start = html.indexOf('data-testid="played-match"');
  return start < 0 ? '' : text(html.slice(start, html.indexOf('</section>', start)));
};

describe('an answer about a match that has kicked off', () => {
  it('in play: says so, shows the prediction as published and only the closing line', () => {
    const html = render(
      startedAnswer({
        status: 'in-play',
        kickoff: '2025-01-19T16:30:00Z',
        score: null,
        grade: null,
      }),
    );
    expect(bannerOf(html)).toMatch(/In play · kicked off Sun 19 Jan, \d\d:30 \w+/);
    expect(bannerOf(html)).toContain('This is the prediction published before kick-off');
    // The banner leads, above the probabilities.
    expect(html.indexOf('data-testid="played-match"')).toBeLessThan(
      html.indexOf(`id="${SECTION_IDS.probabilities}"`),
    );
    // No score while the match is on.
    expect(html).not.toContain('data-testid="played-score"');
    expect(html).toContain('<span class="font-medium text-muted-foreground">vs</span>');
    // The closing line and why there are no value bets; no value-bet section, no bet tracking.
    expect(html).toContain('Closing Line');
    expect(html).toContain('Closing prices.');
    expect(html).not.toContain('Betting Odds');
    expect(html).not.toContain('Value Bets');
    expect(html).not.toContain(`id="${SECTION_IDS.valueBets}"`);
    expect(html).not.toContain('track-bet');
    expect(text(html)).toContain(NOTE);
    // Nothing to vote on or share as a pick once the match is under way.
    expect(html).not.toContain('community-validation');
    expect(html).not.toContain('hypothetical');
  });

  it('finished: shows the score and how the published prediction did', () => {
    const html = render(
      startedAnswer({
        status: 'finished',
        kickoff: '2025-01-19T16:30:00Z',
        score: { home: 1, away: 2 },
        grade: {
          pick: 'home',
          probability: 45,
          outcome: 'away',
          correct: false,
          logLoss: 1.273,
          brier: 0.8393,
        },
      }),
    );
    const banner = bannerOf(html);
    expect(banner).toContain('Full time: Arsenal 1 – 2 Chelsea');
    expect(banner).toContain(
      'Before kick-off Strix favoured Arsenal at 45.0%: wrong (away win). Log loss 1.273 · Brier 0.839.',
    );
    expect(html).toContain('href="/record"');
    // The heading carries the score.
    expect(text(html)).toContain('Arsenal 1 – 2 Chelsea');
    expect(text(html)).toMatch(/Full time · kicked off Sun 19 Jan/);
    expect(html).not.toContain('Value Bets');
    expect(html).not.toContain('community-validation');
  });

  it('a right pick reads as right', () => {
    const html = render(
      startedAnswer({
        status: 'finished',
        kickoff: '2025-01-19T16:30:00Z',
        score: { home: 2, away: 0 },
        grade: {
          pick: 'home',
          probability: 45,
          outcome: 'home',
          correct: true,
          logLoss: 0.7985,
          brier: 0.4,
        },
      }),
    );
    expect(bannerOf(html)).toContain('Before kick-off Strix favoured Arsenal at 45.0%: right.');
  });
});
