import type { MatchVotesResponse, UserStats } from '@contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/queries/raw.ts';
import { runSettlement } from '../../jobs/settlement.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';
import { predict, predictor, SETTLE_AT } from '../record/settled-picks-kit.ts';

/** The tests' replay clock: Wednesday 15 January 2025, noon UTC. */
const START = new Date('2025-01-15T12:00:00Z');

describe.each(databaseKinds)("a person's picks on %s", (kind) => {
  let t: TestApp;
  /** Newcastle v Wolves, that evening (Newcastle won 3–0), and Arsenal v Spurs the same night. */
  let newcastle: number;
  let arsenal: number;

  async function matchId(home: string, away: string): Promise<number> {
    const [row] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select m.id from matches m join teams h on h.id = m.home_team_id
          join teams a on a.id = m.away_team_id
          where h.name = ${home} and a.name = ${away}
            and (m.kickoff at time zone 'utc')::date = '2025-01-15'::date`,
    );
    if (!row) throw new Error(`no match ${home} v ${away}`);
    return Number(row.id);
  }

  const pickRows = (userId: string) =>
    rowsOf<{ match_id: number; source: string; choice: string; correct: boolean | null }>(
      t.database.db,
      sql`select match_id, source, choice, correct from picks where user_id = ${userId}`,
    );
  const voteRows = (userId: string, target: string) =>
    rowsOf<{ choice: string }>(
      t.database.db,
      sql`select choice from votes where user_id = ${userId} and target = ${target}`,
    );
  const whoWins = (token: string, id: number, choice: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/match/${id}/vote`,
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { choice },
    });
  const stats = async (token: string) =>
    (await t.app.inject({ url: '/api/user/stats', headers: bearer(token) })).json() as UserStats;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    newcastle = await matchId('Newcastle', 'Wolves');
    arsenal = await matchId('Arsenal', 'Tottenham');
  }, 120_000);
  afterAll(() => t.close());

  it('counts a "Who wins?" vote as a pick in the profile, with Strix\'s numbers at the time', async () => {
    const ana = await registerUser(t.app);
    const before = await stats(ana.token);
    expect(before.overview.totalPredictions).toBe(0);

    const voted = await whoWins(ana.token, newcastle, 'draw');
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({
      draw: 1,
      userVote: 'draw',
      myPick: { source: 'winner', choice: 'draw' },
    } satisfies Partial<MatchVotesResponse>);

    const after = await stats(ana.token);
    expect(after.overview).toMatchObject({ totalPredictions: 1, accuracy: null });
    expect(after.weeklyActivity.at(-1)).toMatchObject({ date: '2025-01-15', predictions: 1 });
    expect(after.leaguePerformance).toMatchObject([{ leagueId: 'E0', predictions: 1 }]);
    const [pick] = after.recentPredictions;
    expect(pick).toMatchObject({
      matchId: newcastle,
      source: 'winner',
      pick: 'draw',
      strixPick: 'home',
      status: 'pending',
      outcome: null,
      createdAt: START.toISOString(),
    });
    // Strix's published draw probability when the vote was cast, not a made-up figure.
    expect(pick!.probability).toBeGreaterThan(5);
    expect(pick!.probability).toBeLessThan(50);
  });

  it('keeps one pick per person and match under a burst, the later choice replacing the earlier', async () => {
    const ben = await registerUser(t.app);
    const choices = ['home', 'away', 'draw', 'home', 'away', 'draw', 'home', 'away'];
    const burst = await Promise.all(choices.map((c) => whoWins(ben.token, arsenal, c)));
    expect(burst.map((r) => r.statusCode)).toEqual(choices.map(() => 200));
    const picks = await pickRows(ben.user.id);
    const votes = await voteRows(ben.user.id, `match:${arsenal}`);
    expect(picks).toHaveLength(1);
    expect(votes).toHaveLength(1);
    // Whichever request was written last, the pick and the count agree on it.
    expect(picks[0]!.choice).toBe(votes[0]!.choice);
    const read = (
      await t.app.inject({ url: `/api/match/${arsenal}/votes`, headers: bearer(ben.token) })
    ).json() as MatchVotesResponse;
    expect(read.userVote).toBe(votes[0]!.choice);
    expect(read.home + read.draw + read.away).toBe(read.total);

    // A later, settled choice replaces it: one pick, one vote counted.
    expect((await whoWins(ben.token, arsenal, 'away')).statusCode).toBe(200);
    expect(await pickRows(ben.user.id)).toMatchObject([{ choice: 'away', source: 'winner' }]);
    expect((await stats(ben.token)).overview.totalPredictions).toBe(1);
  });

  it('makes an agree on Strix\'s call the pick for the match, replacing a "Who wins?" vote', async () => {
    const cai = await predictor(t, 'Cai Wen', 'cai');
    expect((await whoWins(cai.token, newcastle, 'away')).statusCode).toBe(200);
    const made = await predict(t, cai.token, ['newcastle']);
    const p = made.get('newcastle')!;
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(cai.token),
      remoteAddress: nextIp(),
      payload: { homeTeam: p.homeTeam, awayTeam: p.awayTeam, voteType: 'upvote' },
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ counted: true });
    expect(await pickRows(cai.user.id)).toMatchObject([
      { match_id: newcastle, source: 'agree', choice: 'home' },
    ]);
    const s = await stats(cai.token);
    expect(s.overview.totalPredictions).toBe(1);
    expect(s.recentPredictions[0]).toMatchObject({ source: 'agree', pick: 'home' });
    // Paying for an answer is not a pick: one search, one pick, from the vote.
    const read = (
      await t.app.inject({ url: `/api/match/${newcastle}/votes`, headers: bearer(cai.token) })
    ).json() as MatchVotesResponse;
    expect(read.myPick).toEqual({ source: 'agree', choice: 'home' });
  });

  it('refuses picks after kick-off with a sentence, and grades them when the match settles', async () => {
    const dee = await registerUser(t.app);
    expect((await whoWins(dee.token, newcastle, 'home')).statusCode).toBe(200);
    expect((await whoWins(dee.token, arsenal, 'away')).statusCode).toBe(200);

    // Both played (Newcastle 3–0 Wolves, Arsenal 2–1 Tottenham): the clock is past them.
    await advanceReplayClock({ db: t.database.db, config: { asOf: START } as never }, SETTLE_AT);
    const late = await whoWins(dee.token, newcastle, 'away');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Voting has closed for this match.' });
    expect((await pickRows(dee.user.id)).find((p) => p.match_id === newcastle)?.choice).toBe(
      'home',
    );
    // Not graded yet: the settlement job has not run.
    expect((await stats(dee.token)).overview).toMatchObject({ settledPredictions: 0 });

    await runSettlement({
      db: t.database.db,
      config: { asOf: START, live: false } as never,
      clock: t.clock,
    });
    const s = await stats(dee.token);
    expect(s.overview).toMatchObject({
      totalPredictions: 2,
      settledPredictions: 2,
      accuracy: 50,
    });
    const byMatch = new Map(s.recentPredictions.map((p) => [p.matchId, p]));
    expect(byMatch.get(newcastle)).toMatchObject({ status: 'correct', outcome: 'home' });
    expect(byMatch.get(arsenal)).toMatchObject({ status: 'incorrect', outcome: 'home' });
    expect(s.leaguePerformance).toMatchObject([{ leagueId: 'E0', accuracy: 50, settled: 2 }]);
    // Idempotent: a second run grades nothing twice.
    const settledAgain = await runSettlement({
      db: t.database.db,
      config: { asOf: START, live: false } as never,
      clock: t.clock,
    });
    expect(settledAgain).toBe(0);
  });
});
