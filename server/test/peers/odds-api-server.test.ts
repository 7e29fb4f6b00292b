import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OddsApiServer, startOddsApiServer } from './odds-api-server.ts';

// The fake stands in for a metered API in every client test, so its charges and refusals are
// checked here against The Odds API's documented rules, over plain fetch.

const KEY = 'peer-test-key';
const NOW = Date.parse('2025-10-11T12:00:00Z');

const event = {
  id: 'a1',
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: '2025-10-12T00:00:00Z',
  home_team: 'Denver Nuggets',
  away_team: 'Utah Jazz',
  bookmakers: [
    {
      key: 'fanduel',
      title: 'FanDuel',
      last_update: '2025-10-11T11:59:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Denver Nuggets', price: 1.25 },
            { name: 'Utah Jazz', price: 4.2 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.91, point: 231.5 },
            { name: 'Under', price: 1.91, point: 231.5 },
          ],
        },
      ],
    },
    { key: 'draftkings', title: 'DraftKings', last_update: '2025-10-11T11:58:00Z', markets: [] },
  ],
};

const game = (id: string, completed: boolean, daysAgo: number) => ({
  id,
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: new Date(NOW - daysAgo * 86_400_000).toISOString(),
  completed,
  home_team: 'Denver Nuggets',
  away_team: 'Utah Jazz',
  scores: completed
    ? [
        { name: 'Denver Nuggets', score: '120' },
        { name: 'Utah Jazz', score: '101' },
      ]
    : null,
  last_update: null,
});

let server: OddsApiServer;
beforeEach(async () => {
  server = await startOddsApiServer({ apiKey: KEY, credits: 100, now: () => NOW });
});
afterEach(async () => {
  await server.close();
});

const get = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    credits: ['x-requests-remaining', 'x-requests-used', 'x-requests-last'].map((name) =>
      response.headers.get(name),
    ),
  };
};

describe('the Odds API test server', () => {
  it('charges markets × regions for odds, and one region per ten named bookmakers', async () => {
    server.setEvents('basketball_nba', [event]);
    const byRegion = await get(
      `/v4/sports/basketball_nba/odds?apiKey=${KEY}&regions=us,us2&markets=h2h,totals`,
    );
    expect(byRegion.credits).toEqual(['96', '4', '4']);
    const byBook = await get(
      `/v4/sports/basketball_nba/odds?apiKey=${KEY}&bookmakers=fanduel&regions=us,uk&markets=h2h`,
    );
    expect(byBook.credits).toEqual(['95', '5', '1']);
    // Only the named bookmaker, only the asked-for market.
    expect(byBook.body).toMatchObject([
      { bookmakers: [{ key: 'fanduel', markets: [{ key: 'h2h' }] }] },
    ]);
  });

  it('charges nothing for an odds answer without events', async () => {
    const empty = await get(`/v4/sports/icehockey_nhl/odds?apiKey=${KEY}&regions=us`);
    expect(empty).toEqual({ status: 200, body: [], credits: ['100', '0', '0'] });
  });

  it('converts to American odds and unix dates when asked, h2h by default', async () => {
    server.setEvents('basketball_nba', [event]);
    const { body } = await get(
      `/v4/sports/basketball_nba/odds?apiKey=${KEY}&regions=us&oddsFormat=american&dateFormat=unix`,
    );
    expect(body).toMatchObject([
      {
        commence_time: 1_760_227_200,
        bookmakers: [
          {
            markets: [
              {
                outcomes: [
                  { name: 'Denver Nuggets', price: -400 },
                  { name: 'Utah Jazz', price: 320 },
                ],
              },
            ],
          },
          { key: 'draftkings', markets: [] },
        ],
      },
    ]);
  });

  it('lists finished games only when looking back, and charges 2 for that, else 1', async () => {
    server.setScores('basketball_nba', [
      game('live', false, 0),
      game('yesterday', true, 1),
      game('last-week', true, 7),
    ]);
    const live = await get(`/v4/sports/basketball_nba/scores?apiKey=${KEY}`);
    expect((live.body as { id: string }[]).map((g) => g.id)).toEqual(['live']);
    expect(live.credits[2]).toBe('1');
    const back = await get(`/v4/sports/basketball_nba/scores?apiKey=${KEY}&daysFrom=3`);
    expect((back.body as { id: string }[]).map((g) => g.id)).toEqual(['live', 'yesterday']);
    expect(back.credits).toEqual(['97', '3', '2']);
  });

  it('refuses as the API does: missing or wrong key, unknown sport, bad parameters', async () => {
    expect(await get('/v4/sports/basketball_nba/odds?regions=us')).toMatchObject({
      status: 401,
      body: { error_code: 'MISSING_KEY' },
    });
    expect(await get('/v4/sports/basketball_nba/odds?apiKey=nope&regions=us')).toMatchObject({
      status: 401,
      body: { error_code: 'INVALID_KEY', message: expect.stringMatching(/^API key is not valid/) },
      credits: [null, null, null],
    });
    expect(await get(`/v4/sports/curling_world/odds?apiKey=${KEY}&regions=us`)).toMatchObject({
      status: 404,
      body: { error_code: 'UNKNOWN_SPORT', message: 'Unknown sport' },
    });
    for (const [query, code] of [
      ['', 'MISSING_REGION'],
      ['&regions=mars', 'INVALID_REGION'],
      ['&regions=us&markets=player_points', 'INVALID_MARKET'],
      ['&regions=us&oddsFormat=fractional', 'INVALID_ODDS_FORMAT'],
    ]) {
      expect(await get(`/v4/sports/basketball_nba/odds?apiKey=${KEY}${query}`)).toMatchObject({
        status: 422,
        body: { error_code: code },
      });
    }
    expect(await get(`/v4/sports/basketball_nba/scores?apiKey=${KEY}&daysFrom=4`)).toMatchObject({
      status: 422,
      body: { error_code: 'INVALID_SCORES_DAYS_FROM' },
    });
    expect(server.usage).toEqual({ used: 0, remaining: 100 });
  });

  it('refuses a call the credits left do not cover, and throttles on demand', async () => {
    server.setEvents('basketball_nba', [event]);
    server.usage.remaining = 2;
    const short = await get(
      `/v4/sports/basketball_nba/odds?apiKey=${KEY}&regions=us&markets=h2h,spreads,totals`,
    );
    expect(short).toMatchObject({
      status: 401,
      body: { error_code: 'OUT_OF_USAGE_CREDITS' },
      credits: ['2', '0', '0'],
    });

    server.throttleNext(3);
    const response = await fetch(`${server.baseUrl}/v4/sports/basketball_nba/scores?apiKey=${KEY}`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toMatchObject({ error_code: 'EXCEEDED_FREQ_LIMIT' });
    expect(server.requests.map((r) => [r.status, r.cost])).toEqual([
      [401, 0],
      [429, 0],
    ]);
  });

  it('lists the sports for free, with the credits left, used up or topped up', async () => {
    server.setRemaining(0);
    const spent = await get(`/v4/sports?apiKey=${KEY}`);
    expect(spent).toMatchObject({ status: 200, credits: ['0', '0', '0'] });
    expect(spent.body).toContainEqual(expect.objectContaining({ key: 'basketball_nba' }));
    server.setRemaining(20_000);
    expect((await get(`/v4/sports/?apiKey=${KEY}`)).credits).toEqual(['20000', '0', '0']);
    expect(await get('/v4/sports')).toMatchObject({
      status: 401,
      body: { error_code: 'MISSING_KEY' },
    });
    expect(server.usage).toEqual({ used: 0, remaining: 20_000 });
  });
});
