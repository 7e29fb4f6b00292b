import type {
  Badge,
  LeaderboardEntry,
  SearchResponse,
  UserProfile,
  UserStats,
  VoteType,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';
import { type FixtureKey, predict, predictor, settle } from '../record/settled-picks-kit.ts';

const ALL: FixtureKey[] = ['newcastle', 'leicester', 'everton', 'arsenal', 'raptors', 'clippers'];
/** The default replay clock: every search and vote below happens "on" this day. */
const REPLAY_DAY = '2025-01-15';

describe.each(databaseKinds)('picks, stats, badges and leaderboard on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof predictor>>;
  let ben: Awaited<ReturnType<typeof predictor>>;
  let cai: Awaited<ReturnType<typeof predictor>>;
  let dee: Awaited<ReturnType<typeof predictor>>;

  async function vote(token: string, p: SearchResponse['prediction'], voteType: VoteType) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { homeTeam: p.homeTeam, awayTeam: p.awayTeam, voteType },
    });
    if (response.statusCode !== 200) throw new Error(`vote: ${response.body}`);
  }

  /** Searches the fixtures and votes on each: agree unless the fixture is in `against`. */
  async function pickAll(
    user: { token: string },
    keys: readonly FixtureKey[],
    against: FixtureKey[] = [],
  ) {
    const made = await predict(t, user.token, keys);
    for (const [key, p] of made) {
      await vote(user.token, p, against.includes(key) ? 'downvote' : 'upvote');
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    ana = await predictor(t, 'Ana Lima', 'ana');
    ben = await predictor(t, 'Ben Okafor', 'ben');
    cai = await predictor(t, 'Cai Wen', 'cai');
    dee = await predictor(t, 'Dee Park', 'dee');
    // Ana asks about Newcastle v Wolves three times, then agrees with Strix on every match:
    // right on five, wrong on the Raptors upset.
    await predict(t, ana.token, ['newcastle', 'newcastle']);
    await pickAll(ana, ALL);
    // Ben disagrees on Raptors v Celtics (Strix backed the Celtics), so he backs the Raptors,
    // who won.
    await pickAll(ben, ALL.slice(0, 5), ['raptors']);
    // Cai has four settled picks: not enough for the leaderboard.
    await pickAll(cai, ALL.slice(0, 4));
    // Dee reads every call and votes on none: Dee has made no picks at all.
    await predict(t, dee.token, ALL);
  }, 240_000);
  afterAll(() => t.close());

  const stats = async (token: string) =>
    (await t.app.inject({ url: '/api/user/stats', headers: bearer(token) })).json() as UserStats;
  const leaderboard = async (token?: string) =>
    (
      await t.app.inject({ url: '/api/leaderboard', ...(token ? { headers: bearer(token) } : {}) })
    ).json() as LeaderboardEntry[];
  const badge = (s: UserStats, id: Badge['id']) => s.badges.find((b) => b.id === id)!;

  it('counts one pick per voted match, none for searches alone, with no accuracy yet', async () => {
    const a = await stats(ana.token);
    // Eight searches, six votes: six picks.
    expect(a.overview).toEqual({
      totalPredictions: 6,
      accuracy: null,
      settledPredictions: 0,
      followers: 0,
      following: 0,
    });
    expect(a.recentPredictions).toHaveLength(6);
    expect(a.recentPredictions.every((p) => p.status === 'pending')).toBe(true);
    expect(a.leaguePerformance.every((l) => l.accuracy === null && l.settled === 0)).toBe(true);
    expect(badge(a, 'hot-streak')).toMatchObject({ earned: false, current: 0, progress: 0 });

    const d = await stats(dee.token);
    expect(d.overview).toMatchObject({ totalPredictions: 0, accuracy: null });
    expect(d.recentPredictions).toEqual([]);
    expect(d.leaguePerformance).toEqual([]);
    expect(d.weeklyActivity.every((day) => day.predictions === 0)).toBe(true);
    // Nothing bet on, so no underdogs and no progress anywhere.
    expect(d.badges.every((b) => b.current === 0 && b.progress === 0)).toBe(true);

    // Nobody has a settled pick yet: an empty leaderboard, not a sample one.
    expect(await leaderboard(ana.token)).toEqual([]);
  });

  it('dates the join, the picks and the week by the replay clock, not the wall clock', async () => {
    expect(t.clock.now().getUTCFullYear()).toBeGreaterThan(2025);
    const profile = (
      await t.app.inject({ url: '/api/user/profile', headers: bearer(ana.token) })
    ).json() as UserProfile;
    expect(profile.joinedAt).toBe(`${REPLAY_DAY}T12:00:00.000Z`);
    const pub = (await t.app.inject({ url: '/api/users/ana' })).json();
    expect(pub.joinedAt).toBe(`${REPLAY_DAY}T12:00:00.000Z`);

    const a = await stats(ana.token);
    expect(a.recentPredictions.every((p) => p.createdAt.startsWith(REPLAY_DAY))).toBe(true);
    // The week ends on the clock's today, Wednesday 15 January 2025.
    expect(a.weeklyActivity.map((d) => `${d.day} ${d.date}`)).toEqual([
      'Thu 2025-01-09',
      'Fri 2025-01-10',
      'Sat 2025-01-11',
      'Sun 2025-01-12',
      'Mon 2025-01-13',
      'Tue 2025-01-14',
      'Wed 2025-01-15',
    ]);
    expect(a.weeklyActivity.at(-1)!.predictions).toBe(6);
  });

  it('grades agree as the call winning and disagree as it not winning', async () => {
    // Every stored search is graded as Strix's call: six of Ana's (her two repeats of Newcastle v
    // Wolves the same day re-opened the first, storing nothing), five, four and six.
    expect(await settle(t)).toBe(6 + 5 + 4 + 6);
    const a = await stats(ana.token);
    expect(a.overview).toMatchObject({
      totalPredictions: 6,
      accuracy: 83.3,
      settledPredictions: 6,
    });
    expect(a.leaguePerformance).toEqual([
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
    const upset = a.recentPredictions.find((p) => p.homeTeam === 'Toronto Raptors')!;
    expect(upset).toMatchObject({
      awayTeam: 'Boston Celtics',
      source: 'agree',
      strixPick: 'away',
      pick: 'away',
      status: 'incorrect',
    });
    expect(upset.probability).toBeGreaterThan(50);

    // Ben's disagree backs the Raptors, who won: right, at the Celtics' complement.
    const b = await stats(ben.token);
    expect(b.overview).toMatchObject({ totalPredictions: 5, accuracy: 100, settledPredictions: 5 });
    const benUpset = b.recentPredictions.find((p) => p.homeTeam === 'Toronto Raptors')!;
    expect(benUpset).toMatchObject({
      source: 'disagree',
      strixPick: 'away',
      pick: 'home',
      status: 'correct',
    });
    expect(benUpset.probability).toBeCloseTo(100 - upset.probability!, 1);
    expect(benUpset.probability).toBeLessThan(50);

    // A settled week moves the clock: today is now Thursday 16th, the picks stay on the 15th.
    expect(a.weeklyActivity.at(-1)).toMatchObject({ day: 'Thu', date: '2025-01-16' });
    expect(a.weeklyActivity.at(-2)).toMatchObject({ date: REPLAY_DAY, predictions: 6 });
  });

  it('awards badges from picks: streaks, underdogs against the call, votes', async () => {
    const a = await stats(ana.token);
    // Four right, the upset, then one more: the longest run is 4 of 5.
    expect(badge(a, 'hot-streak')).toMatchObject({ earned: false, current: 4, progress: 80 });
    // Agreeing with Strix is never an underdog pick, even Villa at about 41% in three ways.
    expect(badge(a, 'risk-taker')).toMatchObject({ earned: false, current: 0, progress: 0 });
    expect(badge(a, 'sharp-eye')).toMatchObject({ earned: false, current: 6 });
    expect(badge(a, 'community-hero')).toMatchObject({ current: 6 });
    expect(badge(a, 'marathon-predictor')).toMatchObject({ current: 6, target: 500 });

    const b = await stats(ben.token);
    expect(badge(b, 'hot-streak')).toMatchObject({ earned: true, progress: 100, current: 5 });
    expect(badge(b, 'risk-taker')).toMatchObject({ current: 1, progress: 10 });
    expect(b.badges.map((x) => x.name)).toEqual([
      'Hot Streak',
      'Risk Taker',
      'Sharp Eye',
      'Community Hero',
      'Marathon Predictor',
    ]);

    const d = await stats(dee.token);
    expect(d.overview).toMatchObject({ totalPredictions: 0, accuracy: null });
    expect(badge(d, 'risk-taker')).toMatchObject({ current: 0 });
  });

  it("ranks this week's pickers with at least five settled picks, marking the viewer", async () => {
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
    // Cai (four picks) and Dee (searches only) are not ranked.
    expect(board.some((e) => e.name === 'Cai Wen' || e.name === 'Dee Park')).toBe(false);
    expect((await leaderboard(cai.token)).some((e) => e.isCurrentUser)).toBe(false);
    const pub = (await t.app.inject({ url: '/api/users/ana' })).json();
    expect(pub.overview).toMatchObject({ totalPredictions: 6, accuracy: 83.3 });

    // A week on the wall clock changes nothing: the week is the app clock's.
    t.clock.advance(8 * 86_400_000);
    expect(await leaderboard(ana.token)).toHaveLength(2);
    // A week on the app clock starts a new, empty one.
    await advanceReplayClock(
      { db: t.database.db, config: { asOf: new Date(`${REPLAY_DAY}T12:00:00Z`) } as never },
      new Date('2025-01-24T12:00:00Z'),
    );
    expect(await leaderboard(ana.token)).toEqual([]);
  });
});
