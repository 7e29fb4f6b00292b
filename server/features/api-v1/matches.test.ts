import type { MatchResponse, StatsResponse } from '@contract';
import { and, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1MatchOdds, V1Prediction } from '../../../contract/api-v1.ts';
import { matches, teams } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

const AS_OF = '2025-01-15T12:00:00.000Z';

describe.each(databaseKinds)('/api/v1/matches on %s', (kind) => {
  let t: TestApp;
  let secret: string;
  let spursId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const { user, token } = await registerUser(t.app);
    await setPlan(t.database, user.id, 'premium');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(token),
      payload: { name: 'matches test' },
    });
    expect(created.statusCode).toBe(201);
    secret = (created.json() as { secret: string }).secret;
    spursId = await matchBetween('Arsenal', 'Tottenham', new Date(AS_OF));
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
  const ok = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { asOf: string; data: T };
  };

  /** The id of the first meeting of two named sides kicking off at or after `from`. */
  async function matchBetween(home: string, away: string, from: Date): Promise<number> {
    const idOf = async (name: string) =>
      (await t.database.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]!.id;
    const [row] = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.homeTeamId, await idOf(home)),
          eq(matches.awayTeamId, await idOf(away)),
          gte(matches.kickoff, from),
        ),
      )
      .orderBy(matches.kickoff)
      .limit(1);
    return row!.id;
  }

  it("gives an upcoming fixture's prediction, probabilities 0–1 from prices known at the clock", async () => {
    const { asOf, data } = await ok<V1Prediction>(`/api/v1/matches/${spursId}`);
    expect(asOf).toBe(AS_OF);
    expect(data.match).toMatchObject({
      id: spursId,
      league: { id: 'E0', name: 'Premier League', sport: 'soccer' },
      homeTeam: { name: 'Arsenal' },
      awayTeam: { name: 'Tottenham Hotspur' },
      kickoff: '2025-01-15T20:00:00.000Z',
      kickoffTimeKnown: true,
      kickoffDay: null,
      round: null,
      status: 'upcoming',
      score: null,
    });
    const { published, model, market } = data.probabilities;
    for (const p of [published, model, market!]) {
      expect(p.home + p.draw! + p.away).toBeCloseTo(1, 6);
      expect(p.home).toBeGreaterThan(0);
      expect(p.home).toBeLessThan(1);
    }
    // Tuesday's pre-match prices are the newest known at Wednesday noon.
    expect(data.marketPricesAt).toBe('2025-01-14T15:00:00.000Z');
    // What `published` is, beside it (added; no field was removed): soccer's headline is
    // Pinnacle's de-vigged price, the model having no weight, so it is not called pooled.
    expect(data.probabilitySource).toMatchObject({
      basis: 'market',
      label: "Market's fair price — Pinnacle, no-vig",
      modelWeight: 0,
    });
    expect(published.home).toBeCloseTo(market!.home, 9);
    expect(data.confidence.score).toBeGreaterThanOrEqual(1);
    expect(data.confidence.level).toBe(
      data.confidence.score >= 80 ? 'high' : data.confidence.score >= 60 ? 'medium' : 'low',
    );
    expect(data.confidence.factors.length).toBe(3);
    expect(data.summary).toMatch(/Arsenal/);
    expect(data.insights.length).toBeGreaterThan(0);
    expect(data.expectedGoals!.home).toBeGreaterThan(0);
    expect(data.fairSpread).toBeNull();
    expect(data.stage).toBeNull();

    // The same prediction the web's match page shows, there in percentages.
    const web = (
      await t.app.inject({ method: 'GET', url: `/api/match/${spursId}` })
    ).json() as MatchResponse;
    expect(Math.abs(published.home * 100 - web.prediction.homeWinProb)).toBeLessThan(0.11);
    expect(Math.abs(published.away * 100 - web.prediction.awayWinProb)).toBeLessThan(0.11);
    expect(web.prediction.probabilitySource).toEqual(data.probabilitySource);
  });

  it('gives every book with its capture time, never one after the clock, and no lock', async () => {
    const { asOf, data } = await ok<V1MatchOdds>(`/api/v1/matches/${spursId}/odds`);
    expect(data.matchId).toBe(spursId);
    expect(data.books.length).toBeGreaterThan(1);
    expect(data.books.every((b) => b.capturedAt <= asOf && b.kind === 'pre-match')).toBe(true);
    expect(data.books.some((b) => b.sportsbook === 'Pinnacle')).toBe(true);
    expect(data.pricesPending).toBeNull();
    expect(data.lineHistory.series.length).toBeGreaterThan(0);
    const points = data.lineHistory.series.flatMap((s) => s.points);
    expect(points.every((p) => p.at <= asOf)).toBe(true);
  });

  it("gives both sides' records and ratings, as the web's stats for the pair", async () => {
    const { data } = await ok<StatsResponse>(`/api/v1/matches/${spursId}/stats`);
    const web = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Arsenal/Tottenham' })
    ).json() as StatsResponse;
    expect(data).toEqual(web);
    const arsenal = data.teamStats.home.recentRecord;
    expect(arsenal.wins + arsenal.losses + arsenal.draws!).toBe(10);
    expect(data.teamStats.away.lastUpdated <= AS_OF).toBe(true);
    // Arsenal's players are in the mirror's player files.
    expect(data.playerStats.home.length).toBeGreaterThan(0);
  });

  it('shows a finished match with its score and the prediction published before kick-off', async () => {
    const [played] = await t.database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.leagueId, 'E0'),
          lt(matches.kickoff, new Date(AS_OF)),
          isNotNull(matches.homeScore),
        ),
      )
      .orderBy(desc(matches.kickoff))
      .limit(1);
    const { data } = await ok<V1Prediction>(`/api/v1/matches/${played!.id}`);
    expect(data.match).toMatchObject({
      id: played!.id,
      status: 'finished',
      score: { home: played!.homeScore, away: played!.awayScore },
    });
    // The market behind the published prediction: prices from before kick-off only.
    expect(data.probabilities.market).not.toBeNull();
    expect(data.marketPricesAt! < data.match.kickoff).toBe(true);
    const odds = await ok<V1MatchOdds>(`/api/v1/matches/${played!.id}/odds`);
    expect(odds.data.pricesPending).toBeNull();
    expect(odds.data.books.every((b) => b.capturedAt <= odds.asOf)).toBe(true);
    const stats = await ok<StatsResponse>(`/api/v1/matches/${played!.id}/stats`);
    expect(stats.data.teamStats.home.lastUpdated <= AS_OF).toBe(true);
  });

  it("names a cup match's round, and gives no draw where the sport has none", async () => {
    const [cup] = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, 'UCL'), gte(matches.kickoff, new Date(AS_OF))))
      .orderBy(matches.kickoff)
      .limit(1);
    const ucl = (await ok<V1Prediction>(`/api/v1/matches/${cup!.id}`)).data;
    expect(ucl.match.league).toEqual({ id: 'UCL', name: 'Champions League', sport: 'soccer' });
    expect(ucl.match.round).toBe('League phase · Matchday 7');
    expect(ucl.stage).toMatchObject({ round: 'League phase · Matchday 7', neutral: false });

    const lakers = await matchBetween(
      'Golden State Warriors',
      'Los Angeles Lakers',
      new Date(AS_OF),
    );
    const nba = (await ok<V1Prediction>(`/api/v1/matches/${lakers}`)).data;
    expect(nba.match.league.sport).toBe('basketball');
    expect(nba.probabilities.model.draw).toBeNull();
    expect(nba.probabilities.model.home + nba.probabilities.model.away).toBeCloseTo(1, 6);
    expect(nba.expectedGoals).toBeNull();
    expect(typeof nba.fairSpread).toBe('number');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/api/v1/matches/{id}',
      '/api/v1/matches/{id}/odds',
      '/api/v1/matches/{id}/stats',
    ]) {
      expect(doc.paths[path].get.responses['404']).toBeDefined();
    }
  });

  it('answers 404 with a sentence for a match not known, or not yet published, at the clock', async () => {
    // The Super Bowl (9 Feb) is not drawn until the conference finals are played.
    const [superBowl] = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, 'NFL'), gte(matches.kickoff, new Date('2025-02-09'))));
    for (const id of [superBowl!.id, 999_999_999]) {
      for (const path of ['', '/odds', '/stats']) {
        const response = await get(`/api/v1/matches/${id}${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Match not found.' });
      }
    }
    const bad = await get('/api/v1/matches/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/match id must be a whole number/);
  });

  it('needs a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/matches/${spursId}` });
    expect(response.statusCode).toBe(401);
  });

  // Moves the clock: last.
  it('follows the match through kick-off to its result, the published prediction unchanged', async () => {
    const before = (await ok<V1Prediction>(`/api/v1/matches/${spursId}`)).data;
    const clock = { db: t.database.db, config: { asOf: new Date(AS_OF) } as never };

    await advanceReplayClock(clock, new Date('2025-01-15T20:15:00Z'));
    const during = await ok<V1Prediction>(`/api/v1/matches/${spursId}`);
    expect(during.asOf).toBe('2025-01-15T20:15:00.000Z');
    expect(during.data.match).toMatchObject({ status: 'in-play', score: null });
    expect(during.data.probabilities.published).toEqual(before.probabilities.published);

    await advanceReplayClock(clock, new Date('2025-01-16T12:00:00Z'));
    const after = await ok<V1Prediction>(`/api/v1/matches/${spursId}`);
    expect(after.data.match).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    expect(after.data.probabilities.published).toEqual(before.probabilities.published);
    expect(after.data.marketPricesAt).toBe(before.marketPricesAt);
    // After kick-off the books show the closing line, captured at kick-off.
    const odds = await ok<V1MatchOdds>(`/api/v1/matches/${spursId}/odds`);
    expect(odds.data.books.find((b) => b.sportsbook === 'Pinnacle')).toMatchObject({
      kind: 'closing',
      capturedAt: '2025-01-15T20:00:00.000Z',
    });
    expect(odds.data.books.every((b) => b.capturedAt <= odds.asOf)).toBe(true);
  });
});
