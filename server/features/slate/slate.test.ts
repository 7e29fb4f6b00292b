import {
  type LeaguesResponse,
  LeaguesResponseSchema,
  type SlateFixture,
  type SlateResponse,
  SlateResponseSchema,
  type SlateValueBetsResponse,
  SlateValueBetsResponseSchema,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AS_OF } from '../../config/config.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK, TEST_BOOK } from '../../test/value-prices.ts';

const AS_OF = Date.parse(TEST_AS_OF);
const LONDON = { 'x-time-zone': 'Europe/London' };

/**
 * GET /api/slate: the week's fixtures at the clock for anyone, signed in or not, with prices and
 * value bets only for a viewer who may see Advanced Analytics; filters and order from the query.
 */
describe.each(databaseKinds)('the slate on %s', (kind) => {
  let t: TestApp;
  let premium: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    // The midweek matches priced a little above fair by a test bookmaker (value bets), and one
    // price captured after the clock that nobody may see yet.
    await addValuePrices(t.database.db, MIDWEEK);
    await addValuePrices(t.database.db, {
      from: new Date('2025-01-18T00:00:00Z'),
      to: new Date('2025-01-20T00:00:00Z'),
      capturedAt: new Date(AS_OF + 3_600_000),
    });
    const { user, token } = await registerUser(t.app);
    await setPlan(t.database, user.id, 'premium');
    premium = token;
  }, 120_000);
  afterAll(() => t.close());

  const read = async (query = '', token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/slate${query}`,
      remoteAddress: nextIp(),
      headers: { ...LONDON, ...(token ? bearer(token) : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const slate = async (query = '', token: string | null = premium) => {
    const { status, body } = await read(query, token ?? undefined);
    expect(status, query).toBe(200);
    return body as SlateResponse;
  };
  const prices = (f: SlateFixture) => [f.prices.home, f.prices.draw, f.prices.away];

  it('lists the week after the clock, grouped by day then league, nothing known after the clock', async () => {
    const body = await slate();
    // The answer is what the contract says, as the web reads it.
    SlateResponseSchema.parse(body);
    expect(Date.parse(body.asOf)).toBe(AS_OF);
    expect(body.from).toBe('2025-01-15');
    expect(body.to).toBe('2025-01-22');
    expect(body.fixtures.length).toBeGreaterThan(10);
    for (const f of body.fixtures) {
      // Only matches still to be played: no score, no result can be in it.
      expect(Date.parse(f.kickoff)).toBeGreaterThan(AS_OF);
      expect(f.day >= body.from && f.day <= body.to).toBe(true);
      for (const price of prices(f)) {
        if (price) expect(Date.parse(price.capturedAt)).toBeLessThanOrEqual(AS_OF);
      }
      // The test book's price captured after the clock is not on show yet.
      if (Date.parse(f.kickoff) >= Date.parse('2025-01-18T00:00:00Z')) {
        expect(prices(f).some((p) => p?.sportsbook === TEST_BOOK)).toBe(false);
      }
    }
    const order = body.fixtures.map((f) => `${f.day}|${f.league}|${f.kickoff}`);
    expect(order).toEqual([...order].sort());
    expect(body.leagues.map((l) => l.id)).toEqual(expect.arrayContaining(['E0', 'NBA']));
  });

  it('says where each probability comes from and marks the value the match page lists', async () => {
    const body = await slate();
    const marked = body.fixtures.filter((f) => f.value.length > 0);
    expect(marked.length).toBeGreaterThan(0);
    const one = marked[0]!;
    expect(['market', 'pooled', 'model']).toContain(one.probabilitySource.basis);
    expect(one.probabilitySource.label.length).toBeGreaterThan(0);
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${one.matchId}`,
        headers: bearer(premium),
      })
    ).json() as {
      valueBets: { outcome: string; expectedValue: number }[];
      prediction: { confidence: number; homeWinProb: number };
    };
    expect(one.value.map((v) => v.expectedValue).sort()).toEqual(
      match.valueBets.map((v) => v.expectedValue).sort(),
    );
    expect(one.confidence).toBe(match.prediction.confidence);
    expect(one.probabilities.home).toBe(match.prediction.homeWinProb);
  });

  it('shows a signed-out visitor the predictions, never the prices, and says the price filters wait', async () => {
    const body = await slate('?minEv=3', null);
    expect(body.locked?.reason).toBe('signedOut');
    expect(body.fixtures.length).toBeGreaterThan(0);
    expect(
      body.fixtures.every((f) => prices(f).every((p) => p === null) && f.value.length === 0),
    ).toBe(true);
    expect(body.books).toEqual([]);
    expect(body.priceFiltersIgnored).toBe(true);
  });

  it('filters by league, sport, window, market, value, odds and books', async () => {
    const all = await slate();
    const e0 = await slate('?league=e0');
    expect(e0.fixtures.length).toBeGreaterThan(0);
    expect(e0.fixtures.every((f) => f.leagueId === 'E0')).toBe(true);
    const basketball = await slate('?sport=basketball');
    expect(basketball.fixtures.every((f) => f.sport === 'basketball')).toBe(true);
    expect(basketball.fixtures.length).toBeGreaterThan(0);

    const today = await slate('?window=today');
    expect(today.from).toBe('2025-01-15');
    expect(today.to).toBe('2025-01-15');
    expect(today.fixtures.every((f) => f.day === '2025-01-15')).toBe(true);
    expect(today.total).toBeLessThan(all.total);

    const value = await slate('?minEv=5');
    expect(value.total).toBeGreaterThan(0);
    expect(value.total).toBeLessThan(all.total);
    expect(value.fixtures.every((f) => f.value.some((v) => v.expectedValue >= 5))).toBe(true);

    const short = await slate('?minOdds=1.2&maxOdds=1.6');
    expect(short.total).toBeGreaterThan(0);
    expect(
      short.fixtures.every((f) =>
        prices(f).some((p) => p !== null && p.decimalOdds >= 1.2 && p.decimalOdds <= 1.6),
      ),
    ).toBe(true);

    const mine = await slate(`?books=${encodeURIComponent(TEST_BOOK)}&minEv=0`);
    expect(mine.total).toBeGreaterThan(0);
    for (const f of mine.fixtures) {
      for (const p of prices(f)) if (p) expect(p.sportsbook).toBe(TEST_BOOK);
      expect(f.value.every((v) => v.sportsbook === TEST_BOOK)).toBe(true);
    }
    const spread = await slate('?market=spread');
    expect(spread.fixtures.every((f) => f.markets.includes('spread'))).toBe(true);
  });

  it('orders each day and league by value or confidence when asked', async () => {
    const byEv = await slate('?sort=ev&league=E0');
    const groups = new Map<string, SlateFixture[]>();
    for (const f of byEv.fixtures) groups.set(f.day, [...(groups.get(f.day) ?? []), f]);
    for (const rows of groups.values()) {
      const evs = rows.map((f) => f.value[0]?.expectedValue ?? -Infinity);
      expect(evs).toEqual([...evs].sort((a, b) => b - a));
    }
    const byConfidence = await slate('?sort=confidence&league=NBA');
    const days = new Map<string, number[]>();
    for (const f of byConfidence.fixtures)
      days.set(f.day, [...(days.get(f.day) ?? []), f.confidence]);
    for (const list of days.values()) expect(list).toEqual([...list].sort((a, b) => b - a));
  });

  it('refuses a query it cannot read with a sentence', async () => {
    const cases: [string, RegExp][] = [
      ['?window=month', /window must be one of today, tomorrow, 3days, week/],
      ['?sport=curling', /sport must be one of/],
      ['?minEv=lots', /minEv must be a number/],
      ['?minOdds=3&maxOdds=2', /minOdds must not be above maxOdds/],
      ['?league=E0;drop', /league must be a league id/],
      ['?page=0', /page must be a whole number/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await read(query);
      expect(status, query).toBe(400);
      expect((body as { error: string }).error, query).toMatch(message);
    }
  });

  it('lists the week’s value bets for the screener, and the covered leagues', async () => {
    const bets = (
      await t.app.inject({ method: 'GET', url: '/api/slate/value-bets', headers: bearer(premium) })
    ).json() as SlateValueBetsResponse;
    SlateValueBetsResponseSchema.parse(bets);
    expect(bets.rows.length).toBeGreaterThan(0);
    expect(bets.rows.every((r) => r.valueBet && Date.parse(r.kickoff) > AS_OF)).toBe(true);
    const signedOut = (
      await t.app.inject({ method: 'GET', url: '/api/slate/value-bets', remoteAddress: nextIp() })
    ).json() as SlateValueBetsResponse;
    expect(signedOut.rows).toEqual([]);
    expect(signedOut.locked?.reason).toBe('signedOut');

    const leagues = (
      await t.app.inject({ method: 'GET', url: '/api/leagues', remoteAddress: nextIp() })
    ).json() as LeaguesResponse;
    LeaguesResponseSchema.parse(leagues);
    const e0 = leagues.leagues.find((l) => l.id === 'E0');
    expect(e0?.name).toBe('Premier League');
    expect(e0?.upcoming).toBeGreaterThan(0);
  });
});
