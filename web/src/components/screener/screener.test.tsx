import type { ScreenerRow, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { NO_VALUE_BETS } from '../prediction/value-bets.tsx';
import { Screener } from './screener.tsx';

const status: StatusResponse = {
  mode: 'replay',
  asOf: '2025-01-15T00:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  newsFeeds: false,
  providers: [],
  unmatchedTeams: [],
};

const wolves: ScreenerRow = {
  matchId: 204,
  league: 'Premier League',
  homeTeam: 'Newcastle United',
  awayTeam: 'Wolves',
  kickoff: '2025-01-15T19:30:00.000Z',
  outcome: 'away',
  pick: 'Wolves to win',
  valueBet: true,
  modelProbability: 12.2,
  marketProbability: 12.2,
  price: {
    sportsbook: 'Betfair Exchange',
    odds: 840,
    decimalOdds: 9.4,
    netDecimalOdds: 9.232,
    exchange: true,
    capturedAt: '2025-01-14T15:00:00.000Z',
    impliedProbability: 10.8,
  },
  expectedValue: 12.6,
  kellyStake: 0.4,
};

function render(props: Partial<Parameters<typeof Screener>[0]> = {}) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, status);
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>
        <Screener
          rows={[wolves]}
          valueQuestion
          label="Value bets · All leagues · today · 11 matches"
          emptyNote={null}
          {...props}
        />
      </QueryClientProvider>
    </Router>,
  );
}

describe('the screener', () => {
  it('shows each row in a sortable table and as a card, both opening the match', () => {
    const html = render();
    expect(html).toContain('<table');
    expect(html).toContain('aria-sort="descending"');
    expect(html.match(/aria-sort="none"/g)).toHaveLength(3);
    expect(html.match(/href="\/match\/204"/g)).toHaveLength(2);
    // The price's book, and how old it was at the app's clock.
    expect(html).toContain('Betfair Exchange');
    expect(html).toContain('<time dateTime="2025-01-14T15:00:00.000Z"');
    expect(html).toContain('9 h ago');
    expect(html).toContain('+12.6%');
    expect(html).toContain('+1.4 pts');
  });

  it('says under a value bet how bets like it did on history, in the table and on the phone card', () => {
    const text = 'Bets like this (EV 10–20%, odds 4–10): +3.1% ± 2.4% over 1,240 since 2016.';
    const history = {
      n: 1240,
      roi: 0.031,
      roiLow: 0.007,
      roiHigh: 0.055,
      claimedEv: 0.13,
      clvN: 1200,
      clv: 0.02,
      clvSe: 0.004,
      since: '2016/17',
      evBand: '10–20%',
      oddsBand: '4–10',
      text,
      earned: true,
    };
    const html = render({ rows: [{ ...wolves, history }] });
    expect(html).toContain(`data-testid="screener-history">${text}</span>`);
    expect(html).toContain(
      'data-testid="screener-history">Like this: +3.1% ± 2.4% over 1,240 since 2016.</span>',
    );
    // Not a value bet, or no ledger yet: no line.
    expect(render()).not.toContain('screener-history');
    expect(render({ rows: [{ ...wolves, valueBet: false, history }] })).not.toContain(
      'screener-history',
    );
  });

  it('says why a value question has no rows', () => {
    const html = render({ rows: [], emptyNote: 'No price clears the 3% edge Strix asks for.' });
    expect(html).toContain(NO_VALUE_BETS);
    expect(html).toContain('No price clears the 3% edge Strix asks for.');
    expect(html).not.toContain('<table');
  });

  it('offers to track a priced pick from the table and from its card, but not an unpriced one', () => {
    const html = render();
    expect(html.match(/data-testid="track-bet"/g)).toHaveLength(2);
    expect(html).toContain(
      'Track bet<span class="sr-only">: Wolves to win at Betfair Exchange</span>',
    );
    // The card's button sits beside its link, not inside it (no button within an anchor).
    expect(html).not.toMatch(/<a [^>]*>(?:(?!<\/a>).)*data-testid="track-bet"/s);
    const unpriced = render({ rows: [{ ...wolves, price: null, expectedValue: null }] });
    expect(unpriced).not.toContain('track-bet');
  });
});
