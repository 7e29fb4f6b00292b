import type { MatchResponse, ValueBet } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, databaseKinds } from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';
import { type V1TestClient, v1TestClient } from './v1-test-client.ts';

interface Page {
  asOf: string;
  data: ValueBet[];
  nextCursor: string | null;
}

const WEEK = 7 * 86_400_000;

/** Best expected value first; ties by match, outcome and book, as the cursor walks them. */
function inOrder(bets: readonly ValueBet[]): boolean {
  return bets.every((b, i) => {
    const a = bets[i - 1];
    if (!a) return true;
    if (a.expectedValue !== b.expectedValue) return a.expectedValue > b.expectedValue;
    if (a.matchId !== b.matchId) return a.matchId < b.matchId;
    return a.outcome < b.outcome || (a.outcome === b.outcome && a.sportsbook < b.sportsbook);
  });
}

describe.each(databaseKinds)('GET /api/v1/value-bets on %s', (kind) => {
  let api: V1TestClient;

  beforeAll(async () => {
    api = await v1TestClient(kind);
    // The week's matches priced a little above fair by a test bookmaker, at Tuesday's and
    // Friday's captures: the real files hold a value bet every few weeks (test/value-prices.ts).
    const db = api.t.database.db;
    await addValuePrices(db, MIDWEEK);
    await addValuePrices(db, {
      from: new Date('2025-01-18T00:00:00Z'),
      to: new Date('2025-01-21T00:00:00Z'),
      capturedAt: new Date('2025-01-17T17:30:00Z'),
    });
  }, 120_000);
  afterAll(() => api.t.close());

  const page = (query = '') => api.get<Page>(`/api/v1/value-bets${query}`);
  const error = async (query: string) => {
    const { status, body } = await api.get<{ error: string }>(`/api/v1/value-bets${query}`);
    return { status, error: body.error };
  };

  /** Every bet under a filter, and that it kept some bets and dropped some. */
  async function filtered(query: string, all: readonly ValueBet[]) {
    const { status, body } = await page(`?limit=100&${query}`);
    expect(status, query).toBe(200);
    expect(body.data.length, query).toBeGreaterThan(0);
    expect(body.data.length, query).toBeLessThan(all.length);
    return body.data;
  }

  it('lists the week’s value bets at the clock, best first, the same the match pages show', async () => {
    const { status, body } = await page('?limit=100');
    expect(status).toBe(200);
    expect(body.asOf).toBe('2025-01-15T12:00:00.000Z');
    expect(body.nextCursor).toBeNull();
    expect(body.data.length).toBeGreaterThan(0);
    const asOf = Date.parse(body.asOf);
    for (const bet of body.data) {
      expect(Date.parse(bet.capturedAt)).toBeLessThanOrEqual(asOf);
      expect(Date.parse(bet.kickoff)).toBeGreaterThan(asOf);
      expect(Date.parse(bet.kickoff)).toBeLessThanOrEqual(asOf + WEEK);
    }
    expect(inOrder(body.data)).toBe(true);
    for (const matchId of new Set(body.data.map((b) => b.matchId))) {
      const shown = await api.t.app.inject({
        method: 'GET',
        url: `/api/match/${matchId}`,
        headers: bearer(api.session),
      });
      const match = shown.json() as MatchResponse;
      expect(match.valueBets).toEqual(body.data.filter((b) => b.matchId === matchId));
    }
  });

  it('filters by league, and names the list of ids for one it does not know', async () => {
    const all = (await page('?limit=100')).body.data;
    const soccer = (await page('?limit=100&league=E0')).body.data;
    const fixtures = await api.get<{ data: { id: number }[] }>(
      '/api/v1/fixtures?league=E0&limit=100',
    );
    const premierLeague = new Set(fixtures.body.data.map((f) => f.id));
    expect(soccer.length).toBeGreaterThan(0);
    expect(soccer).toEqual(all.filter((b) => premierLeague.has(b.matchId)));
    // The mini mirror's NBA lines beat no probability by enough this week: an honest empty list.
    expect(await page('?league=NBA')).toEqual({
      status: 200,
      body: { asOf: '2025-01-15T12:00:00.000Z', data: [], nextCursor: null },
    });
    const unknown = await error('?league=XYZ');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toContain('/api/v1/leagues');
  });

  it('keeps only the bets inside minEv, minOdds and maxOdds', async () => {
    // Two days on the weekend's prices are in: bets with different values and prices.
    await api.moveClock('2025-01-17T18:00:00Z');
    const { body } = await page('?limit=100');
    const all = body.data;
    expect(body.asOf).toBe('2025-01-17T18:00:00.000Z');
    expect(all.length).toBeGreaterThan(1);
    expect(inOrder(all)).toBe(true);
    expect(all[0]!.expectedValue).toBeGreaterThan(all.at(-1)!.expectedValue);
    for (const bet of all) {
      expect(Date.parse(bet.capturedAt)).toBeLessThanOrEqual(Date.parse(body.asOf));
    }

    const evs = all.map((b) => b.expectedValue);
    const minEv = (Math.max(...evs) + Math.min(...evs)) / 2;
    const byEv = await filtered(`minEv=${minEv}`, all);
    expect(byEv).toEqual(all.filter((b) => b.expectedValue >= minEv));

    const prices = all.map((b) => b.decimalOdds);
    const middle = (Math.max(...prices) + Math.min(...prices)) / 2;
    const cheap = await filtered(`maxOdds=${middle}`, all);
    expect(cheap).toEqual(all.filter((b) => b.decimalOdds <= middle));
    const long = await filtered(`minOdds=${middle}`, all);
    expect(long).toEqual(all.filter((b) => b.decimalOdds >= middle));
    // Both bounds at one price: the bets quoted at exactly that price.
    const exact = all[0]!.decimalOdds;
    const at = (await page(`?minOdds=${exact}&maxOdds=${exact}`)).body.data;
    expect(at).toEqual(all.filter((b) => b.decimalOdds === exact));
  });

  it('walks the list one at a time with no repeats or gaps', async () => {
    const all = (await page('?limit=100')).body.data;
    const walked: ValueBet[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { status, body } = await page(query);
      expect(status).toBe(200);
      walked.push(...body.data);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(walked).toEqual(all);
  });

  it('answers 400 with a sentence for filters it cannot use', async () => {
    const cases: [string, RegExp][] = [
      ['?minOdds=3&maxOdds=2', /minOdds \(3\) is above maxOdds \(2\)/],
      ['?minOdds=1', /minOdds must be decimal odds above 1/],
      ['?maxOdds=abc', /maxOdds must be decimal odds above 1/],
      ['?minEv=lots', /minEv must be a number/],
      ['?cursor=not-a-cursor', /cursor is not one this API gave out/],
    ];
    for (const [query, message] of cases) {
      const { status, error: sentence } = await error(query);
      expect(status, query).toBe(400);
      expect(sentence, query).toMatch(message);
    }
  });
});
