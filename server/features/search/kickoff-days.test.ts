import {
  formatKickoff,
  formatKickoffDay,
  type MatchResponse,
  type SearchResponse,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

/** The texts name the day the viewer's cards show, whichever zone the viewer is in. */
describe.each(databaseKinds)('kick-off days on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(() => t.close());

  const search = (query: string, timeZone?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { ...bearer(token), ...(timeZone ? { 'x-time-zone': timeZone } : {}) },
      remoteAddress: nextIp(),
      payload: { query },
    });
  const match = async (id: number, timeZone: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${id}`,
        headers: { 'x-time-zone': timeZone },
        remoteAddress: nextIp(),
      })
    ).json() as MatchResponse;

  it('dates a US evening game by the viewer: Saturday in New York, Sunday in London', async () => {
    // Commanders at Lions, Sat 18 Jan 2025 20:00 Eastern = Sun 19 Jan 01:00 GMT.
    const seen: Record<string, string> = {
      'Europe/London': 'Sun 19 Jan, 01:00 GMT',
      'America/New_York': 'Sat 18 Jan, 20:00 EST',
    };
    const texts: string[] = [];
    for (const [timeZone, expected] of Object.entries(seen)) {
      const body = (await search('Lions vs Commanders', timeZone)).json() as SearchResponse;
      const p = body.prediction;
      texts.push(p.prediction.replace(`on ${expected}`, 'on <day>'));
      expect(p.kickoffDay ?? null).toBeNull();
      const card = formatKickoff(p.kickoff, { day: p.kickoffDay, timeZone });
      expect(card).toBe(expected);
      expect(p.prediction).toContain(`on ${card}`);
      expect(body.interpretation.label).toBe(
        `Detroit Lions vs Washington Commanders · ${formatKickoffDay(p.kickoff, { timeZone })}`,
      );
      const page = await match(p.matchId!, timeZone);
      expect(formatKickoff(page.startTime, { day: page.startDay, timeZone })).toBe(expected);
      expect(page.prediction.summary).toContain(`on ${expected}`);
    }
    // The same words either side of the Atlantic; only the day differs.
    expect(texts[0]).toBe(texts[1]);
  });

  it('puts a day-only NBA game on the day the league dates it, for every viewer', async () => {
    // The file gives Heat at Lakers on Wed 15 Jan and no time; 19:30 Eastern is a placeholder.
    for (const timeZone of ['Europe/London', 'Asia/Tokyo', 'America/New_York']) {
      const body = (await search('Lakers vs Heat', timeZone)).json() as SearchResponse;
      const p = body.prediction;
      expect(p.kickoffDay).toBe('2025-01-15');
      expect(formatKickoff(p.kickoff, { day: p.kickoffDay, timeZone })).toBe(
        'Wed 15 Jan · time TBC',
      );
      expect(p.prediction).toContain('on Wed 15 Jan');
      expect(body.interpretation.label).toBe('Los Angeles Lakers vs Miami Heat · Wed 15 Jan');
      const page = await match(p.matchId!, timeZone);
      expect(page.startTimeTbc).toBe(true);
      expect(formatKickoff(page.startTime, { day: page.startDay, timeZone })).toBe(
        'Wed 15 Jan · time TBC',
      );
    }
  });

  it('refuses a time zone that does not exist, with a sentence', async () => {
    const response = await search('Lakers vs Heat', 'Mars/Olympus_Mons');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/not a known IANA zone/);
  });
});
