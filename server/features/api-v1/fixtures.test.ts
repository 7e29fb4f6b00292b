import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1Fixture } from '../../../contract/api-v1.ts';
import { databaseKinds } from '../../test/harness.ts';
import { type V1TestClient, v1TestClient } from './v1-test-client.ts';

interface Page {
  asOf: string;
  data: V1Fixture[];
  nextCursor: string | null;
}

/** The day a fixture is listed under: the league's date when only the date is known. */
const dayOf = (f: V1Fixture) => f.kickoffDay ?? f.kickoff.slice(0, 10);

describe.each(databaseKinds)('GET /api/v1/fixtures on %s', (kind) => {
  let api: V1TestClient;

  beforeAll(async () => {
    api = await v1TestClient(kind);
  }, 120_000);
  afterAll(() => api.t.close());

  const page = (query: string) => api.get<Page>(`/api/v1/fixtures${query}`);
  /** Every page of the week at the largest page size, as one list. */
  const wholeWeek = async () => {
    const data: V1Fixture[] = [];
    let cursor: string | null = null;
    let asOf = '';
    do {
      const { status, body } = await page(
        `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(status).toBe(200);
      data.push(...body.data);
      asOf = body.asOf;
      cursor = body.nextCursor;
    } while (cursor);
    return { asOf, data };
  };

  it('needs an API key', async () => {
    const response = await api.t.app.inject({ method: 'GET', url: '/api/v1/fixtures' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the week from the clock, after the clock, in kick-off order, with names and rounds', async () => {
    const body = await wholeWeek();
    expect(body.asOf).toBe('2025-01-15T12:00:00.000Z');
    expect(body.data.length).toBeGreaterThan(20);
    for (const f of body.data) {
      expect(Date.parse(f.kickoff)).toBeGreaterThan(Date.parse(body.asOf));
      expect(dayOf(f) >= '2025-01-15' && dayOf(f) <= '2025-01-22').toBe(true);
    }
    const order = body.data.map((f) => [Date.parse(f.kickoff), f.id] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);

    expect(body.data.find((f) => f.id === 207)).toEqual({
      id: 207,
      league: { id: 'E0', name: 'Premier League', sport: 'soccer' },
      homeTeam: { id: expect.any(Number), name: 'Arsenal' },
      awayTeam: { id: expect.any(Number), name: 'Tottenham Hotspur' },
      kickoff: '2025-01-15T20:00:00.000Z',
      kickoffTimeKnown: true,
      kickoffDay: null,
      round: null,
    });
    // The NBA file gives dates only: the day is the league's, not the placeholder's UTC day.
    const nba = body.data.find((f) => f.league.id === 'NBA')!;
    expect(nba).toMatchObject({ kickoffTimeKnown: false, kickoffDay: '2025-01-15' });
    expect(nba.kickoff).toBe('2025-01-16T00:30:00.000Z');
    const cup = body.data.find((f) => f.league.id === 'UCL')!;
    expect(cup.round).toBe('League phase · Matchday 7');
  });

  it('keeps to the days asked for, counting a date-only fixture on its date', async () => {
    const { status, body } = await page('?from=2025-01-18&to=2025-01-19&limit=100');
    expect(status).toBe(200);
    const days = new Set(body.data.map(dayOf));
    expect([...days].sort()).toEqual(['2025-01-18', '2025-01-19']);
    const ids = body.data.map((f) => f.id);
    // Fri 17 Jan's NBA night has its placeholder instant on the 18th (UTC): not in the window.
    const friday = (await page('?from=2025-01-17&to=2025-01-17&limit=100')).body.data;
    const fridayNba = friday.filter((f) => f.league.id === 'NBA');
    expect(fridayNba.length).toBeGreaterThan(0);
    expect(fridayNba.every((f) => f.kickoff.startsWith('2025-01-18'))).toBe(true);
    expect(fridayNba.some((f) => ids.includes(f.id))).toBe(false);
    // Sunday's last NBA games carry the 20th as their instant and are still Sunday's.
    expect(body.data.some((f) => f.league.id === 'NBA' && f.kickoff.startsWith('2025-01-20'))).toBe(
      true,
    );
  });

  it('filters by league, and names the list of ids for one it does not know', async () => {
    const nba = await page('?league=NBA&limit=100');
    expect(nba.status).toBe(200);
    expect(nba.body.data.length).toBeGreaterThan(0);
    expect(nba.body.data.every((f) => f.league.id === 'NBA')).toBe(true);
    expect((await page('?league=nba&limit=100')).body.data).toEqual(nba.body.data);

    const unknown = await page('?league=XYZ');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: expect.stringContaining('/api/v1/leagues') });
  });

  it('walks the whole list two at a time, with no repeats or gaps', async () => {
    const all = await wholeWeek();
    const walked: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { status, body } = await page(query);
      expect(status).toBe(200);
      expect(body.data.length).toBeLessThanOrEqual(2);
      walked.push(...body.data.map((f) => f.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    expect(cursor).toBeNull();
    expect(walked).toEqual(all.data.map((f) => f.id));
    expect(new Set(walked).size).toBe(walked.length);
  });

  it('answers 400 with a sentence for a cursor or window it cannot use', async () => {
    const cases: [string, RegExp][] = [
      ['?cursor=not-a-cursor', /cursor is not one this API gave out/],
      ['?from=2025-01-20&to=2025-01-19', /to \(2025-01-19\) is before from \(2025-01-20\)/],
      ['?from=2025-01-15&to=2025-02-15', /at most 31 days/],
      ['?from=2025-02-30', /2025-02-30 is not one/],
      ['?from=15-01-2025', /from must be a date written YYYY-MM-DD/],
      ['?limit=0', /limit must be a whole number from 1 to 100/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await page(query);
      expect(status, query).toBe(400);
      expect((body as unknown as { error: string }).error, query).toMatch(message);
    }
    // 31 days, both ends counted, is the longest window.
    expect((await page('?from=2025-01-15&to=2025-02-14')).status).toBe(200);
  });

  it('moves with the clock: a fixture that has kicked off is no longer listed', async () => {
    const before = (await page('?from=2025-01-18&to=2025-01-18&league=E0')).body.data;
    expect(before.map((f) => f.kickoff)).toContain('2025-01-18T12:30:00.000Z');
    await api.moveClock('2025-01-18T14:00:00Z');
    const { body } = await page('?from=2025-01-18&to=2025-01-18&league=E0');
    expect(body.asOf).toBe('2025-01-18T14:00:00.000Z');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((f) => Date.parse(f.kickoff) > Date.parse(body.asOf))).toBe(true);
    expect(body.data.length).toBeLessThan(before.length);
  });
});
