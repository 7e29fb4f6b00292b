import type { ValueBet } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { queryKeys } from '../../api/query-keys.ts';
import { cautiousLine, NO_VALUE_BETS, strixBasis, ValueBetList } from './value-bets.tsx';

/** Cards read prices' ages against the app's clock, which the status gives (replay, 15 Jan). */
function renderToStaticMarkup(node: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.status, {
    mode: 'replay',
    asOf: '2025-01-15T12:00:00Z',
    pricesUpdatedAt: null,
    providers: [],
    unmatchedTeams: [],
  });
  return renderBare(
    <Router ssrPath="/">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const wolves: ValueBet = {
  description: 'Wolves to win',
  odds: 840,
  decimalOdds: 9.4,
  capturedAt: '2025-01-14T15:00:00.000Z',
  sportsbook: 'Betfair Exchange',
  impliedProbability: 10.8,
  modelProbability: 12.2,
  expectedValue: 12.6,
  fairOdds: 8.2,
  kellyStake: 0.4,
  tier: 'strong',
  analysis: 'Strix puts Wolves’s win at 12.2%.',
  matchId: 7,
  homeTeam: 'Newcastle United',
  awayTeam: 'Wolves',
  kickoff: '2025-01-15T19:30:00.000Z',
  outcome: 'away',
  netDecimalOdds: 9.232,
  exchange: true,
  commission: 0.02,
  modelAloneProbability: 14.9,
  marketProbability: 12.2,
  probabilityBasis: 'market',
  cautiousExpectedValue: 3.4,
  probabilityMargin: 1,
};

describe('a value-bet card', () => {
  it('names the probability the EV stands on, and the model alone beside it', () => {
    expect(strixBasis(wolves)).toBe("the market's fair price; model alone 14.9%");
    expect(strixBasis({ ...wolves, probabilityBasis: 'pooled' })).toBe(
      'model 14.9% pooled with the market',
    );
    expect(strixBasis({ ...wolves, probabilityBasis: 'model', marketProbability: null })).toBe(
      'the model alone',
    );
    const card = text(renderToStaticMarkup(<ValueBetList bets={[wolves]} showMatch={false} />));
    // The price says how old it is at the clock: Tuesday 15:00 read on Wednesday at noon.
    expect(card).toContain('21 h ago');
    expect(card).toContain(
      "Implied vs Strix 10.8% vs 12.2% the market's fair price; model alone 14.9%",
    );
    expect(card).not.toContain('Implied vs model');
  });

  it('shows an exchange price with what it pays after commission, and the EV a point lower', () => {
    const card = text(renderToStaticMarkup(<ValueBetList bets={[wolves]} showMatch={false} />));
    // American by default: 9.40 is +840, 9.232 is +823.
    expect(card).toContain('Odds +840 +823 after 2.0% commission');
    expect(cautiousLine(wolves)).toBe('+3.4% if Strix is a point too high');
    expect(card).toContain('+EV 12.6% +3.4% if Strix is a point too high');
    const bookmaker = text(
      renderToStaticMarkup(
        <ValueBetList
          bets={[{ ...wolves, sportsbook: 'Bet365', exchange: false, commission: 0 }]}
          showMatch={false}
        />,
      ),
    );
    expect(bookmaker).not.toContain('commission');
  });

  it('says how bets like it did on history, and claims no value where they lost', () => {
    const history = {
      n: 1240,
      roi: 0.031,
      roiLow: 0.007,
      roiHigh: 0.055,
      claimedEv: 0.06,
      clvN: 1200,
      clv: 0.02,
      clvSe: 0.004,
      since: '2016/17',
      evBand: '10–20%',
      oddsBand: '4–10',
      text: 'Bets like this (EV 10–20%, odds 4–10): +3.1% ± 2.4% over 1,240 since 2016.',
      earned: true,
    };
    const earned = renderToStaticMarkup(
      <ValueBetList bets={[{ ...wolves, history }]} showMatch={false} />,
    );
    expect(text(earned)).toContain(
      'Bets like this (EV 10–20%, odds 4–10): +3.1% ± 2.4% over 1,240 since 2016. The value-bet ledger',
    );
    expect(earned).toContain('href="/record#value-bets"');
    expect(earned).toContain('data-tier="strong"');
    const lost = renderToStaticMarkup(
      <ValueBetList
        bets={[{ ...wolves, history: { ...history, roi: -0.2, roiHigh: -0.05, earned: false } }]}
        showMatch={false}
      />,
    );
    expect(lost).toContain('data-tier="neutral"');
    // Before the ledger is ready the card says so rather than show nothing.
    expect(
      text(renderToStaticMarkup(<ValueBetList bets={[wolves]} showMatch={false} />)),
    ).toContain('How bets like this did on history is being worked out.');
  });

  it('says why there are none in place of an empty list', () => {
    const note =
      'The model and the market differ by 18 points on the draw (45.0% vs 27.0%), but Strix publishes the market’s fair price, 27.0%.';
    const empty = text(
      renderToStaticMarkup(<ValueBetList bets={[]} showMatch={false} note={note} />),
    );
    expect(empty).toBe(`${NO_VALUE_BETS} ${note}`);
    expect(text(renderToStaticMarkup(<ValueBetList bets={[]} showMatch={false} />))).toBe(
      NO_VALUE_BETS,
    );
  });
});
