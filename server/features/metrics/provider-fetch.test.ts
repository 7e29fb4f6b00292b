import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/config.ts';
import { fetchIfChanged } from '../../data/live/conditional-get.ts';
import { type CsvServer, startCsvServer } from '../../test/peers/csv-server.ts';
import { type OddsApiServer, startOddsApiServer } from '../../test/peers/odds-api-server.ts';
import { liveProviders } from '../live/providers.ts';
import { parseExposition, sampleValue } from './exposition-kit.ts';
import { providerFetch } from './provider-fetch.ts';
import { createMetrics, type Metrics } from './registry.ts';

const KEY = 'metrics-odds-key';
const NFL_PATH = '/nflverse/games.csv';

const event = {
  id: 'e1',
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: '2030-08-16T11:30:00Z',
  home_team: 'Aston Villa',
  away_team: 'Newcastle United',
  bookmakers: [
    {
      key: 'pinnacle',
      title: 'Pinnacle',
      last_update: '2030-08-15T09:12:05Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Aston Villa', price: 2.38 },
            { name: 'Newcastle United', price: 2.97 },
            { name: 'Draw', price: 3.55 },
          ],
        },
      ],
    },
  ],
};

describe('live provider requests, counted at the HTTP boundary', () => {
  let oddsApi: OddsApiServer;
  let files: CsvServer;
  let metrics: Metrics;
  let providers: ReturnType<typeof liveProviders>;

  beforeAll(async () => {
    oddsApi = await startOddsApiServer({ apiKey: KEY, credits: 500 });
    oddsApi.setEvents('soccer_epl', [event]);
    files = await startCsvServer();
    files.setFile(NFL_PATH, 'game_id,season\n2024_01_KC_BAL,2024\n');
    metrics = createMetrics();
    const config = testConfig({
      LIVE_DATA: 'on',
      ODDS_API_KEY: KEY,
      ODDS_API_URL: oddsApi.baseUrl,
      ODDS_API_REGIONS: 'uk',
      FOOTBALL_DATA_URL: files.baseUrl,
      NFLVERSE_GAMES_URL: files.url(NFL_PATH),
    });
    providers = liveProviders(config.live!, metrics);
  });
  afterAll(async () => {
    await oddsApi?.close();
    await files?.close();
  });

  const samples = async () => parseExposition(await metrics.registry.metrics());
  const requests = async (provider: string, outcome: string) =>
    sampleValue(await samples(), 'strix_provider_requests_total', { provider, outcome });

  it('counts The Odds API’s answers by outcome and keeps the credits it reports', async () => {
    await providers.oddsApi!.odds('soccer_epl');
    expect(await requests('odds-api', 'ok')).toBe(1);
    expect(oddsApi.usage.remaining).toBe(497);
    const credits = async () =>
      sampleValue(await samples(), 'strix_provider_credits_remaining', { provider: 'odds-api' });
    expect(await credits()).toBe(497);
    expect(
      sampleValue(await samples(), 'strix_provider_request_duration_seconds_count', {
        provider: 'odds-api',
      }),
    ).toBe(1);

    oddsApi.throttleNext(5);
    await expect(providers.oddsApi!.odds('soccer_epl')).rejects.toThrow(/too frequent/);
    oddsApi.failNext(503);
    await expect(providers.oddsApi!.odds('soccer_epl')).rejects.toThrow(/HTTP 503/);
    await providers.oddsApi!.scores('soccer_epl');
    expect(await requests('odds-api', 'rate-limited')).toBe(1);
    expect(await requests('odds-api', 'server-error')).toBe(1);
    expect(await requests('odds-api', 'ok')).toBe(2);
    // The 503 said nothing about credits; the scores call cost 2.
    expect(await credits()).toBe(495);
  });

  it('tells the two CSV hosts apart, and counts a 304, a 404 and a timeout', async () => {
    const fetch = providers.fetch!;
    const first = await fetchIfChanged(files.url(NFL_PATH), undefined, { fetch });
    expect(first.status).toBe('changed');
    const validators = first.status === 'changed' ? { etag: first.etag } : undefined;
    expect((await fetchIfChanged(files.url(NFL_PATH), validators, { fetch })).status).toBe(
      'unchanged',
    );
    await expect(fetchIfChanged(files.url('/fixtures.csv'), undefined, { fetch })).rejects.toThrow(
      /not there/,
    );
    files.setFile('/mmz4281/2425/E0.csv', 'Div,Date\n');
    files.delayNext('/mmz4281/2425/E0.csv', 1_000);
    await expect(
      fetchIfChanged(files.url('/mmz4281/2425/E0.csv'), undefined, { fetch, timeoutMs: 100 }),
    ).rejects.toThrow(/did not answer/);

    expect(await requests('nflverse', 'ok')).toBe(1);
    expect(await requests('nflverse', 'not-modified')).toBe(1);
    expect(await requests('football-data', 'client-error')).toBe(1);
    expect(await requests('football-data', 'timeout')).toBe(1);
  });

  it('counts a provider that cannot be reached', async () => {
    const images = providerFetch(metrics, 'images');
    await expect(images('http://127.0.0.1:9/v1/images/generations')).rejects.toThrow();
    expect(await requests('images', 'network-error')).toBe(1);
  });
});
