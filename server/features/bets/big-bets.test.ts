import {
  BET_CSV_HEADER,
  BET_LIMITS,
  type Bet,
  type LimitsResponse,
  STAKE_LIMIT_MAX,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettlement } from '../../jobs/settlement.ts';
import { bearer, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import {
  AFTER,
  moveClock,
  myBets,
  recordBet,
  type TwoBettors,
  twoBettors,
} from './bets-test-kit.ts';

/** The largest win the contract accepts: stake × (price − 1) at the top price and stake. */
const MAX_WIN = BET_LIMITS.maxStake * (BET_LIMITS.maxPrice - 1);

describe('the bet bounds', () => {
  it('keep every accepted profit, and a full account’s sum of them, exact in a number', () => {
    // 999,000,000 units = 99,900,000,000 cents: past 32 bits (why profit_cents is a bigint)…
    expect(MAX_WIN * 100).toBeGreaterThan(2 ** 31);
    // …and a whole account of such wins still sums exactly in a JavaScript number.
    expect(MAX_WIN * 100 * BET_LIMITS.maxBetsPerAccount).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // A stake, and a monthly stake limit, alone fit their 32-bit cents columns.
    expect(BET_LIMITS.maxStake * 100).toBeLessThan(2 ** 31);
    expect(STAKE_LIMIT_MAX * 100).toBeLessThan(2 ** 31);
  });
});

/**
 * The largest bet the contract accepts (price 1000, stake 1,000,000) that wins makes a profit
 * past 32 bits. It must record, grade and sum like any other, and never stop other people's
 * bets from being graded.
 */
describe.each(databaseKinds)('the largest bets on %s', (kind) => {
  let t: TestApp;
  let ana: TwoBettors['ana'];
  let ben: TwoBettors['ben'];
  let newcastle: number;
  let arsenal: number;

  beforeAll(async () => {
    ({ t, ana, ben, newcastle, arsenal } = await twoBettors(kind));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  // Far from any market price, so the person confirms it, as the form would ask them to.
  const biggest = {
    price: BET_LIMITS.maxPrice,
    stake: BET_LIMITS.maxStake,
    confirm: true,
  } as const;

  it('takes a hand-set win on the largest bet outside Strix, and imports one', async () => {
    const bet = await recordBet(t, ana.token, ana.user.id, {
      event: 'Celtic v Rangers',
      market: '1x2',
      selection: 'away',
      ...biggest,
    });
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${ana.user.id}/bets/${bet.id}`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { result: 'won' },
    });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ status: 'won', profit: MAX_WIN });

    const row = [
      '2025-01-10T12:00:00.000Z',
      'Hearts v Hibs',
      '',
      '1x2',
      'home',
      '',
      '1000',
      '1000000',
      '',
      'won',
      '',
      '',
      '',
      '',
    ];
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ben.user.id}/bets/import`,
      headers: { ...bearer(ben.token), 'content-type': 'text/csv' },
      remoteAddress: nextIp(),
      payload: `${BET_CSV_HEADER.join(',')}\n${row.join(',')}\n`,
    });
    expect(imported.statusCode).toBe(200);
    const [hearts] = (await myBets(t, ben.token, ben.user.id)).bets;
    expect(hearts).toMatchObject({ status: 'won', profit: MAX_WIN });
    // Both back to open, so the totals below count only the Strix matches.
    for (const [who, id] of [
      [ana, bet.id],
      [ben, hearts!.id],
    ] as const) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/user/${who.user.id}/bets/${id}`,
        headers: bearer(who.token),
        remoteAddress: nextIp(),
      });
    }
  });

  it('grades the largest winning bets and everyone else’s, with the right totals', async () => {
    // Newcastle 3–0 Wolves and Arsenal 2–1 Tottenham: both home sides won.
    const bigNewcastle = await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: '1x2',
      selection: 'home',
      ...biggest,
    });
    const bigArsenal = await recordBet(t, ana.token, ana.user.id, {
      matchId: arsenal,
      market: '1x2',
      selection: 'home',
      ...biggest,
    });
    const bigLoser = await recordBet(t, ana.token, ana.user.id, {
      matchId: arsenal,
      market: '1x2',
      selection: 'away',
      ...biggest,
    });
    const small = await recordBet(t, ben.token, ben.user.id, {
      matchId: newcastle,
      market: '1x2',
      selection: 'home',
      price: 1.5,
      stake: 10,
    });
    const smallLoser = await recordBet(t, ben.token, ben.user.id, {
      matchId: arsenal,
      market: '1x2',
      selection: 'draw',
      price: 3.4,
      stake: 2.5,
    });

    await moveClock(t, AFTER);
    const settled = await runSettlement({
      db: t.database.db,
      config: { asOf: AFTER, live: false } as never,
      clock: t.clock,
    });
    expect(settled).toBe(5);

    const anas = await myBets(t, ana.token, ana.user.id);
    const byId = new Map<string, Bet>(anas.bets.map((b) => [b.id, b]));
    expect(byId.get(bigNewcastle.id)).toMatchObject({ status: 'won', profit: MAX_WIN });
    expect(byId.get(bigArsenal.id)).toMatchObject({ status: 'won', profit: MAX_WIN });
    expect(byId.get(bigLoser.id)).toMatchObject({ status: 'lost', profit: -biggest.stake });
    expect(anas.summary.counts).toEqual({ open: 0, settled: 3, won: 2, lost: 1, void: 0 });
    expect(anas.summary.staked).toBe(3 * biggest.stake);
    expect(anas.summary.profit).toBe(2 * MAX_WIN - biggest.stake);
    expect(anas.summary.roi.value).toBeCloseTo((2 * MAX_WIN - biggest.stake) / (3 * biggest.stake));
    expect(anas.summary.month).toEqual({ month: '2025-01', bets: 3, staked: 3 * biggest.stake });
    expect(anas.summary.bankroll.at(-1)?.profit).toBe(2 * MAX_WIN - biggest.stake);
    expect(anas.summary.byMarket).toEqual([
      expect.objectContaining({
        key: '1x2',
        staked: 3 * biggest.stake,
        profit: 2 * MAX_WIN - biggest.stake,
      }),
    ]);

    const bens = await myBets(t, ben.token, ben.user.id);
    const bensById = new Map<string, Bet>(bens.bets.map((b) => [b.id, b]));
    expect(bensById.get(small.id)).toMatchObject({ status: 'won', profit: 5 });
    expect(bensById.get(smallLoser.id)).toMatchObject({ status: 'lost', profit: -2.5 });
    expect(bens.summary.profit).toBe(2.5);

    // The month's stakes, a SUM() in SQL, come back as a number on either driver.
    const limits = await t.app.inject({
      method: 'GET',
      url: `/api/user/${ana.user.id}/limits`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
    });
    expect((limits.json() as LimitsResponse).thisMonth).toMatchObject({
      stakes: 3 * biggest.stake,
      bets: 3,
    });
  });
});
