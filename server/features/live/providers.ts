import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import { createOddsApiClient } from '../../data/live/odds-api.ts';
import type { LiveProviders } from '../../jobs/live-refresh.ts';

/** The live providers the configuration names; The Odds API only with a key. */
export function liveProviders(live: NonNullable<Config['live']>): LiveProviders {
  return {
    oddsApi: live.oddsApi
      ? createOddsApiClient({
          baseUrl: live.oddsApi.baseUrl,
          apiKey: live.oddsApi.apiKey,
          regions: live.oddsApi.regions,
          bookmakers: live.oddsApi.bookmakers,
        })
      : undefined,
    oddsApiMonthlyCredits: live.oddsApi?.monthlyCredits ?? 0,
    oddsApiKeyId: live.oddsApi
      ? createHash('sha256').update(live.oddsApi.apiKey).digest('hex').slice(0, 12)
      : undefined,
    footballDataUrl: live.footballDataUrl,
    nflverseGamesUrl: live.nflverseGamesUrl,
  };
}
