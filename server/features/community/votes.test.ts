import type { MatchVotesResponse, SearchResponse, VoteResponse, VotesResponse } from '@contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/queries/raw.ts';
import { predictions, votes } from '../../db/schema.ts';
import {
  advanceTime,
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  startTime,
  type TestApp,
} from '../../test/harness.ts';
import { VOTER_COOKIE } from './routes.ts';

const voterCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === VOTER_COOKIE);

describe.each(databaseKinds)('votes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t.close());

  /** A match by its teams' stored names and its UTC date. */
  async function matchId(home: string, away: string, day: string): Promise<number> {
    const [row] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select m.id from matches m join teams h on h.id = m.home_team_id
          join teams a on a.id = m.away_team_id
          where h.name = ${home} and a.name = ${away}
            and (m.kickoff at time zone 'utc')::date = ${day}::date`,
    );
    if (!row) throw new Error(`no match ${home} v ${away} on ${day}`);
    return Number(row.id);
  }

  const getVotes = (path: string, cookie?: string, ip = nextIp()) =>
    t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: ip,
      ...(cookie ? { cookies: { [VOTER_COOKIE]: cookie } } : {}),
    });

  const postVote = (payload: unknown, cookie?: string, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vote',
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
      ...(cookie ? { cookies: { [VOTER_COOKIE]: cookie } } : {}),
    });

  it('issues the voter cookie, counts one vote per session and ignores a forged session id', async () => {
    const first = await getVotes('/api/votes/Chelsea/Liverpool?session=session-123-abc');
    expect(first.statusCode).toBe(200);
    const cookie = voterCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie.maxAge).toBe(365 * 24 * 60 * 60);
    expect(first.json()).toEqual({
      voteCounts: { upvotes: 0, downvotes: 0 },
      userVote: null,
      session: cookie.value,
    } satisfies VotesResponse);

    // The client's own id is not what counts: the cookie is.
    const voted = await postVote(
      { homeTeam: 'Chelsea', awayTeam: 'Liverpool', voteType: 'upvote', userSession: 'session-1' },
      cookie.value,
    );
    expect(voted.statusCode).toBe(200);
    expect(voterCookie(voted)).toBeUndefined();
    expect(voted.json()).toMatchObject({
      voteCounts: { upvotes: 1, downvotes: 0 },
      userVote: { voteType: 'upvote' },
      session: cookie.value,
    });

    // Another made-up session id with the same cookie is still the same voter: refused, unchanged.
    const again = await postVote(
      {
        homeTeam: 'Chelsea',
        awayTeam: 'Liverpool',
        voteType: 'downvote',
        userSession: 'session-2',
      },
      cookie.value,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You've already voted for this match" });

    // Someone without the cookie who sends the first voter's id gets their own session.
    const forger = await postVote({
      homeTeam: 'Chelsea',
      awayTeam: 'Liverpool',
      voteType: 'downvote',
      userSession: cookie.value,
    });
    expect(forger.statusCode).toBe(200);
    const forgerCookie = voterCookie(forger)!.value;
    expect(forgerCookie).not.toBe(cookie.value);
    expect((forger.json() as VoteResponse).voteCounts).toEqual({ upvotes: 1, downvotes: 1 });

    // Reads: the cookie's own vote; ?session= naming another voter reveals nothing.
    const mine = (
      await getVotes('/api/votes/Chelsea/Liverpool', cookie.value)
    ).json() as VotesResponse;
    expect(mine.userVote).toEqual({ voteType: 'upvote' });
    const spoofed = (
      await getVotes(`/api/votes/Chelsea/Liverpool?session=${cookie.value}`, forgerCookie)
    ).json() as VotesResponse;
    expect(spoofed.userVote).toEqual({ voteType: 'downvote' });
    const stranger = (
      await getVotes(`/api/votes/Chelsea/Liverpool?session=${cookie.value}`)
    ).json() as VotesResponse;
    expect(stranger.userVote).toBeNull();
    expect(stranger.voteCounts).toEqual({ upvotes: 1, downvotes: 1 });
  });

  it('counts a matchup once whichever name the teams go by', async () => {
    const cookie = voterCookie(await getVotes('/api/votes/Arsenal/Manchester%20City'))!.value;
    const voted = await postVote(
      { homeTeam: 'Arsenal', awayTeam: 'Man City', voteType: 'upvote' },
      cookie,
    );
    expect(voted.statusCode).toBe(200);
    const read = (
      await getVotes('/api/votes/arsenal/Manchester%20City', cookie)
    ).json() as VotesResponse;
    expect(read.voteCounts).toEqual({ upvotes: 1, downvotes: 0 });
    expect(read.userVote).toEqual({ voteType: 'upvote' });
    const dup = await postVote(
      { homeTeam: 'Arsenal', awayTeam: 'Manchester City', voteType: 'upvote' },
      cookie,
    );
    expect(dup.statusCode).toBe(409);
    // The other order is another question (who is at home matters).
    const reversed = (await getVotes('/api/votes/Man%20City/Arsenal', cookie)).json();
    expect(reversed.voteCounts).toEqual({ upvotes: 0, downvotes: 0 });
  });

  it('refuses bad votes with a sentence and changes nothing', async () => {
    const bad = await postVote({ homeTeam: 'Arsenal', awayTeam: 'Chelsea', voteType: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/voteType/);
    const blank = await postVote({ homeTeam: ' ', awayTeam: 'Chelsea', voteType: 'upvote' });
    expect(blank.statusCode).toBe(400);
    const symbols = await postVote({ homeTeam: '???', awayTeam: 'Chelsea', voteType: 'upvote' });
    expect(symbols.statusCode).toBe(400);
    const [row] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from votes where target like '%chelsea'`,
    );
    expect(Number(row!.count)).toBe(0);
  });

  it("links a signed-in user's disagree to their call without changing Strix's pick, once", async () => {
    const ana = await registerUser(t.app);
    await setPlan(t.database, ana.user.id, 'premium');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { query: 'Arsenal vs Tottenham' },
    });
    const prediction = (search.json() as SearchResponse).prediction;
    const [before] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, prediction.predictionId));
    expect(before).toMatchObject({ pick: 'home' });
    expect(before!.pickPrice).toBeGreaterThan(1);

    const voted = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: {
        homeTeam: prediction.homeTeam,
        awayTeam: prediction.awayTeam,
        voteType: 'downvote',
        userSession: 'session-anything',
      },
    });
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({
      voteCounts: { upvotes: 0, downvotes: 1 },
      userVote: { voteType: 'downvote' },
    });
    const [after] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, prediction.predictionId));
    // Strix's call and its price stay as published: the disagree is Ana's pick, not Strix's.
    expect(after).toMatchObject({ pick: 'home', pickPrice: before!.pickPrice });
    const [vote] = await t.database.db
      .select()
      .from(votes)
      .where(eq(votes.predictionId, prediction.predictionId));
    expect(vote).toMatchObject({ userId: ana.user.id, sessionId: null, choice: 'downvote' });

    // Signed in, the account votes, whatever browser it uses.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { homeTeam: 'Arsenal', awayTeam: 'Spurs', voteType: 'upvote' },
    });
    expect(again.statusCode).toBe(409);
    const read = (
      await t.app.inject({
        method: 'GET',
        url: '/api/votes/Arsenal/Tottenham%20Hotspur',
        headers: bearer(ana.token),
      })
    ).json() as VotesResponse;
    expect(read.userVote).toEqual({ voteType: 'downvote' });
    const [unchanged] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, prediction.predictionId));
    expect(unchanged!.pick).toBe('home');

    // Agreeing changes no pick either.
    const ben = await registerUser(t.app);
    await setPlan(t.database, ben.user.id, 'premium');
    const benSearch = (
      await t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(ben.token),
        remoteAddress: nextIp(),
        payload: { query: 'Arsenal vs Tottenham' },
      })
    ).json() as SearchResponse;
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(ben.token),
      remoteAddress: nextIp(),
      payload: { homeTeam: 'Arsenal', awayTeam: 'Tottenham', voteType: 'upvote' },
    });
    expect(agreed.json()).toMatchObject({
      voteCounts: { upvotes: 1, downvotes: 1 },
    });
    const [benRow] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, benSearch.prediction.predictionId));
    expect(benRow!.pick).toBe('home');
  });

  it('keeps real match-page votes with a zero state, home/draw/away once per voter', async () => {
    const id = await matchId('Arsenal', 'Man City', '2025-02-02');
    const empty = await getVotes(`/api/match/${id}/votes`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      home: 0,
      draw: 0,
      away: 0,
      total: 0,
      userVote: null,
      drawAllowed: true,
      open: true,
      myPick: null,
    } satisfies MatchVotesResponse);
    const cookie = voterCookie(empty)!.value;

    const vote = (choice: string, voterCookieValue?: string, ip?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/match/${id}/vote`,
        payload: { choice },
        remoteAddress: ip ?? nextIp(),
        ...(voterCookieValue ? { cookies: { [VOTER_COOKIE]: voterCookieValue } } : {}),
      });
    const home = await vote('home', cookie);
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ home: 1, draw: 0, away: 0, total: 1, userVote: 'home' });
    const second = await vote('away', cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: "You've already voted for this match" });
    const draw = await vote('draw');
    expect(draw.json()).toMatchObject({ home: 1, draw: 1, away: 0, total: 2, userVote: 'draw' });
    const user = await registerUser(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/match/${id}/vote`,
      headers: bearer(user.token),
      payload: { choice: 'away' },
    });
    expect(signedIn.json()).toMatchObject({ home: 1, draw: 1, away: 1, userVote: 'away' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/match/${id}/votes`,
          headers: bearer(user.token),
        })
      ).json(),
    ).toMatchObject({ total: 3, userVote: 'away' });
    expect((await vote('sideways')).statusCode).toBe(400);

    // NBA has no draws; unknown matches are 404; a played match is closed to votes.
    const nba = await matchId('Golden State Warriors', 'Los Angeles Lakers', '2025-01-26');
    const nbaRead = (await getVotes(`/api/match/${nba}/votes`)).json() as MatchVotesResponse;
    expect(nbaRead).toMatchObject({ drawAllowed: false, total: 0 });
    const nbaDraw = await t.app.inject({
      method: 'POST',
      url: `/api/match/${nba}/vote`,
      payload: { choice: 'draw' },
      remoteAddress: nextIp(),
    });
    expect(nbaDraw.statusCode).toBe(400);
    expect(nbaDraw.json().error).toBe("This match can't end in a draw.");
    for (const path of ['/api/match/999999999/votes', '/api/match/abc/votes']) {
      const missing = await getVotes(path);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Match not found.' });
    }
    const played = await matchId('Arsenal', 'Everton', '2024-12-14');
    expect((await getVotes(`/api/match/${played}/votes`)).json()).toMatchObject({ open: false });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/match/${played}/vote`,
      payload: { choice: 'home' },
      remoteAddress: nextIp(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Voting has closed for this match.');
  });

  it('limits votes to 30 a minute per client', async () => {
    startTime(t);
    try {
      const ip = nextIp();
      const statuses: number[] = [];
      // Different matchups, so only the per-client pace limits (not the anonymous-voter cap).
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (
            await postVote(
              { homeTeam: 'Rate Alpha', awayTeam: `Rate Beta ${i}`, voteType: 'upvote' },
              undefined,
              ip,
            )
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another client is unaffected; the window slides with the clock.
      expect(
        (await postVote({ homeTeam: 'Rate Alpha', awayTeam: 'Rate Beta', voteType: 'upvote' }))
          .statusCode,
      ).toBe(200);
      advanceTime(t, 61_000);
      expect(
        (
          await postVote(
            { homeTeam: 'Rate Alpha', awayTeam: 'Rate Gamma', voteType: 'upvote' },
            undefined,
            ip,
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
