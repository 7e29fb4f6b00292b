import {
  type DynamicPrediction,
  type ProbabilitySource,
  probabilitySource,
  type VotesResponse,
  withoutPrices,
} from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import CommunityValidation from './community-validation.tsx';

const HOME = 'Newcastle United';
const AWAY = 'Wolves';

/** The card after the person has voted: the latest numbers show, labelled with their source. */
function latestLine(source: ProbabilitySource, pricesAsOf: string | null) {
  const client = new QueryClient();
  const votes: VotesResponse = {
    voteCounts: { upvotes: 3, downvotes: 1 },
    userVote: { voteType: 'upvote' },
    session: 's1',
  };
  const latest: DynamicPrediction = {
    homeWinPercentage: 71,
    drawPercentage: 17.4,
    awayWinPercentage: 11.6,
    pricesAsOf,
    // The server names no book here: the route is the same for a viewer on a break.
    probabilitySource: withoutPrices(source),
  };
  client.setQueryData(queryKeys.votes(HOME, AWAY), votes);
  client.setQueryData(queryKeys.dynamicPredictions(HOME, AWAY), latest);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CommunityValidation
        homeTeam={HOME}
        awayTeam={AWAY}
        hasDraw
        shareText="Newcastle vs Wolves"
        shareUrl="http://localhost/p/1"
      />
    </QueryClientProvider>,
  );
  const numbers = html.slice(html.indexOf('data-testid="latest-numbers"'));
  return numbers.match(/<p class="text-xs[^"]*">([^<]*)<\/p>/)?.[1]?.replace(/&#x27;/g, "'");
}

describe('Community Validation: the latest numbers say what they are', () => {
  it("calls soccer's figures the market's fair price, not model and market blended", () => {
    const line = latestLine(
      probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' }),
      '2025-01-17T17:00:00Z',
    );
    expect(line).toMatch(/^Market's fair price, no-vig; prices as of .+\. Refreshed/);
    expect(line).not.toMatch(/blended|pooled/i);
  });

  it('names the pooling and its weight where the model has one', () => {
    const line = latestLine(
      probabilitySource({ modelWeight: 0.0397, prices: 'moneyline' }),
      '2025-01-17T17:00:00Z',
    );
    expect(line).toMatch(/^Model and market pooled \(model weight 4%\); prices as of/);
  });

  it('says the model alone when there are no prices', () => {
    const line = latestLine(probabilitySource({ modelWeight: 1, prices: null }), null);
    expect(line).toBe('Model only. Refreshed every 30 seconds.');
  });
});
