import type { LeaderboardEntry, SearchResponse } from '@contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/queries/raw.ts';
import { bearer, createTestApp, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import { type FixtureKey, predict, predictor, settle } from '../record/settled-picks-kit.ts';

const FIVE: FixtureKey[] = ['newcastle', 'leicester', 'everton', 'arsenal', 'raptors'];

describe.each(databaseKinds)('what others see of a deleted account on %s', (kind) => {
  let t: TestApp;
  let gone: Awaited<ReturnType<typeof predictor>>;
  let stays: Awaited<ReturnType<typeof predictor>>;
  let goneCall: SearchResponse['prediction'];

  /** Searches the fixtures and agrees with each call: five settled picks rank on the board. */
  async function pickFive(token: string) {
    const made = await predict(t, token, FIVE);
    for (const p of made.values()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vote',
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload: { homeTeam: p.homeTeam, awayTeam: p.awayTeam, voteType: 'upvote' },
      });
      if (response.statusCode !== 200) throw new Error(`vote: ${response.body}`);
    }
    return made;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    gone = await predictor(t, 'Gail Gone', 'gail');
    stays = await predictor(t, 'Stan Stays', 'stan');
    goneCall = (await pickFive(gone.token)).get('newcastle')!;
    await pickFive(stays.token);
    await settle(t);
  }, 240_000);
  afterAll(() => t?.close());

  const leaderboard = async () =>
    (
      (
        await t.app.inject({ url: '/api/leaderboard', remoteAddress: nextIp() })
      ).json() as LeaderboardEntry[]
    ).map((entry) => entry.username);
  const status = async (url: string) =>
    (await t.app.inject({ url, remoteAddress: nextIp() })).statusCode;
  const graded = async () =>
    (
      await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from predictions where settled_at is not null`,
      )
    )[0]!.n;

  it('takes the profile, share pages and leaderboard entry away, and keeps the graded record', async () => {
    expect(await leaderboard()).toEqual(expect.arrayContaining(['gail', 'stan']));
    expect(await status('/api/users/gail')).toBe(200);
    expect(await status(`/p/${goneCall.predictionId}`)).toBe(200);
    const [share] = await rowsOf<{ share_image: string }>(
      t.database.db,
      sql`select share_image from predictions where id = ${goneCall.predictionId}`,
    );
    expect(await status(share!.share_image)).toBe(200);
    const gradedBefore = await graded();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${gone.user.id}`,
      headers: bearer(gone.token),
      payload: { password: gone.password },
    });
    expect(deleted.statusCode).toBe(204);

    expect(await leaderboard()).toEqual(['stan']);
    expect(await status('/api/users/gail')).toBe(404);
    expect(await status(`/p/${goneCall.predictionId}`)).toBe(404);
    expect(await status(`/api/shared/${goneCall.predictionId}`)).toBe(404);
    expect(await status(share!.share_image)).toBe(404);
    expect(await status('/api/users/stan')).toBe(200);
    // Every graded prediction still counts in the public record.
    expect(await graded()).toBe(gradedBefore);
  });
});
