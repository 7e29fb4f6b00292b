import { BET_MESSAGES, type Bet } from '@contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSettlement } from '../../jobs/settlement.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { AFTER, matchId, moveClock, myBets, postBet, recordBet } from './bets-test-kit.ts';
import { settleBets } from './settle-bets.ts';

// Pinnacle's closing 1X2 for Newcastle–Wolves (15 Jan 2025) was 1.37 / 5.4 / 8.5:
// implied 0.729927 + 0.185185 + 0.117647 = 1.032759, so the home side's fair probability is
// 0.729927 / 1.032759 = 0.706774. Its closing over/under 2.5 was 1.51 / 2.66: over's fair
// probability 0.662252 / (0.662252 + 0.375940) = 0.637890.
const NEWCASTLE_FAIR = 1 / 1.37 / (1 / 1.37 + 1 / 5.4 + 1 / 8.5);
const OVER_FAIR = 1 / 1.51 / (1 / 1.51 + 1 / 2.66);

describe.each(databaseKinds)('my bets on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof registerUser>>;
  let ben: Awaited<ReturnType<typeof registerUser>>;
  let newcastle: number;
  let arsenal: number;
  let earlier: number;
  let raptors: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    ana = await registerUser(t.app, { name: 'Ana' });
    ben = await registerUser(t.app, { name: 'Ben' });
    newcastle = await matchId(t, 'Newcastle', 'Wolves', '2025-01-15');
    arsenal = await matchId(t, 'Arsenal', 'Tottenham', '2025-01-15');
    raptors = await matchId(t, 'Toronto Raptors', 'Boston Celtics', '2025-01-16');
    earlier = await matchId(t, 'Brentford', 'Man City', '2025-01-14');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
    });

  it('answers only the owner: signed out 401, someone else 403, an API key 401', async () => {
    expect((await get(`/api/user/${ana.user.id}/bets`)).statusCode).toBe(401);
    const foreign = await get(`/api/user/${ana.user.id}/bets`, ben.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: BET_MESSAGES.notYours });
    const write = await postBet(t, ben.token, ana.user.id, {
      event: 'Anything',
      market: '1x2',
      selection: 'home',
      price: 2,
      stake: 1,
    });
    expect(write.statusCode).toBe(403);
    const key = await t.app.inject({
      method: 'GET',
      url: `/api/user/${ana.user.id}/bets`,
      headers: { 'x-api-key': `strix_live_${'a'.repeat(43)}` },
      remoteAddress: nextIp(),
    });
    expect(key.statusCode).toBe(401);
    expect((await get(`/api/user/${ana.user.id}/bets/export.csv`, ben.token)).statusCode).toBe(403);
  });

  it('refuses bad bets with a sentence saying what is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { matchId: newcastle, market: '1x2', selection: 'home', price: 1.01, stake: 10 },
        BET_MESSAGES.priceInvalid,
      ],
      [
        { matchId: newcastle, market: '1x2', selection: 'home', price: 2, stake: 0 },
        BET_MESSAGES.stakeInvalid,
      ],
      [
        { matchId: newcastle, market: '1x2', selection: 'home', price: 2, stake: 10.005 },
        BET_MESSAGES.stakeInvalid,
      ],
      [
        { matchId: newcastle, market: '1x2', selection: 'home', price: 2, stake: 2_000_000 },
        BET_MESSAGES.stakeInvalid,
      ],
      [
        { matchId: newcastle, market: 'moneyline', selection: 'home', price: 2, stake: 10 },
        BET_MESSAGES.marketForSport,
      ],
      [
        { matchId: raptors, market: '1x2', selection: 'draw', price: 2, stake: 10 },
        BET_MESSAGES.marketForSport,
      ],
      [
        { matchId: raptors, market: 'moneyline', selection: 'draw', price: 2, stake: 10 },
        BET_MESSAGES.selectionForMarket,
      ],
      [
        { matchId: newcastle, market: 'total', selection: 'over', price: 2, stake: 10 },
        BET_MESSAGES.lineRequired,
      ],
      [
        {
          matchId: newcastle,
          market: 'spread',
          selection: 'home',
          line: -1.5,
          price: 2,
          stake: 10,
        },
        BET_MESSAGES.marketForSport,
      ],
      [
        { matchId: raptors, market: 'spread', selection: 'home', price: 2, stake: 10 },
        BET_MESSAGES.lineRequired,
      ],
      [
        { matchId: raptors, market: 'spread', selection: 'over', line: 4.5, price: 2, stake: 10 },
        BET_MESSAGES.selectionForMarket,
      ],
      [
        { matchId: raptors, market: 'spread', selection: 'away', line: -4.25, price: 2, stake: 10 },
        BET_MESSAGES.lineInvalid,
      ],
      [
        { matchId: raptors, market: 'spread', selection: 'away', line: 120, price: 2, stake: 10 },
        BET_MESSAGES.lineInvalid,
      ],
      [
        {
          event: 'Celtic v Rangers',
          leagueId: 'E0',
          market: 'spread',
          selection: 'home',
          line: -1.5,
          price: 2,
          stake: 10,
        },
        BET_MESSAGES.marketForSport,
      ],
      [
        { matchId: newcastle, market: 'total', selection: 'over', line: 2.25, price: 2, stake: 10 },
        BET_MESSAGES.lineInvalid,
      ],
      [
        { matchId: newcastle, market: '1x2', selection: 'home', line: 2.5, price: 2, stake: 10 },
        BET_MESSAGES.lineNotAllowed,
      ],
      [
        { matchId: earlier, market: '1x2', selection: 'home', price: 2, stake: 10 },
        BET_MESSAGES.matchSettled,
      ],
      [
        { matchId: 999_999, market: '1x2', selection: 'home', price: 2, stake: 10 },
        BET_MESSAGES.matchNotFound,
      ],
      [{ market: '1x2', selection: 'home', price: 2, stake: 10 }, BET_MESSAGES.matchOrEvent],
      [
        { matchId: newcastle, event: 'x', market: '1x2', selection: 'home', price: 2, stake: 10 },
        BET_MESSAGES.matchAndEvent,
      ],
      [
        {
          matchId: newcastle,
          market: '1x2',
          selection: 'home',
          price: 2,
          stake: 10,
          takenAt: '2025-01-15T12:00:01Z',
        },
        BET_MESSAGES.takenAtFuture,
      ],
      [
        {
          event: 'Celtics v Knicks',
          leagueId: 'NBA',
          market: '1x2',
          selection: 'draw',
          price: 2,
          stake: 10,
        },
        BET_MESSAGES.marketForSport,
      ],
      [
        {
          event: 'Somewhere',
          leagueId: 'XX',
          market: '1x2',
          selection: 'home',
          price: 2,
          stake: 10,
        },
        BET_MESSAGES.leagueInvalid,
      ],
    ];
    for (const [body, error] of cases) {
      const response = await postBet(t, ana.token, ana.user.id, body as never);
      expect({ body, status: response.statusCode, json: response.json() }).toEqual({
        body,
        status: 400,
        json: { error },
      });
    }
    expect((await myBets(t, ana.token, ana.user.id)).bets).toEqual([]);
  });

  let home: Bet;
  let over: Bet;
  let arsenalDraw: Bet;

  it('records bets at the clock, open until the result is known', async () => {
    home = await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: '1x2',
      selection: 'home',
      price: 1.5,
      stake: 10,
      bookmaker: 'Bet365',
      source: 'value-bet',
    });
    expect(home).toMatchObject({
      status: 'open',
      takenAt: '2025-01-15T12:00:00.000Z',
      selectionLabel: 'Newcastle',
      event: 'Newcastle v Wolves',
      match: { homeTeam: 'Newcastle', awayTeam: 'Wolves', homeScore: null, leagueId: 'E0' },
      profit: null,
      clv: null,
    });
    over = await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: 'total',
      selection: 'over',
      line: 2.5,
      price: 1.6,
      stake: 5.5,
      takenAt: '2025-01-15T09:00:00Z',
      source: 'odds',
    });
    arsenalDraw = await recordBet(t, ana.token, ana.user.id, {
      matchId: arsenal,
      market: '1x2',
      selection: 'draw',
      price: 5,
      stake: 2,
      bookmaker: 'Pinnacle',
      takenAt: '2025-01-15T11:00:00+00:00',
    });
    const list = await myBets(t, ana.token, ana.user.id);
    expect(list.bets.map((b) => b.id)).toEqual([home.id, arsenalDraw.id, over.id]);
    expect(list.summary.counts).toEqual({ open: 3, settled: 0, won: 0, lost: 0, void: 0 });
    expect(list.summary.atRisk).toBe(17.5);
    expect(list.summary.month).toEqual({ month: '2025-01', bets: 3, staked: 17.5 });
  });

  it('does not show a result the clock does not know yet, even once graded', async () => {
    // Another instance ahead of this one (or a replay started again from an earlier date):
    // the bets are graded in the database, but the clock is still before the matches.
    expect(await settleBets(t.database.db, AFTER)).toBe(3);
    const early = await myBets(t, ana.token, ana.user.id);
    expect(early.bets.map((b) => [b.status, b.profit, b.clv, b.match?.homeScore])).toEqual([
      ['open', null, null, null],
      ['open', null, null, null],
      ['open', null, null, null],
    ]);
    expect(early.summary.counts.settled).toBe(0);
    expect(early.summary.bankroll).toEqual([]);
  });

  it('grades with profit and closing-line value once the clock passes the match', async () => {
    await moveClock(t, AFTER);
    // Already graded: the settlement job finds nothing left to do.
    expect(
      await runSettlement({
        db: t.database.db,
        config: { asOf: AFTER, live: false } as never,
        clock: t.clock,
      }),
    ).toBe(0);
    const { bets, summary } = await myBets(t, ana.token, ana.user.id);
    const byId = new Map(bets.map((b) => [b.id, b]));
    const h = byId.get(home.id)!;
    expect(h).toMatchObject({ status: 'won', profit: 5, settledAt: '2025-01-15T21:30:00.000Z' });
    expect(h.match).toMatchObject({ homeScore: 3, awayScore: 0 });
    expect(h.closingProb).toBeCloseTo(NEWCASTLE_FAIR, 10);
    expect(h.closingProb).toBeCloseTo(0.706774, 6);
    // 1.5 × 0.706774 − 1
    expect(h.clv).toBeCloseTo(0.06016, 5);
    const o = byId.get(over.id)!;
    // 5.50 at 1.6 → +3.30; CLV 1.6 × 0.637890 − 1 = +0.020624
    expect(o).toMatchObject({ status: 'won', profit: 3.3 });
    expect(o.closingProb).toBeCloseTo(OVER_FAIR, 10);
    expect(o.clv).toBeCloseTo(0.02062, 5);
    const d = byId.get(arsenalDraw.id)!;
    expect(d).toMatchObject({ status: 'lost', profit: -2, settledAt: '2025-01-15T22:00:00.000Z' });
    expect(summary.counts).toEqual({ open: 0, settled: 3, won: 2, lost: 1, void: 0 });
    expect(summary.staked).toBe(17.5);
    expect(summary.profit).toBe(6.3);
    expect(summary.roi.value).toBeCloseTo(6.3 / 17.5, 10);
    // Both Newcastle bets end at 21:30; the one taken first comes first.
    expect(summary.bankroll.map((p) => p.profit)).toEqual([3.3, 8.3, 6.3]);
    expect(summary.verdict.kind).toBe('too-few');
    expect(summary.byMarket.map((r) => [r.key, r.profit])).toEqual([
      ['1x2', 3],
      ['total', 3.3],
    ]);
  });

  it('keeps profit and CLV true to an edited stake or price', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${ana.user.id}/bets/${home.id}`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { stake: 20, price: 1.55, note: 'Topped up' },
    });
    expect(response.statusCode).toBe(200);
    const bet = response.json() as Bet;
    expect(bet).toMatchObject({ stake: 20, price: 1.55, profit: 11, note: 'Topped up' });
    expect(bet.clv).toBeCloseTo(1.55 * NEWCASTLE_FAIR - 1, 10);
  });

  it('refuses a hand-set result on a Strix match, and someone else’s bet is not found', async () => {
    const patch = (userId: string, token: string, betId: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/user/${userId}/bets/${betId}`,
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload,
      });
    const result = await patch(ana.user.id, ana.token, home.id, { result: 'lost' });
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({ error: BET_MESSAGES.resultOnStrixMatch });
    // Ben, under his own id, naming Ana's bet: as if it did not exist.
    const foreign = await patch(ben.user.id, ben.token, home.id, { stake: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: BET_MESSAGES.notFound });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${ben.user.id}/bets/${home.id}`,
      headers: bearer(ben.token),
      remoteAddress: nextIp(),
    });
    expect(gone.statusCode).toBe(404);
    expect((await patch(ana.user.id, ana.token, 'not-a-bet', { stake: 1 })).statusCode).toBe(404);
    expect((await patch(ana.user.id, ana.token, home.id, {})).json()).toEqual({
      error: BET_MESSAGES.nothingToUpdate,
    });
    expect(
      (await myBets(t, ana.token, ana.user.id)).bets.find((b) => b.id === home.id)?.stake,
    ).toBe(20);
  });

  it('takes a result by hand on a bet outside Strix, and deletes it', async () => {
    const bet = await recordBet(t, ben.token, ben.user.id, {
      event: 'Celtic v Rangers',
      market: '1x2',
      selection: 'away',
      price: 3.2,
      stake: 4,
      bookmaker: 'Paddy Power',
    });
    expect(bet).toMatchObject({ match: null, canSetResult: true, status: 'open' });
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${ben.user.id}/bets/${bet.id}`,
      headers: bearer(ben.token),
      remoteAddress: nextIp(),
      payload: { result: 'won' },
    });
    expect(won.json()).toMatchObject({
      status: 'won',
      profit: 8.8,
      clv: null,
      clvNote: 'A bet outside Strix has no closing price on file, so it has no CLV.',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${ben.user.id}/bets/${bet.id}`,
      headers: bearer(ben.token),
      remoteAddress: nextIp(),
    });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await myBets(t, ben.token, ben.user.id)).bets).toEqual([]);
  });

  it('refuses every bets route to a person on a break', async () => {
    const cleo = await registerUser(t.app, { name: 'Cleo' });
    const bet = await recordBet(t, cleo.token, cleo.user.id, {
      event: 'Hearts v Hibs',
      market: '1x2',
      selection: 'home',
      price: 2,
      stake: 1,
    });
    await t.database.db.execute(
      sql`insert into betting_limits (user_id, break_kind, break_started_at, break_until)
          values (${cleo.user.id}, 'cool-off', now(), now() + interval '7 days')`,
    );
    const base = `/api/user/${cleo.user.id}/bets`;
    // Written behind the app's back: the instance hears of it from the database's announcement
    // (db/auth-changes.ts), which arrives within a second, not before the next statement.
    await vi.waitFor(
      async () => {
        const seen = await t.app.inject({
          method: 'GET',
          url: base,
          headers: bearer(cleo.token),
          remoteAddress: nextIp(),
        });
        expect(seen.statusCode).toBe(403);
      },
      { timeout: 2_000, interval: 20 },
    );
    const calls: [string, string, object?][] = [
      ['GET', base],
      ['POST', base, { event: 'x', market: '1x2', selection: 'home', price: 2, stake: 1 }],
      ['PATCH', `${base}/${bet.id}`, { stake: 2 }],
      ['DELETE', `${base}/${bet.id}`],
      ['GET', `${base}/export.csv`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(cleo.token),
        remoteAddress: nextIp(),
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
      expect(response.json().error).toMatch(/^Bet tracking is hidden during your break, until /);
    }
    const csv = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      headers: { ...bearer(cleo.token), 'content-type': 'text/csv' },
      remoteAddress: nextIp(),
      payload: 'taken_at\n',
    });
    expect(csv.statusCode).toBe(403);
  });
});
