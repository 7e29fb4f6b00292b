import type { FollowedTeamsResponse, MatchResponse, PriceTargetListResponse } from '@contract';
import { ALERT_MESSAGES, PRICE_TARGETS_MAX_WAITING } from '@contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/config.ts';
import { matches } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe.each(databaseKinds)('follows, alert settings and price targets on %s', (kind) => {
  let t: TestApp;
  let owner: User;
  let stranger: User;
  /** An upcoming Premier League match at the clock, with its teams' ids. */
  let match: MatchResponse;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
    const [next] = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, 'E0'), gt(matches.kickoff, testConfig().asOf)))
      .orderBy(asc(matches.kickoff))
      .limit(1);
    const id = next!.id;
    match = (
      await t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(owner.token) })
    ).json() as MatchResponse;
  }, 180_000);
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    as?: User,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      ...(as ? { headers: bearer(as.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  it('gives every route to its owner only: 401 signed out, 403 for someone else', async () => {
    const base = `/api/user/${owner.user.id}`;
    const routes: [Parameters<typeof call>[0], string, Record<string, unknown>?][] = [
      ['GET', `${base}/teams`],
      ['PUT', `${base}/teams/${match.homeTeamId}`],
      ['DELETE', `${base}/teams/${match.homeTeamId}`],
      ['GET', `${base}/alerts`],
      ['PUT', `${base}/alerts`, { valueBets: true }],
      ['GET', `${base}/price-targets`],
      [
        'POST',
        `${base}/price-targets`,
        { matchId: match.id, market: '1x2', selection: 'home', targetPrice: 3 },
      ],
      ['DELETE', `${base}/price-targets/00000000-0000-4000-8000-000000000000`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const other = await call(method, url, stranger, payload);
      expect(other.statusCode, `${method} ${url}`).toBe(403);
      expect(other.json()).toEqual({ error: ALERT_MESSAGES.notYours });
    }
    // Nothing happened to the owner's account.
    const teams = await call('GET', `${base}/teams`, owner);
    expect((teams.json() as FollowedTeamsResponse).teams).toEqual([]);
    const settings = await call('GET', `${base}/alerts`, owner);
    expect(settings.json()).toMatchObject({ valueBets: false, priceTargets: false });
  });

  it('follows and unfollows a team, and lists it with its league', async () => {
    const base = `/api/user/${owner.user.id}/teams`;
    expect(match.homeTeamId).toBeTypeOf('number');
    const followed = await call('PUT', `${base}/${match.homeTeamId}`, owner);
    expect(followed.json()).toEqual({ teamId: match.homeTeamId, following: true });
    // Following twice changes nothing.
    await call('PUT', `${base}/${match.homeTeamId}`, owner);
    const list = (await call('GET', base, owner)).json() as FollowedTeamsResponse;
    expect(list.teams).toHaveLength(1);
    expect(list.teams[0]).toMatchObject({
      id: match.homeTeamId,
      name: match.homeTeam,
      league: 'Premier League',
    });
    const unfollowed = await call('DELETE', `${base}/${match.homeTeamId}`, owner);
    expect(unfollowed.json()).toEqual({ teamId: match.homeTeamId, following: false });
    expect(((await call('GET', base, owner)).json() as FollowedTeamsResponse).teams).toEqual([]);

    for (const bad of ['0', 'abc', '99999999', '1.5']) {
      const response = await call('PUT', `${base}/${bad}`, owner);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ error: ALERT_MESSAGES.teamNotFound });
    }
  });

  it('keeps alerts off by default and refuses settings out of bounds', async () => {
    const url = `/api/user/${owner.user.id}/alerts`;
    expect((await call('GET', url, owner)).json()).toEqual({
      valueBets: false,
      minEdgePercent: 5,
      priceTargets: false,
      maxPerDay: 5,
      sentToday: 0,
      mailConfigured: false,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ minEdgePercent: 2.9 }, ALERT_MESSAGES.minEdge],
      [{ minEdgePercent: 51 }, ALERT_MESSAGES.minEdge],
      [{ minEdgePercent: '5' }, ALERT_MESSAGES.minEdge],
      [{ maxPerDay: 0 }, ALERT_MESSAGES.maxPerDay],
      [{ maxPerDay: 21 }, ALERT_MESSAGES.maxPerDay],
      [{ maxPerDay: 2.5 }, ALERT_MESSAGES.maxPerDay],
      [{}, ALERT_MESSAGES.emptyUpdate],
    ];
    for (const [payload, error] of cases) {
      const response = await call('PUT', url, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const saved = await call('PUT', url, owner, {
      valueBets: true,
      minEdgePercent: 7.5,
      maxPerDay: 20,
    });
    expect(saved.json()).toMatchObject({
      valueBets: true,
      minEdgePercent: 7.5,
      priceTargets: false,
      maxPerDay: 20,
    });
  });

  it('sets, lists and deletes price targets, and refuses ones that do not fit the match', async () => {
    const url = `/api/user/${owner.user.id}/price-targets`;
    const created = await call('POST', url, owner, {
      matchId: match.id,
      market: 'total',
      selection: 'over',
      line: 2.5,
      targetPrice: 2.2,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      matchId: match.id,
      homeTeam: match.homeTeam,
      description: 'Over 2.5',
      targetPrice: 2.2,
      status: 'waiting',
      firedAt: null,
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ market: 'moneyline', selection: 'home' }, 400, ALERT_MESSAGES.marketForSport],
      [{ market: '1x2', selection: 'over' }, 400, ALERT_MESSAGES.selectionForMarket],
      [{ market: 'total', selection: 'under' }, 400, ALERT_MESSAGES.lineRequired],
      [{ market: '1x2', selection: 'home', line: 1 }, 400, ALERT_MESSAGES.lineNotAllowed],
      [{ market: '1x2', selection: 'home', targetPrice: 1 }, 400, ALERT_MESSAGES.targetPrice],
      [{ market: '1x2', selection: 'home', matchId: 1 }, 404, ALERT_MESSAGES.matchNotUpcoming],
    ];
    for (const [change, status, error] of cases) {
      const response = await call('POST', url, owner, {
        matchId: match.id,
        targetPrice: 3,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json()).toEqual({ error });
    }
    const list = (await call('GET', url, owner)).json() as PriceTargetListResponse;
    expect(list.targets.map((x) => x.id)).toEqual([created.json().id]);
    // Someone else cannot delete it, even knowing its id, under their own address.
    const theirs = await call(
      'DELETE',
      `/api/user/${stranger.user.id}/price-targets/${created.json().id}`,
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
    const deleted = await call('DELETE', `${url}/${created.json().id}`, owner);
    expect(deleted.json()).toEqual({ deleted: true });
    const again = await call('DELETE', `${url}/${created.json().id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(((await call('GET', url, owner)).json() as PriceTargetListResponse).targets).toEqual([]);
  });

  it('holds the limit of waiting targets under parallel requests', async () => {
    const user = await registerUser(t.app);
    const url = `/api/user/${user.user.id}/price-targets`;
    const answers = await Promise.all(
      Array.from({ length: PRICE_TARGETS_MAX_WAITING + 10 }, (_, i) =>
        call('POST', url, user, {
          matchId: match.id,
          market: '1x2',
          selection: 'draw',
          targetPrice: 3 + i / 100,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PRICE_TARGETS_MAX_WAITING);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const list = (await call('GET', url, user)).json() as PriceTargetListResponse;
    expect(list.targets).toHaveLength(PRICE_TARGETS_MAX_WAITING);
  });
});
