import type { StatsResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1Team, V1TeamDetail } from '../../../contract/api-v1.ts';
import { bearer, databaseKinds } from '../../test/harness.ts';
import { walk } from './page-walk.ts';
import { type V1TestClient, v1TestClient } from './v1-test-client.ts';

const AS_OF = '2025-01-15T12:00:00.000Z';

describe.each(databaseKinds)('/api/v1/teams on %s', (kind) => {
  let app: V1TestClient;
  let all: V1Team[];

  beforeAll(async () => {
    app = await v1TestClient(kind);
    const page = await app.get<{ asOf: string; data: V1Team[]; nextCursor: string | null }>(
      '/api/v1/teams?limit=100',
    );
    expect(page.status).toBe(200);
    expect(page.body.asOf).toBe(AS_OF);
    all = (await walk<V1Team>(app, '/api/v1/teams', 100)).items;
  }, 180_000);
  afterAll(() => app?.t.close());

  const named = (league: string, pattern: RegExp) => {
    const team = all.find((t) => t.league.id === league && pattern.test(t.name));
    if (!team) throw new Error(`no ${pattern} in ${league}`);
    return team;
  };
  const detail = async (id: number) => {
    const response = await app.get<{ asOf: string; data: V1TeamDetail }>(`/api/v1/teams/${id}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it("lists each league's teams of the season at the clock, a club once per competition", async () => {
    const count = (league: string) => all.filter((t) => t.league.id === league).length;
    expect(count('E0')).toBe(20);
    expect(count('NBA')).toBe(30);
    expect(count('NFL')).toBe(32);
    expect(count('UCL')).toBe(36);
    // Arsenal plays the Premier League and the Champions League: listed under both, with the
    // association code only where the league does not say it (for no club of the six leagues).
    const arsenal = all.filter((t) => t.name === 'Arsenal');
    expect(arsenal.map((t) => [t.league.id, t.country])).toEqual([
      ['E0', null],
      ['UCL', null],
    ]);
    expect(named('UCL', /Benfica/).country).toBe('POR');
    expect(named('NBA', /Celtics/).country).toBeNull();
    expect(named('E0', /Tottenham/).league).toEqual({
      id: 'E0',
      name: 'Premier League',
      sport: 'soccer',
    });
  });

  it('pages by league, name and id: two at a time walks the same list without repeats', async () => {
    const { items, pages } = await walk<V1Team>(app, '/api/v1/teams', 2);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(items).toEqual(all);
    expect(new Set(items.map((t) => `${t.league.id}:${t.id}`)).size).toBe(items.length);
    const keys = items.map((t) => [t.league.id, t.name, t.id] as const);
    const sorted = [...keys].sort(
      (a, b) =>
        (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) ||
        (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) ||
        a[2] - b[2],
    );
    expect(keys).toEqual(sorted);
  });

  it('filters by league (any case) and refuses an unknown league or cursor', async () => {
    const epl = await walk<V1Team>(app, '/api/v1/teams?league=E0', 7);
    expect(epl.items).toEqual(all.filter((t) => t.league.id === 'E0'));
    const nba = await app.get<{ data: V1Team[] }>('/api/v1/teams?league=nba&limit=100');
    expect(nba.body.data).toEqual(all.filter((t) => t.league.id === 'NBA'));

    const unknown = await app.get<{ error: string }>('/api/v1/teams?league=XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('/api/v1/leagues');
    const garbage = await app.get<{ error: string }>('/api/v1/teams?cursor=not-a-cursor');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatch(/cursor/);
  });

  it("shows a team's stats as the web's stats panel does, its form before the clock and its next fixture", async () => {
    const arsenal = named('E0', /^Arsenal$/);
    const spurs = named('E0', /Tottenham/);
    const { asOf, data } = await detail(arsenal.id);
    expect(asOf).toBe(AS_OF);
    // Its domestic league, not the Champions League it also plays.
    expect(data.team).toEqual(arsenal);

    expect(data.form).toHaveLength(5);
    const dates = data.form.map((f) => Date.parse(f.date));
    expect(dates.every((d) => d < Date.parse(AS_OF))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const f of data.form) {
      const [scored, conceded] = f.score.split('-').map(Number) as [number, number];
      expect(f.result).toBe(scored > conceded ? 'W' : scored === conceded ? 'D' : 'L');
    }
    // The record is of the last ten games, so it holds at least the five shown, and the streak
    // is the run the form starts with.
    const shown = (r: string) => data.form.filter((f) => f.result === r).length;
    const recent = data.stats.recentRecord;
    expect(recent.wins).toBeGreaterThanOrEqual(shown('W'));
    expect(recent.draws).toBeGreaterThanOrEqual(shown('D'));
    expect(recent.losses).toBeGreaterThanOrEqual(shown('L'));
    const run = data.form.findIndex((f) => f.result !== data.form[0]!.result);
    expect(recent.streak.startsWith(data.form[0]!.result)).toBe(true);
    if (run > 0) expect(recent.streak).toBe(`${data.form[0]!.result}${run}`);
    expect(data.stats.lastUpdated).toBe(data.form[0]!.date);

    // The same figures the web's stats panel shows for Arsenal against Tottenham tonight.
    const web = await app.t.app.inject({
      url: '/api/stats/Arsenal/Tottenham',
      headers: bearer(app.session),
    });
    expect(web.statusCode).toBe(200);
    expect(data.stats).toEqual((web.json() as StatsResponse).teamStats.home);

    expect(data.nextFixture).toMatchObject({
      league: { id: 'E0' },
      homeTeam: { id: arsenal.id, name: 'Arsenal' },
      awayTeam: { id: spurs.id },
      kickoffTimeKnown: true,
      round: null,
    });
    expect(Date.parse(data.nextFixture!.kickoff)).toBeGreaterThan(Date.parse(AS_OF));
  });

  it('rates NBA sides by points against the league average, as the web does', async () => {
    const celtics = named('NBA', /Celtics/);
    const { data } = await detail(celtics.id);
    expect(data.team.league.id).toBe('NBA');
    const web = await app.t.app.inject({
      url: '/api/stats/Raptors/Celtics',
      headers: bearer(app.session),
    });
    expect(web.statusCode).toBe(200);
    expect(data.stats).toEqual((web.json() as StatsResponse).teamStats.away);
    expect(data.stats.recentRecord).not.toHaveProperty('draws');
    expect(data.form.every((f) => Date.parse(f.date) < Date.parse(AS_OF))).toBe(true);
  });

  it('shows a club from outside the six leagues in the Champions League', async () => {
    const benfica = named('UCL', /Benfica/);
    const { data } = await detail(benfica.id);
    expect(data.team).toEqual(benfica);
    expect(data.form.length).toBeGreaterThan(0);
    expect(data.form.every((f) => Date.parse(f.date) < Date.parse(AS_OF))).toBe(true);
  });

  it('answers 404 for a team it does not know and 400 for an id that is not a number', async () => {
    const missing = await app.get<{ error: string }>('/api/v1/teams/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/team/);
    const bad = await app.get<{ error: string }>('/api/v1/teams/arsenal');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('The team id must be a whole number.');
  });

  it('moves with the clock: a result known after it is in the form only once the clock passes it', async () => {
    const arsenal = named('E0', /^Arsenal$/);
    const before = (await detail(arsenal.id)).data;
    await app.moveClock('2025-01-16T12:00:00Z');
    const after = await detail(arsenal.id);
    expect(after.asOf).toBe('2025-01-16T12:00:00.000Z');
    // Arsenal 2–1 Tottenham, played the evening of the 15th: now their latest result.
    expect(after.data.form[0]).toMatchObject({ result: 'W', score: '2-1', home: true });
    expect(after.data.form[0]!.opponent).toBe(before.nextFixture!.awayTeam.name);
    expect(after.data.form.slice(1)).toEqual(before.form.slice(0, 4));
    expect(after.data.nextFixture!.id).not.toBe(before.nextFixture!.id);
  });
});
