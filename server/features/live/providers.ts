import { createHash } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import { createOddsApiClient, type OddsApiClient } from '../../data/live/odds-api.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { oddsApiFetch, providerFetch } from '../metrics/provider-fetch.ts';
import type { Metrics } from '../metrics/registry.ts';

/** The clients and addresses one live refresh reads (jobs/live-refresh.ts). */
export interface LiveProviders {
  oddsApi: OddsApiClient | undefined;
  /** Credits The Odds API polls may spend per calendar month. */
  oddsApiMonthlyCredits: number;
  /** A fingerprint of The Odds API key, never the key itself. */
  oddsApiKeyId?: string;
  footballDataUrl: string;
  nflverseGamesUrl: string;
  fetch?: typeof fetch;
}

/**
 * The live providers the configuration names; The Odds API only with a key. With `metrics`,
 * every request they make is counted (and The Odds API's credits kept) there. `clock` dates what
 * they answer (the app's clock, which may be accelerated).
 */
export function liveProviders(
  live: NonNullable<Config['live']>,
  metrics?: Metrics,
  clock: Clock = systemClock,
): LiveProviders {
  return {
    oddsApi: live.oddsApi
      ? createOddsApiClient({
          baseUrl: live.oddsApi.baseUrl,
          apiKey: live.oddsApi.apiKey,
          regions: live.oddsApi.regions,
          bookmakers: live.oddsApi.bookmakers,
          fetch: metrics && oddsApiFetch(metrics),
          clock: () => clock.now(),
          clockSpeed: clock.speed,
        })
      : undefined,
    oddsApiMonthlyCredits: live.oddsApi?.monthlyCredits ?? 0,
    oddsApiKeyId: live.oddsApi
      ? createHash('sha256').update(live.oddsApi.apiKey).digest('hex').slice(0, 12)
      : undefined,
    footballDataUrl: live.footballDataUrl,
    nflverseGamesUrl: live.nflverseGamesUrl,
    // One fetch reads both CSV hosts; the address says whose file it is.
    fetch:
      metrics &&
      providerFetch(metrics, (url) =>
        url === live.nflverseGamesUrl ? 'nflverse' : 'football-data',
      ),
  };
}
