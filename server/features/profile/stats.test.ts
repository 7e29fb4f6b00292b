import type { Badge, LeaderboardEntry, UserStats } from '@contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictions } from '../../db/schema.ts';
import { bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import {
  disagree,
  FIXTURES,
  type FixtureKey,
  ingestMiniMirror,
  predict,
  predictor,
  settle,
} from '../record/settled-picks-kit.ts';

const ALL: FixtureKey[] = ['newcastle', 'leicester', 'everton', 'arsenal', 'raptors', 'clippers'];

describe.each(databaseKinds)('stats, badges and leaderboard on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof predictor>>;
  let ben: Awaited<ReturnType<typeof predictor>>;
  let cai: Awaited<ReturnType<typeof predictor>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await ingestMiniMirror(t);
    ana = await predictor(t, 'Ana Lima', 'ana');
    ben = await predictor(t, 'Ben Okafor', 'ben');
    cai = await predictor(t, 'Cai Wen', 'cai');
    // Ana takes Strix's side every time: right on five, wrong on the Raptors upset.
    await predict(t, ana.token, ALL);
    // Ben disagrees on Raptors v Celtics, so he backs the Raptors, who won.
    const benPicks = await predict(t, ben.token, ALL.slice(0, 5));
    await disagree(t, ben.token, benPicks.get('raptors')!);
    // Cai has four settled picks: not enough for the leaderboard.
    await predict(t, cai.token, ALL.slice(0, 4));
  }, 180_000);
  afterAll(() => t.close());

  const stats = async (token: string) =>
    (await t.app.inject({ url: '/api/user/stats', headers: bearer(token) })).json() as UserStats;
  const leaderboard = async (token?: string) =>
    (
      await t.app.inject({ url: '/api/leaderboard', ...(token ? { headers: bearer(token) } : {}) })
    ).json() as LeaderboardEntry[];
  const badge = (s: UserStats, id: Badge['id']) => s.badges.find((b) => b.id === id)!;

  it('stores the picks as the real favourites, before any result is known', async () => {
    const rows = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.userId, ana.user.id));
    expect(rows).toHaveLength(6);
    const picks = rows.map((r) => r.pick).sort();
    expect(picks).toEqual(ALL.map((k) => FIXTURES[k].pick as string).sort());
    const before = await stats(ana.token);
    expect(before.overview).toMatchObject({
      totalPredictions: 6,
      accuracy: 0,
      settledPredictions: 0,
    });
    expect(before.recentPredictions.every((p) => p.status === 'pending')).toBe(true);
    expect(badge(before, 'hot-streak')).toMatchObject({ earned: false, current: 0, progress: 0 });
    // Nobody has a settled pick yet: an empty leaderboard, not a sample one.
    expect(await leaderboard(ana.token)).toEqual([]);
  });

  it('counts accuracy over settled picks with one decimal, per league and per day', async () => {
    expect(await settle(t)).toBe(15);
    const s = await stats(ana.token);
    expect(s.overview).toEqual({
      totalPredictions: 6,
      accuracy: 83.3,
      settledPredictions: 6,
      followers: 0,
      following: 0,
    });
    expect(s.leaguePerformance).toEqual([
      {
        leagueId: 'E0',
        league: expect.any(String),
        sport: 'soccer',
        accuracy: 100,
        predictions: 4,
        settled: 4,
      },
      {
        leagueId: 'NBA',
        league: 'NBA',
        sport: 'basketball',
        accuracy: 50,
        predictions: 2,
        settled: 2,
      },
    ]);
    // The last seven days by the app's clock, today last.
    expect(s.weeklyActivity).toHaveLength(7);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(s.weeklyActivity.at(-1)).toMatchObject({ date: today, predictions: 6 });
    expect(s.weeklyActivity.slice(0, 6).every((d) => d.predictions === 0)).toBe(true);
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][t.clock.now().getUTCDay()];
    expect(s.weeklyActivity.at(-1)!.day).toBe(weekday);

    expect(s.recentPredictions).toHaveLength(6);
    const [latest, upset] = s.recentPredictions;
    expect(latest).toMatchObject({
      homeTeam: 'Los Angeles Clippers',
      awayTeam: 'Brooklyn Nets',
      league: 'NBA',
      pick: 'home',
      status: 'correct',
    });
    expect(upset).toMatchObject({
      homeTeam: 'Toronto Raptors',
      awayTeam: 'Boston Celtics',
      pick: 'away',
      status: 'incorrect',
    });
    expect(upset!.probability).toBeGreaterThan(50);
    expect(s.recentPredictions.filter((p) => p.status === 'correct')).toHaveLength(5);
  });

  it('awards badges by their rules on the real picks', async () => {
    const a = await stats(ana.token);
    // Four right, the upset, then one more: the longest run is 4 of 5.
    expect(badge(a, 'hot-streak')).toMatchObject({
      name: 'Hot Streak',
      earned: false,
      current: 4,
      target: 5,
      progress: 80,
    });
    // Everton v Villa: Villa were favourites at about 41%, under even chances.
    expect(badge(a, 'risk-taker')).toMatchObject({ earned: false, current: 1, progress: 10 });
    expect(badge(a, 'sharp-eye')).toMatchObject({ earned: false, current: 6 });
    expect(badge(a, 'community-hero')).toMatchObject({ earned: false, current: 0 });
    expect(badge(a, 'marathon-predictor')).toMatchObject({
      earned: false,
      current: 6,
      target: 500,
      progress: 1,
    });

    // Ben's disagreement made his Raptors pick right: five in a row.
    const b = await stats(ben.token);
    expect(b.overview).toMatchObject({ accuracy: 100, settledPredictions: 5 });
    expect(badge(b, 'hot-streak')).toMatchObject({ earned: true, progress: 100, current: 5 });
    expect(b.recentPredictions[0]).toMatchObject({
      homeTeam: 'Toronto Raptors',
      pick: 'home',
      status: 'correct',
    });
    expect(b.recentPredictions[0]!.probability).toBeLessThan(50);
    expect(badge(b, 'risk-taker')).toMatchObject({ current: 2 });
    expect(badge(b, 'community-hero')).toMatchObject({ current: 1, earned: false });
    expect(b.badges.map((x) => x.name)).toEqual([
      'Hot Streak',
      'Risk Taker',
      'Sharp Eye',
      'Community Hero',
      'Marathon Predictor',
    ]);
  });

  it("ranks this week's predictors with at least five settled picks, marking the viewer", async () => {
    const board = await leaderboard(ana.token);
    expect(board).toEqual([
      {
        rank: 1,
        name: 'Ben Okafor',
        username: 'ben',
        accuracy: 100,
        predictions: 5,
        isCurrentUser: false,
      },
      {
        rank: 2,
        name: 'Ana Lima',
        username: 'ana',
        accuracy: 83.3,
        predictions: 6,
        isCurrentUser: true,
      },
    ]);
    expect((await leaderboard()).every((e) => !e.isCurrentUser)).toBe(true);
    expect((await leaderboard(cai.token)).some((e) => e.isCurrentUser)).toBe(false);
    // A public profile shows the same counters.
    const pub = (await t.app.inject({ url: '/api/users/ana' })).json();
    expect(pub.overview).toMatchObject({ totalPredictions: 6, accuracy: 83.3 });

    // Next week nobody has settled anything yet.
    t.clock.advance(8 * 86_400_000);
    expect(await leaderboard(ana.token)).toEqual([]);
  });
});
