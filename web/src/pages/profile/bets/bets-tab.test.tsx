import type { Bet, BetsResponse, BetsSummary } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ApiError } from '../../../api/client.ts';

// The tab reads its bets through web/src/api/bets.ts: that boundary answers as each test says.
const answer = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../../api/bets.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/bets.ts')>()),
  useBets: () => answer.current,
}));

const { default: BetsTab, NO_BETS_TITLE } = await import('./bets-tab.tsx');

const estimate = (over: Partial<BetsSummary['clv']> = {}): BetsSummary['clv'] => ({
  value: null,
  standardError: null,
  low: null,
  high: null,
  n: 0,
  ...over,
});

const summary = (over: Partial<BetsSummary> = {}): BetsSummary => ({
  counts: { open: 0, settled: 0, won: 0, lost: 0, void: 0 },
  staked: 0,
  atRisk: 0,
  profit: 0,
  roi: estimate(),
  clv: estimate(),
  withoutClosing: 0,
  verdict: { kind: 'too-few', sentence: 'No settled bets yet.' },
  bankroll: [],
  byLeague: [],
  byMarket: [],
  byBookmaker: [],
  month: { month: '2025-01', bets: 0, staked: 0 },
  ...over,
});

const bet = (over: Partial<Bet> = {}): Bet => ({
  id: 'b1',
  match: {
    id: 42,
    leagueId: 'EPL',
    league: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    kickoff: '2025-01-18T17:30:00Z',
    kickoffDay: null,
    homeScore: 2,
    awayScore: 1,
  },
  event: null,
  leagueId: 'EPL',
  league: 'Premier League',
  market: '1x2',
  selection: 'home',
  line: null,
  selectionLabel: 'Arsenal',
  price: 2.1,
  stake: 10,
  bookmaker: 'Bet365',
  takenAt: '2025-01-15T12:00:00Z',
  source: 'odds',
  status: 'won',
  profit: 11,
  closingProb: 0.5,
  clv: 0.05,
  clvNote: null,
  settledAt: '2025-01-18T19:30:00Z',
  note: null,
  canSetResult: false,
  ...over,
});

function render() {
  return renderToStaticMarkup(
    <Router ssrPath="/profile/bets">
      <QueryClientProvider client={new QueryClient()}>
        <BetsTab userId="u1" />
      </QueryClientProvider>
    </Router>,
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const data = (over: Partial<BetsResponse> = {}): BetsResponse => ({
  asOf: '2025-01-20T12:00:00Z',
  bets: [],
  summary: summary(),
  ...over,
});

beforeEach(() => {
  answer.current = { isPending: true };
});

describe('My bets tab', () => {
  it('says honestly that there are no bets yet, and how to record one', () => {
    answer.current = { isPending: false, isError: false, data: data() };
    const text = textOf(render());
    expect(text).toContain(NO_BETS_TITLE);
    expect(text).toContain('Track bet');
    expect(text).toContain('Record a bet');
    expect(text).toContain('Import CSV');
    // Nothing to export, no made-up totals.
    expect(text).not.toContain('Export CSV');
    expect(text).not.toContain('Profit');
  });

  it('shows the server’s CLV sentence, profit and ROI with its interval', () => {
    const sentence = 'Your CLV is +2.1% ± 1.3% over 86 bets: a real edge is likely.';
    answer.current = {
      isPending: false,
      isError: false,
      data: data({
        bets: [bet()],
        summary: summary({
          counts: { open: 0, settled: 86, won: 45, lost: 41, void: 0 },
          staked: 860,
          profit: 36.12,
          roi: estimate({ value: 0.042, low: -0.081, high: 0.165, n: 86 }),
          clv: estimate({ value: 0.021, standardError: 0.0065, low: 0.008, high: 0.034, n: 86 }),
          verdict: { kind: 'edge-likely', sentence },
          bankroll: [{ betId: 'b1', at: '2025-01-18T19:30:00Z', profit: 11 }],
        }),
      }),
    };
    const html = render();
    const text = textOf(html);
    expect(text).toContain(sentence);
    expect(text).toContain('+36.12');
    expect(text).toContain('+4.2%');
    expect(text).toContain('95% interval −8.1% to +16.5%');
    expect(text).toContain('± 1.3% over 86 bets');
    // The totals say the clock they were true at, the server's.
    expect(text).toContain('as of 20 Jan 2025, 12:00 UTC');
    expect(html).toContain('data-testid="bankroll-chart"');
    expect(text).toContain('Export CSV');
  });

  it('shows a settled bet’s status, profit and CLV against the closing price', () => {
    answer.current = {
      isPending: false,
      isError: false,
      data: data({
        bets: [bet()],
        summary: summary({ counts: { open: 0, settled: 1, won: 1, lost: 0, void: 0 } }),
      }),
    };
    const html = render();
    const settled = textOf(html.slice(html.indexOf('data-testid="bets-settled"')));
    expect(settled).toContain('Arsenal');
    expect(settled).toContain('Arsenal vs Chelsea 2–1');
    expect(settled).toContain('Won');
    expect(settled).toContain('+11.00');
    expect(settled).toContain('+5.0%');
    expect(settled).toContain('closing 50.0%');
  });

  it('shows an open bet without a result or CLV until the match is known', () => {
    const open = bet({
      status: 'open',
      profit: null,
      clv: null,
      closingProb: null,
      settledAt: null,
      match: { ...bet().match!, homeScore: null, awayScore: null },
    });
    answer.current = {
      isPending: false,
      isError: false,
      data: data({
        bets: [open],
        summary: summary({ counts: { open: 1, settled: 0, won: 0, lost: 0, void: 0 } }),
      }),
    };
    const text = textOf(render());
    expect(text).toContain('Open bets (1)');
    expect(text).toContain('Not settled');
    expect(text).toContain('After kick-off');
    expect(text).not.toContain('2–1');
    expect(text).not.toContain('Won');
  });

  it('says why a settled bet has no CLV, in the server’s words', () => {
    answer.current = {
      isPending: false,
      isError: false,
      data: data({
        bets: [bet({ clv: null, closingProb: null, clvNote: 'No closing price for this match.' })],
      }),
    };
    expect(textOf(render())).toContain('No closing price for this match.');
  });

  it('gives a bet outside Strix no CLV, and says why', () => {
    const own = bet({
      match: null,
      event: 'Sinner v Alcaraz',
      selectionLabel: 'Home',
      status: 'open',
      profit: null,
      clv: null,
      closingProb: null,
      canSetResult: true,
    });
    answer.current = { isPending: false, isError: false, data: data({ bets: [own] }) };
    const text = textOf(render());
    expect(text).toContain('Sinner v Alcaraz');
    expect(text).toContain('None outside Strix');
    expect(text).not.toContain('After kick-off');
  });

  it('during a break shows the server’s sentence, not a generic failure', () => {
    const sentence = 'Bet tracking is paused until 22 Jan 2025 during your break.';
    answer.current = {
      isPending: false,
      isError: true,
      error: new ApiError(403, `403: {"error":"${sentence}"}`, sentence),
    };
    const html = render();
    expect(html).toContain('data-testid="bets-paused"');
    expect(textOf(html)).toContain(sentence);
    expect(textOf(html)).not.toContain('could not be loaded');
  });
});
