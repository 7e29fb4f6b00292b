import type { SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, registerUser, setPlan } from '../../test/harness.ts';

/**
 * What the first questions a newcomer asks answer with (docs/product.md "Questions and
 * predictions"): a 'today' on an empty day moves to the next day with games and says so, and a
 * match not priced yet points at a priced one. Real rows from the mirror, clocks fixed.
 */
async function appAt(asOf: string) {
  const t = await createTestApp('pglite', { env: { AS_OF: asOf }, from: 'mini-mirror' });
  const { token, user } = await registerUser(t.app);
  await setPlan(t.database, user.id, 'premium');
  const search = async (query: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { ...bearer(token), 'x-time-zone': 'Europe/London' },
      remoteAddress: nextIp(),
      payload: { query },
    });
    return { status: response.statusCode, body: response.json() as SearchResponse };
  };
  return { t, search };
}

describe("a 'today' question on a day without games", () => {
  let app: Awaited<ReturnType<typeof appAt>>;
  // Wed 22 Jan 2025: no Premier League game between Mon 20 and Sat 25 Jan.
  beforeAll(async () => {
    app = await appAt('2025-01-22T12:00:00Z');
  }, 120_000);
  afterAll(() => app.t.close());

  it('answers the next day with games and says so', async () => {
    const { status, body } = await app.search('Premier League best bets today');
    expect(status).toBe(200);
    expect(body.interpretation).toMatchObject({
      intent: 'value',
      dateRange: { label: 'Sat 25 Jan' },
      notice: 'No Premier League matches today (Wed 22 Jan); these are the next, on Sat 25 Jan.',
    });
    expect(body.matches.length).toBeGreaterThan(1);
    // Every match answered is on that Saturday (priced on the Friday before, not yet).
    for (const card of body.matches) expect(card.kickoff.slice(0, 10)).toBe('2025-01-25');
  });
});

describe('a match with no prices yet', () => {
  let app: Awaited<ReturnType<typeof appAt>>;
  // The default clock's morning: Sun 2 Feb 2025, after the Friday capture.
  beforeAll(async () => {
    app = await appAt('2025-02-02T08:00:00Z');
  }, 120_000);
  afterAll(() => app.t.close());

  it('says when prices appear and offers the soonest priced match of either team', async () => {
    const { status, body } = await app.search('Chelsea vs Liverpool value bets');
    expect(status).toBe(200);
    expect(body.odds).toEqual([]);
    expect(body.pricesPending).toMatchObject({ expectedAt: '2025-05-02T16:00:00.000Z' });
    // Liverpool played on Saturday; Chelsea's Monday game against West Ham was priced on Friday.
    expect(body.pricedAlternative).toMatchObject({
      homeTeam: 'Chelsea',
      awayTeam: 'West Ham United',
      kickoff: '2025-02-03T20:00:00.000Z',
      reason: "Chelsea's soonest match with prices",
      question: 'Chelsea vs West Ham United value bets',
    });
    const asked = await app.search(body.pricedAlternative!.question);
    expect(asked.body.interpretation.matchId).toBe(body.pricedAlternative!.matchId);
    expect(asked.body.odds.length).toBeGreaterThan(0);
    expect(asked.body.pricesPending).toBeNull();
  });

  it('offers nothing where nothing is priced, and nothing for a priced match', async () => {
    // In replay an NBA line is dated at tip-off: no game has a price before it starts.
    const nba = await app.search('NBA Lakers vs Warriors odds');
    expect(nba.body.pricesPending).not.toBeNull();
    expect(nba.body.pricedAlternative).toBeNull();
    const priced = await app.search('Arsenal vs Manchester City prediction');
    expect(priced.body.odds.length).toBeGreaterThan(0);
    expect(priced.body.pricedAlternative).toBeNull();
  });
});
