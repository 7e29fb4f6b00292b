import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OddsApiServer, startOddsApiServer } from '../../test/peers/odds-api-server.ts';
import { createOddsApiClient, oddsCallCost } from './odds-api.ts';
import type { OddsApiEventJson, OddsApiScoreJson } from './odds-api-wire.ts';
import { ProviderError } from './provider-error.ts';

const KEY = 'test-key-0123456789abcdef';

/** An EPL event as The Odds API sends it: h2h outcomes home, away, Draw (not 1x2 order). */
const villaNewcastle: OddsApiEventJson = {
  id: 'e912304de2b2ce35b473ce2ecd3d1502',
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: '2025-08-16T11:30:00Z',
  home_team: 'Aston Villa',
  away_team: 'Newcastle United',
  bookmakers: [
    {
      key: 'pinnacle',
      title: 'Pinnacle',
      last_update: '2025-08-15T09:12:05Z',
      markets: [
        {
          key: 'h2h',
          last_update: '2025-08-15T09:12:05Z',
          outcomes: [
            { name: 'Aston Villa', price: 2.38 },
            { name: 'Newcastle United', price: 2.97 },
            { name: 'Draw', price: 3.55 },
          ],
        },
        {
          key: 'spreads',
          last_update: '2025-08-15T09:11:40Z',
          outcomes: [
            { name: 'Aston Villa', price: 2.03, point: -0.25 },
            { name: 'Newcastle United', price: 1.87, point: 0.25 },
          ],
        },
        {
          key: 'totals',
          last_update: '2025-08-15T09:10:02Z',
          outcomes: [
            { name: 'Over', price: 1.95, point: 2.75 },
            { name: 'Under', price: 1.93, point: 2.75 },
          ],
        },
      ],
    },
    {
      key: 'betfair_ex_uk',
      title: 'Betfair',
      last_update: '2025-08-15T09:13:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Aston Villa', price: 2.42 },
            { name: 'Newcastle United', price: 3.05 },
            { name: 'Draw', price: 3.6 },
          ],
        },
        {
          key: 'h2h_lay',
          outcomes: [
            { name: 'Aston Villa', price: 2.46 },
            { name: 'Newcastle United', price: 3.1 },
            { name: 'Draw', price: 3.7 },
          ],
        },
      ],
    },
    {
      // A 1x2 without its draw price cannot be de-vigged: the market is skipped, the book too.
      key: 'williamhill',
      title: 'William Hill',
      last_update: '2025-08-15T09:00:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Aston Villa', price: 2.3 },
            { name: 'Newcastle United', price: 2.9 },
          ],
        },
      ],
    },
  ],
};

const lakersCeltics: OddsApiEventJson = {
  id: '4f2a7b8e9c0d1e2f3a4b5c6d7e8f9a0b',
  sport_key: 'basketball_nba',
  sport_title: 'NBA',
  commence_time: '2025-12-25T22:00:00Z',
  home_team: 'Los Angeles Lakers',
  away_team: 'Boston Celtics',
  bookmakers: [
    {
      key: 'draftkings',
      title: 'DraftKings',
      last_update: '2025-12-24T18:00:00Z',
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: 'Boston Celtics', price: 1.67 },
            { name: 'Los Angeles Lakers', price: 2.25 },
          ],
        },
        {
          key: 'spreads',
          outcomes: [
            { name: 'Boston Celtics', price: 1.91, point: -4.5 },
            { name: 'Los Angeles Lakers', price: 1.91, point: 4.5 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.87, point: 228.5 },
            { name: 'Under', price: 1.95, point: 228.5 },
          ],
        },
      ],
    },
  ],
};

let server: OddsApiServer;
beforeEach(async () => {
  server = await startOddsApiServer({ apiKey: KEY, credits: 500 });
});
afterEach(async () => {
  await server.close();
});

const client = (extra: Partial<Parameters<typeof createOddsApiClient>[0]> = {}) =>
  createOddsApiClient({ baseUrl: server.baseUrl, apiKey: KEY, regions: ['uk', 'eu'], ...extra });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('The Odds API client: odds', () => {
  it('asks for the featured markets in decimal odds and reads the credits it cost', async () => {
    server.setEvents('soccer_epl', [villaNewcastle]);
    const answer = await client().odds('soccer_epl');

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.path).toBe('/v4/sports/soccer_epl/odds');
    expect(server.requests[0]!.query).toEqual({
      apiKey: KEY,
      regions: 'uk,eu',
      markets: 'h2h,spreads,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
    });
    // 3 markets × 2 regions, as the API charges.
    expect(answer.quota).toEqual({ remaining: 494, used: 6, last: 6 });
    expect(answer.dropped).toEqual({ events: 0, bookmakers: 0, markets: 1 });
  });

  it('turns soccer markets into 1x2 [home, draw, away], Asian handicap and over/under', async () => {
    server.setEvents('soccer_epl', [villaNewcastle]);
    const { events } = await client().odds('soccer_epl');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      providerEventId: 'e912304de2b2ce35b473ce2ecd3d1502',
      sportKey: 'soccer_epl',
      leagueId: 'E0',
      homeName: 'Aston Villa',
      awayName: 'Newcastle United',
    });
    expect(event!.commenceTime.toISOString()).toBe('2025-08-16T11:30:00.000Z');
    expect(event!.books.map((b) => b.bookmakerKey)).toEqual(['pinnacle', 'betfair_ex_uk']);

    const pinnacle = event!.books[0]!;
    expect(pinnacle).toMatchObject({ bookmaker: 'Pinnacle', exchange: false });
    expect(pinnacle.capturedAt.toISOString()).toBe('2025-08-15T09:12:05.000Z');
    expect(pinnacle.quotes).toEqual([
      { bookmaker: 'Pinnacle', market: '1x2', line: null, prices: [2.38, 3.55, 2.97] },
      { bookmaker: 'Pinnacle', market: 'ah', line: -0.25, prices: [2.03, 1.87] },
      { bookmaker: 'Pinnacle', market: 'ou', line: 2.75, prices: [1.95, 1.93] },
    ]);

    // The exchange's back prices are kept; its lay market is not a Strix market. The Odds API
    // titles it plain 'Betfair': it is stored as the catalogue names it, apart from the
    // sportsbook.
    const betfair = event!.books[1]!;
    expect(betfair).toMatchObject({ bookmaker: 'Betfair Exchange', exchange: true });
    expect(betfair.quotes).toEqual([
      { bookmaker: 'Betfair Exchange', market: '1x2', line: null, prices: [2.42, 3.6, 3.05] },
    ]);
  });

  it('turns US markets into moneyline and spread [home, away] and total [over, under]', async () => {
    server.setEvents('basketball_nba', [lakersCeltics]);
    const { events } = await client().odds('basketball_nba');
    expect(events[0]!.leagueId).toBe('NBA');
    expect(events[0]!.books[0]!.quotes).toEqual([
      { bookmaker: 'DraftKings', market: 'moneyline', line: null, prices: [2.25, 1.67] },
      // The home side's point: the Lakers get 4.5.
      { bookmaker: 'DraftKings', market: 'spread', line: 4.5, prices: [1.91, 1.91] },
      { bookmaker: 'DraftKings', market: 'total', line: 228.5, prices: [1.87, 1.95] },
    ]);
  });

  it('names bookmakers instead of regions when configured, and is charged per ten of them', async () => {
    server.setEvents('soccer_epl', [villaNewcastle]);
    const books = ['pinnacle', 'betfair_ex_uk', 'williamhill', 'betfair_ex_eu', 'matchbook'];
    const api = client({ bookmakers: books });
    expect(api.oddsCallCost).toBe(3);
    const answer = await api.odds('soccer_epl');
    expect(server.requests[0]!.query.bookmakers).toBe(books.join(','));
    expect(server.requests[0]!.query.regions).toBeUndefined();
    expect(answer.quota.last).toBe(3);
  });

  it('drops a broken event, bookmaker or market, counts them, and keeps the rest', async () => {
    const broken = structuredClone(villaNewcastle);
    broken.bookmakers.push(
      // No title: a broken bookmaker.
      { key: 'unibet_eu', last_update: '2025-08-15T09:00:00Z', markets: [] } as never,
      {
        key: 'sport888',
        title: '888sport',
        last_update: '2025-08-15T09:00:00Z',
        markets: [
          // A price sent as a string: a broken market.
          {
            key: 'h2h',
            outcomes: [
              { name: 'Aston Villa', price: '2.3' },
              { name: 'Newcastle United', price: 2.9 },
              { name: 'Draw', price: 3.4 },
            ],
          } as never,
          // Points that are not two sides of one handicap.
          {
            key: 'spreads',
            outcomes: [
              { name: 'Aston Villa', price: 1.9, point: -0.5 },
              { name: 'Newcastle United', price: 1.9, point: 0.25 },
            ],
          },
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: 2.0, point: 2.5 },
              { name: 'Under', price: 1.8, point: 2.5 },
            ],
          },
        ],
      },
    );
    const noHome = { ...villaNewcastle, id: 'x', home_team: undefined } as never;
    const badDate = { ...villaNewcastle, id: 'y', commence_time: 'next Saturday' };
    server.setEvents('soccer_epl', [noHome, broken, badDate]);

    const { events, dropped } = await client().odds('soccer_epl');
    expect(events).toHaveLength(1);
    expect(events[0]!.books.map((b) => b.bookmakerKey)).toEqual([
      'pinnacle',
      'betfair_ex_uk',
      'sport888',
    ]);
    expect(events[0]!.books[2]!.quotes).toEqual([
      { bookmaker: '888sport', market: 'ou', line: 2.5, prices: [2.0, 1.8] },
    ]);
    // William Hill's drawless 1x2 and 888sport's two bad markets.
    expect(dropped).toEqual({ events: 2, bookmakers: 1, markets: 3 });
  });

  it('reads a Champions League event as league UCL and a Europa League one as UEL', async () => {
    server.setEvents('soccer_uefa_champs_league', [
      {
        ...villaNewcastle,
        sport_key: 'soccer_uefa_champs_league',
        sport_title: 'UEFA Champions League',
      },
    ]);
    const { events } = await client().odds('soccer_uefa_champs_league');
    expect(events[0]!.leagueId).toBe('UCL');
    server.setEvents('soccer_uefa_europa_league', [
      {
        ...villaNewcastle,
        sport_key: 'soccer_uefa_europa_league',
        sport_title: 'UEFA Europa League',
      },
    ]);
    const europa = await client().odds('soccer_uefa_europa_league');
    expect(europa.events[0]!.leagueId).toBe('UEL');
  });

  it("dates an answer, and a bookmaker that sends no last_update, by the app's clock", async () => {
    const { last_update: _, ...book } = villaNewcastle.bookmakers[0]!;
    const undated = { ...book, markets: book.markets.map(({ last_update: _, ...m }) => m) };
    // The wire type says it is always sent; the client must cope when it is not.
    const bookmakers = [undated] as unknown as OddsApiEventJson['bookmakers'];
    server.setEvents('soccer_epl', [{ ...villaNewcastle, bookmakers }]);
    // An accelerated clock (docs/operations.md "Playing a live weekend locally") is not the
    // real time the answer arrives at.
    const clockTime = new Date('2025-08-15T09:30:00Z');
    const answer = await client({ clock: () => clockTime }).odds('soccer_epl');
    expect(answer.fetchedAt).toEqual(clockTime);
    expect(answer.events[0]!.books[0]!.capturedAt).toEqual(clockTime);
  });

  it('is not charged for an answer without events', async () => {
    const answer = await client().odds('soccer_italy_serie_a');
    expect(answer.events).toEqual([]);
    expect(answer.quota).toEqual({ remaining: 500, used: 0, last: 0 });
  });
});

describe('The Odds API client: scores', () => {
  const game = (id: string, extra: Partial<OddsApiScoreJson>): OddsApiScoreJson => ({
    id,
    sport_key: 'soccer_epl',
    sport_title: 'EPL',
    commence_time: new Date(Date.now() - 26 * 3600_000).toISOString(),
    completed: true,
    home_team: 'Liverpool',
    away_team: 'AFC Bournemouth',
    scores: [
      { name: 'Liverpool', score: '4' },
      { name: 'AFC Bournemouth', score: '2' },
    ],
    last_update: new Date(Date.now() - 24 * 3600_000).toISOString(),
    ...extra,
  });

  it('looks back three days, costs 2, and reads string scores as numbers', async () => {
    const kickoff = new Date(Date.now() + 2 * 86_400_000).toISOString();
    server.setScores('soccer_epl', [
      game('done', {}),
      game('live', {
        completed: false,
        scores: [
          { name: 'AFC Bournemouth', score: '0' },
          { name: 'Liverpool', score: '1' },
        ],
      }),
      game('later', { completed: false, commence_time: kickoff, scores: null, last_update: null }),
    ]);
    const answer = await client().scores('soccer_epl');
    expect(server.requests[0]!.path).toBe('/v4/sports/soccer_epl/scores');
    expect(server.requests[0]!.query).toEqual({ apiKey: KEY, daysFrom: '3', dateFormat: 'iso' });
    expect(answer.quota).toEqual({ remaining: 498, used: 2, last: 2 });
    expect(
      answer.scores.map((s) => [s.providerEventId, s.completed, s.homeScore, s.awayScore]),
    ).toEqual([
      ['done', true, 4, 2],
      ['live', false, 1, 0],
      ['later', false, null, null],
    ]);
    expect(answer.scores[0]).toMatchObject({ leagueId: 'E0', homeName: 'Liverpool' });
    expect(answer.scores[0]!.lastUpdate).toBeInstanceOf(Date);
    expect(answer.scores[2]!.lastUpdate).toBeNull();
  });

  it('drops a completed game without readable scores rather than settle it on a guess', async () => {
    server.setScores('soccer_epl', [
      game('no-scores', { scores: null }),
      game('odd-score', {
        scores: [
          { name: 'Liverpool', score: 'abandoned' },
          { name: 'AFC Bournemouth', score: '0' },
        ],
      }),
      game('fine', {}),
    ]);
    const answer = await client().scores('soccer_epl', 2);
    expect(server.requests[0]!.query.daysFrom).toBe('2');
    expect(answer.scores.map((s) => s.providerEventId)).toEqual(['fine']);
    expect(answer.dropped.events).toBe(2);
  });

  it('refuses a look-back the API does not offer without calling it', async () => {
    const error = await failure(client().scores('soccer_epl', 7));
    expect(error.kind).toBe('bad-request');
    expect(server.requests).toHaveLength(0);
  });
});

describe('The Odds API client: credits', () => {
  it('reads the credits left from the list of sports, which costs none', async () => {
    server.usage.used = 19_600;
    server.setRemaining(400);
    const checked = await client().quota();
    expect(checked.quota).toEqual({ remaining: 400, used: 19_600, last: 0 });
    expect(server.requests.map((r) => [r.path, r.query, r.cost])).toEqual([
      ['/v4/sports', { apiKey: KEY }, 0],
    ]);
    // A top-up shows on the next answer.
    server.setRemaining(80_400);
    expect((await client().quota()).quota.remaining).toBe(80_400);
    expect(server.usage).toEqual({ used: 19_600, remaining: 80_400 });
  });

  it("dates the credits it read by the app's clock, as it dates odds and scores", async () => {
    const clockTime = new Date('2025-08-15T09:30:00Z');
    const checked = await client({ clock: () => clockTime }).quota();
    expect(checked.fetchedAt).toEqual(clockTime);
  });

  it('says a refused key on the list of sports as on any call', async () => {
    const error = await failure(client({ apiKey: 'wrong-key-42' }).quota());
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain('wrong-key-42');
  });
});

describe('The Odds API client: failures', () => {
  it('says a wrong key is a key problem, without repeating the key', async () => {
    const error = await failure(client({ apiKey: 'wrong-key-42' }).odds('soccer_epl'));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_KEY');
    expect(error.message).toMatch(/^The Odds API did not accept the API key \(INVALID_KEY\)/);
    expect(error.message).not.toContain('wrong-key-42');
    expect(error.quota).toEqual({ remaining: null, used: null, last: null });
  });

  it('tells used-up credits (401 OUT_OF_USAGE_CREDITS) from a bad key', async () => {
    server.usage.remaining = 4;
    server.usage.used = 496;
    server.setEvents('soccer_epl', [villaNewcastle]);
    const error = await failure(client().odds('soccer_epl'));
    expect(error.kind).toBe('quota-exhausted');
    expect(error.status).toBe(401);
    expect(error.code).toBe('OUT_OF_USAGE_CREDITS');
    expect(error.quota).toEqual({ remaining: 4, used: 496, last: 0 });
    expect(error.message).toContain('used up');
  });

  it('reads a 429 with OUT_OF_USAGE_CREDITS as used-up credits too', async () => {
    await server.close();
    server = await startOddsApiServer({ apiKey: KEY, credits: 0, exhaustedStatus: 429 });
    const error = await failure(client().scores('basketball_nba'));
    expect(error.kind).toBe('quota-exhausted');
    expect(error.status).toBe(429);
  });

  it('reads a 429 for frequency as rate-limited, with the Retry-After it was given', async () => {
    server.throttleNext(7);
    const error = await failure(client().odds('soccer_epl'));
    expect(error.kind).toBe('rate-limited');
    expect(error.code).toBe('EXCEEDED_FREQ_LIMIT');
    expect(error.retryAfterMs).toBe(7000);
    expect(error.message).toContain('wait 7 s');

    server.throttleNext();
    const plain = await failure(client().odds('soccer_epl'));
    expect(plain.retryAfterMs).toBeUndefined();
  });

  it('calls an unknown sport (404 UNKNOWN_SPORT) and bad parameters (422) bad requests', async () => {
    const unknown = await failure(client().odds('soccer_atlantis_premier'));
    expect(unknown).toMatchObject({ kind: 'bad-request', status: 404, code: 'UNKNOWN_SPORT' });
    expect(unknown.message).toContain('Unknown sport');

    const region = await failure(client({ regions: ['mars'] }).odds('soccer_epl'));
    expect(region).toMatchObject({ kind: 'bad-request', status: 422, code: 'INVALID_REGION' });
  });

  it('refuses a sport key that would reshape the URL without calling', async () => {
    const error = await failure(client().odds('../sports'));
    expect(error.kind).toBe('bad-request');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the key out of the failure, even when fetch quotes the URL', async () => {
    const quoting = async (url: string | URL | Request) => {
      throw new TypeError(`Failed to fetch ${String(url)}`, { cause: new Error(String(url)) });
    };
    const error = await failure(client({ fetch: quoting as typeof fetch }).odds('soccer_epl'));
    expect(error.kind).toBe('network');
    expect(JSON.stringify([error.message, String(error.cause)])).not.toContain(KEY);
    expect(String(error.cause)).toContain('apiKey=[api key]');
  });

  it('refuses a base URL that is not one when built', () => {
    expect(() =>
      createOddsApiClient({ baseUrl: 'api.the-odds-api', apiKey: KEY, regions: ['uk'] }),
    ).toThrow('The Odds API base URL "api.the-odds-api" is not a URL.');
  });

  it('calls a 5xx a server failure', async () => {
    server.failNext(503);
    const error = await failure(client().odds('soccer_epl'));
    expect(error).toMatchObject({ kind: 'server', status: 503 });
  });

  it('gives up on a slow answer, and on a server that is not there, as network failures', async () => {
    server.delayAnswers(1_000);
    const slow = await failure(client({ timeoutMs: 100 }).odds('soccer_epl'));
    expect(slow.kind).toBe('network');
    expect(slow.message).toBe('The Odds API did not answer within 0.1 s.');
    server.delayAnswers(0);

    const gone = createOddsApiClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: KEY,
      regions: ['uk'],
    });
    const refused = await failure(gone.odds('soccer_epl'));
    expect(refused.kind).toBe('network');
    expect(refused.message).toMatch(/^The Odds API could not be reached/);
  });

  it.each([
    ['not-json', /not JSON/],
    ['truncated', /not JSON/],
    ['wrong-shape', /JSON that is not a list\./],
  ] as const)(
    'calls a %s answer malformed and still reports what it cost',
    async (kind, message) => {
      server.setEvents('soccer_epl', [villaNewcastle]);
      server.breakNext(kind);
      const error = await failure(client().odds('soccer_epl'));
      expect(error.kind).toBe('malformed');
      expect(error.message).toMatch(message);
      expect(error.quota).toEqual({ remaining: 494, used: 6, last: 6 });
    },
  );
});

describe('oddsCallCost', () => {
  it('is markets × regions, a list of bookmakers counting one region per ten', () => {
    expect(oddsCallCost({ regions: ['uk'] })).toBe(3);
    expect(oddsCallCost({ regions: ['uk', 'eu', 'us'] })).toBe(9);
    expect(oddsCallCost({ regions: ['uk'], bookmakers: Array(10).fill('b') })).toBe(3);
    expect(oddsCallCost({ regions: ['uk'], bookmakers: Array(11).fill('b') })).toBe(6);
    expect(oddsCallCost({ regions: ['uk', 'eu'] }, 1)).toBe(2);
  });
});
