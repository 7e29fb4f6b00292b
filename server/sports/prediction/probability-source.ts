import { type ProbabilitySource, probabilitySource } from '@contract';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { marketView } from '../odds/market.ts';
import type { MatchForecast } from '../state/league-state.ts';

/**
 * What a forecast's published probability is, in the words every view of it prints
 * (contract/probability-source.ts), from the weight the model got and the prices used. `docs`:
 * the fixture's prices known at the clock, stale ones included, or null for a what-if. A fixture
 * whose prices are all too old is told apart from one not priced yet.
 */
export function probabilitySourceOf(
  leagueId: string,
  forecast: Pick<MatchForecast, 'market' | 'modelWeight'>,
  docs: readonly OddsDocRow[] | null,
): ProbabilitySource {
  if (forecast.market) {
    return probabilitySource({ modelWeight: forecast.modelWeight, prices: forecast.market.source });
  }
  return probabilitySource({
    modelWeight: forecast.modelWeight,
    prices: null,
    noMarket:
      docs === null ? 'what-if' : marketView(leagueId, docs) !== null ? 'stale' : 'not-priced',
  });
}
