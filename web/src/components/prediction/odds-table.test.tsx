import type { OddsRow, StatusResponse } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import {
  exchangeNote,
  FAIR_TITLE,
  NO_ODDS,
  NO_TOTAL_PRICES,
  OddsTable,
  STALE_NOTE,
} from './odds-table.tsx';

const status = (over: Partial<StatusResponse> = {}): StatusResponse => ({
  mode: 'replay',
  asOf: '2025-01-15T12:00:00Z',
  pricesUpdatedAt: '2025-01-14T18:00:00Z',
  newsFeeds: false,
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
  totalPrices: { over: null, under: null },
  fairFromSpread: null,
  note: null,
  decimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
  exchange: false,
  commission: 0,
  netDecimal: { home: 2.1, draw: 3.4, away: 2.5, spreadHome: null },
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

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

const book = (sportsbook: string, over: Partial<OddsRow>): OddsRow =>
  row({
    id: `7:${sportsbook}`,
    sportsbook,
    moneylineHome: 101,
    moneylineDraw: 265,
    moneylineAway: 294,
    decimal: { home: 2.01, draw: 3.65, away: 3.94, spreadHome: null },
    netDecimal: { home: 2.01, draw: 3.65, away: 3.94, spreadHome: null },
    best: { home: true, draw: true, away: false },
    ...over,
  });

const books = [
  book('1xBet', {}),
  book('Betfair Exchange', {
    moneylineHome: 102,
    moneylineDraw: 265,
    moneylineAway: 310,
    decimal: { home: 2.02, draw: 3.65, away: 4.1, spreadHome: null },
    exchange: true,
    commission: 0.02,
    netDecimal: { home: 1.9996, draw: 3.597, away: 4.038, spreadHome: null },
    best: { home: false, draw: false, away: true },
  }),
];

describe('exchanges in the odds table', () => {
  it('shows an exchange net of commission, says so, and keeps the quoted price beside it', () => {
    expect(exchangeNote({ commission: 0.02 })).toBe('Exchange · net of 2.0% commission');
    const shown = text(
      render(<OddsTable rows={books} homeTeam="Arsenal" awayTeam="Manchester City" showDraw />),
    );
    // American by default: 1.9996 is -100 (a stake of 100.04 wins 100), 2.02 is quoted +102.
    expect(shown).toMatch(
      /Betfair Exchange Exchange · net of 2.0% commission .*-100 \+102 quoted \+260 \+265 quoted \+304 \(best price\) \+310 quoted/,
    );
    expect(shown).toMatch(/1xBet .*\+101 \(best price\) \+265 \(best price\) \+294/);
    expect(shown).toContain(
      'Best price per outcome highlighted, exchanges after their commission on winnings.',
    );
  });

  it('says nothing of exchanges when there are none', () => {
    const shown = text(
      render(
        <OddsTable rows={[books[0]!]} homeTeam="Arsenal" awayTeam="Manchester City" showDraw />,
      ),
    );
    expect(shown).not.toContain('xchange');
    expect(shown).toContain('Best price per outcome highlighted.');
  });
});

const NBA_NOTE =
  "Our NBA data since January 2023 holds only each game's closing consensus spread and total, with no bookmaker prices.";

describe('headers, totals and lines without prices', () => {
  it('names both teams in full in the headers, never cut short', () => {
    const html = render(
      <OddsTable
        rows={[row()]}
        homeTeam="Los Angeles Lakers"
        awayTeam="Golden State Warriors"
        showDraw={false}
      />,
    );
    expect(html).toMatch(/<th scope="col"[^>]*><span class="[^"]*">Golden State Warriors<\/span>/);
    expect(html).not.toMatch(/<th scope="col"[^>]*><span class="[^"]*truncate/);
  });

  it('names the handicap as each sport does: Spread, Run line, Puck line', () => {
    const header = (sport: 'basketball' | 'baseball' | 'ice-hockey') =>
      text(
        render(
          <OddsTable
            rows={[row()]}
            homeTeam="Home"
            awayTeam="Away"
            showDraw={false}
            sport={sport}
          />,
        ),
      );
    expect(header('basketball')).toContain('Spread is the Home handicap');
    expect(header('baseball')).toContain('Run line is the Home handicap');
    expect(header('ice-hockey')).toContain('Puck line is the Home handicap');
    expect(header('baseball')).not.toContain('Spread');
  });

  it("gives the total's over and under prices in the chosen format", () => {
    const shown = text(
      render(table([row({ totalPoints: 2.5, totalPrices: { over: 1.8, under: 2.05 } })])),
    );
    expect(shown).toContain('2.5 O -125 · U +105');
  });

  it('says a total has no over/under prices rather than leaving it bare', () => {
    const html = render(table([row({ totalPoints: 2.5 })]));
    expect(html).toContain('line only, no prices');
    expect(html).toContain(`title="${NO_TOTAL_PRICES}"`);
  });

  it("shows a consensus line's fair moneyline from its spread, unhighlighted, and says what the data holds", () => {
    const note = `${NBA_NOTE} The moneylines shown are the fair odds that spread implies.`;
    const consensus = row({
      id: '440:Consensus line',
      sportsbook: 'Consensus line',
      moneylineHome: null,
      moneylineDraw: null,
      moneylineAway: null,
      spreadHome: -7,
      totalPoints: 221.5,
      decimal: { home: null, draw: null, away: null, spreadHome: null },
      netDecimal: { home: null, draw: null, away: null, spreadHome: null },
      best: { home: false, draw: false, away: false },
      fairFromSpread: {
        home: 1.3886,
        away: 3.5735,
        homeProbability: 0.7202,
        awayProbability: 0.2798,
      },
      note,
      kind: 'closing',
    });
    const html = render(
      <OddsTable
        rows={[consensus]}
        homeTeam="Orlando Magic"
        awayTeam="Minnesota Timberwolves"
        showDraw={false}
      />,
    );
    const shown = text(html);
    expect(shown).toMatch(
      /Consensus line .*-257 fair · 72.0% : .* \+257 fair · 28.0% : .* -7 221\.5 line only, no prices/,
    );
    expect(html).toContain(`title="${FAIR_TITLE}"`);
    expect(html).not.toContain('(best price)');
    expect(html).not.toContain('N/A');
    expect(shown).toContain(note);
    expect(shown).toContain('Closing lines. Spread is the Orlando Magic handicap.');
    expect(shown).not.toContain('Best price per outcome highlighted');
  });
});

describe('odds table: tracking a bet', () => {
  const tracked = (rows: OddsRow[]) => (
    <OddsTable rows={rows} homeTeam="Arsenal" awayTeam="Chelsea" showDraw track={{ matchId: 42 }} />
  );

  it('offers "Track bet" on each pre-match row, named for its book', () => {
    const html = render(
      tracked([
        row(),
        row({ id: 'b365', sportsbook: 'Bet365', capturedAt: '2025-01-15T10:00:00Z' }),
      ]),
    );
    expect(html.match(/data-testid="track-bet"/g)).toHaveLength(2);
    expect(html).toContain('Track bet<span class="sr-only">: a price at Bet365</span>');
  });

  it('offers nothing on closing lines (the match has started) or without a match', () => {
    expect(render(tracked([row({ kind: 'closing' })]))).not.toContain('track-bet');
    expect(render(table([row()]))).not.toContain('track-bet');
  });
});
