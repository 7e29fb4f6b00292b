import type { OddsRow, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { NO_ODDS, OddsTable, STALE_NOTE } from './odds-table.tsx';

const status = (over: Partial<StatusResponse> = {}): StatusResponse => ({
  mode: 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  providers: [],
  unmatchedTeams: [],
  ...over,
});

function render(node: ReactNode, withStatus: StatusResponse | null = status()) {
  const client = new QueryClient();
  if (withStatus) client.setQueryData(queryKeys.status, withStatus);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const row = (over: Partial<OddsRow> = {}): OddsRow => ({
  id: 'pinnacle',
  sportsbook: 'Pinnacle',
  moneylineHome: 110,
  moneylineDraw: 240,
  moneylineAway: 150,
  spreadHome: null,
  spreadOddsHome: null,
  totalPoints: null,
  decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  best: { home: true, draw: false, away: false },
  kind: 'pre-match',
  capturedAt: '2025-01-15T11:48:00Z',
  stale: false,
  ...over,
});

const table = (
  rows: OddsRow[],
  pricesPending: { note: string; expectedAt: string | null } | null = null,
) => (
  <OddsTable
    rows={rows}
    homeTeam="Arsenal"
    awayTeam="Chelsea"
    showDraw
    pricesPending={pricesPending}
  />
);

describe('odds table', () => {
  it("gives each book's price age against the replay clock, with the exact moment", () => {
    const html = render(
      table([row(), row({ id: 'b365', sportsbook: 'Bet365', capturedAt: '2025-01-13T09:00:00Z' })]),
    );
    expect(html).toContain('12 min ago');
    expect(html).toContain('2 days ago');
    expect(html).toMatch(/title="Prices captured Wed 15 Jan 2025, \d\d:48 [^"]+"/);
    expect(html).toContain('dateTime="2025-01-15T11:48:00Z"');
    expect(html).not.toContain('stale');
  });

  it('reads live ages against the wall clock', () => {
    const capturedAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const html = render(table([row({ capturedAt })]), status({ mode: 'live' }));
    expect(html).toContain('3 min ago');
  });

  it('shows no age until the clock is known', () => {
    const html = render(table([row()]), null);
    expect(html).not.toContain('data-testid="price-age"');
  });

  it('mutes stale rows, tags them and says they never make the best price or a value bet', () => {
    const html = render(
      table([row({ best: { home: false, draw: false, away: false }, stale: true })]),
    );
    expect(html).toContain('data-stale="true"');
    expect(html).toContain('data-testid="stale"');
    expect(html).toContain(`title="${STALE_NOTE}"`);
    expect(html).toContain('Stale prices are muted and not used for the best price or value bets.');
    expect(html).not.toContain('(best price)');
  });

  it('says why there is no table: prices pending, with when they usually appear', () => {
    const html = render(
      table([], {
        note: 'Prices for this match are not out yet.',
        expectedAt: '2025-01-17T09:00:00Z',
      }),
    );
    expect(html).toContain('Prices for this match are not out yet.');
    expect(html).toMatch(
      /Prices usually appear <time dateTime="2025-01-17T09:00:00Z">Fri 17 Jan 2025, \d\d:00 \S+<\/time>/,
    );
    expect(html).not.toContain('<table');
  });

  it('keeps the plain empty line when nothing is pending', () => {
    expect(render(table([]))).toContain(NO_ODDS);
  });
});
