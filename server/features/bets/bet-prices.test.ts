import {
  ALERT_MESSAGES,
  BET_MESSAGES,
  type Bet,
  PRICE_ENTRY_MESSAGES,
  type PriceTarget,
  priceEntryMessage,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { matchId, myBets, postBet } from './bets-test-kit.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

// At the test clock (15 Jan 2025 12:00) the best prices on file for Newcastle–Wolves are 1.38
// for Newcastle (1xBet) and 9.232 for Wolves (Betfair Exchange, net of its 2% commission).
const HOME_MARKET = '1.38 at 1xBet';

describe.each(databaseKinds)('prices typed in a format, and confirmations, on %s', (kind) => {
  let t: TestApp;
  let newcastle: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    newcastle = await matchId(t, 'Newcastle', 'Wolves', '2025-01-15');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const outside = { event: 'Sinner v Alcaraz', market: 'moneyline', selection: 'home' } as const;
  const onNewcastle = () => ({ matchId: newcastle, market: '1x2', selection: 'home' }) as const;
  const send = (
    user: User,
    method: 'POST' | 'PATCH',
    url: string,
    payload: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: bearer(user.token), remoteAddress: nextIp(), payload });

  it('reads American and fractional odds as their decimal price', async () => {
    const ana = await registerUser(t.app);
    const cases: [string | number, 'american' | 'fractional' | 'decimal', number][] = [
      ['+145', 'american', 2.45],
      ['-250', 'american', 1.4],
      [-250, 'american', 1.4],
      ['9/2', 'fractional', 5.5],
      ['2/5', 'fractional', 1.4],
      ['2,45', 'decimal', 2.45],
    ];
    for (const [i, [price, priceFormat, decimal]] of cases.entries()) {
      // Each at its own stake: the same bet twice within a minute would ask for confirmation.
      const response = await postBet(t, ana.token, ana.user.id, {
        ...outside,
        price,
        priceFormat,
        stake: i + 1,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as Bet).price).toBeCloseTo(decimal, 12);
    }
  });

  it('refuses a price that does not read in its format, stores nothing and repeats nothing typed', async () => {
    const ben = await registerUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      // The bug: '+145' typed as a decimal price was stored as 145.
      [{ price: '+145' }, priceEntryMessage('signed', 'decimal')],
      [{ price: '+145', priceFormat: 'decimal' }, priceEntryMessage('signed', 'decimal')],
      [{ price: '9/2' }, priceEntryMessage('slash', 'decimal')],
      [{ price: '2.45', priceFormat: 'american' }, priceEntryMessage('not-american', 'american')],
      [{ price: 5.5, priceFormat: 'fractional' }, priceEntryMessage('not-fraction', 'fractional')],
      [
        { price: 'evens please', priceFormat: 'american' },
        priceEntryMessage('not-number', 'american'),
      ],
      [{ price: '-20000', priceFormat: 'american' }, BET_MESSAGES.priceInvalid],
      [{ price: '2.45', priceFormat: 'moneyline' }, PRICE_ENTRY_MESSAGES.format],
      [{ price: 2.45, confirm: 'yes' }, PRICE_ENTRY_MESSAGES.confirm],
      [{ price: '2.45'.repeat(10) }, PRICE_ENTRY_MESSAGES.price],
    ];
    for (const [price, error] of cases) {
      const response = await postBet(t, ben.token, ben.user.id, {
        ...outside,
        stake: 1,
        ...price,
      } as never);
      expect({ price, status: response.statusCode, json: response.json() }).toEqual({
        price,
        status: 400,
        json: { error },
      });
    }
    expect((await myBets(t, ben.token, ben.user.id)).bets).toEqual([]);
  });

  it('asks to confirm a price more than 50% from the best price on file, and keeps it once confirmed', async () => {
    const cat = await registerUser(t.app);
    const bets = `/api/user/${cat.user.id}/bets`;
    // 145 as a decimal price, where the market is 1.38: ROI in the thousands of percent.
    const far = await send(cat, 'POST', bets, { ...onNewcastle(), price: 145, stake: 20 });
    expect(far.statusCode).toBe(409);
    expect(far.json()).toEqual({
      error: PRICE_ENTRY_MESSAGES.farFromMarket(HOME_MARKET),
      needsConfirmation: true,
    });
    // In American odds the market is said in American odds too (1.38 is −263).
    const american = await send(cat, 'POST', bets, {
      ...onNewcastle(),
      price: '+145',
      priceFormat: 'american',
      stake: 20,
    });
    expect(american.json()).toEqual({
      error: PRICE_ENTRY_MESSAGES.farFromMarket('-263 at 1xBet'),
      needsConfirmation: true,
    });
    expect((await myBets(t, cat.token, cat.user.id)).bets).toEqual([]);

    const near = await send(cat, 'POST', bets, {
      ...onNewcastle(),
      price: '-250',
      priceFormat: 'american',
      stake: 20,
    });
    expect(near.statusCode, near.body).toBe(201);
    const kept = await send(cat, 'POST', bets, {
      ...onNewcastle(),
      price: 145,
      stake: 20,
      confirm: true,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect((kept.json() as Bet).price).toBe(145);

    // An edit to a far price asks too; one in another format is read in it.
    const betUrl = `${bets}/${(near.json() as Bet).id}`;
    const edit = await send(cat, 'PATCH', betUrl, { price: 30 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ needsConfirmation: true });
    expect((await myBets(t, cat.token, cat.user.id)).bets.map((b) => b.price).sort()).toEqual([
      1.4, 145,
    ]);
    const fractional = await send(cat, 'PATCH', betUrl, {
      price: '4/11',
      priceFormat: 'fractional',
    });
    expect(fractional.statusCode, fractional.body).toBe(200);
    expect((fractional.json() as Bet).price).toBeCloseTo(1 + 4 / 11, 12);
    const confirmed = await send(cat, 'PATCH', betUrl, { price: 30, confirm: true });
    expect((confirmed.json() as Bet).price).toBe(30);
  });

  it('asks to confirm the same bet recorded again within a minute', async () => {
    const dan = await registerUser(t.app);
    const bet = { ...outside, price: 2.1, stake: 10 };
    expect((await postBet(t, dan.token, dan.user.id, bet)).statusCode).toBe(201);
    const again = await postBet(t, dan.token, dan.user.id, bet);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: BET_MESSAGES.repeatBet, needsConfirmation: true });
    // Another stake, price or selection is another bet.
    expect((await postBet(t, dan.token, dan.user.id, { ...bet, stake: 11 })).statusCode).toBe(201);
    expect((await postBet(t, dan.token, dan.user.id, { ...bet, price: 2.2 })).statusCode).toBe(201);
    const confirmed = await postBet(t, dan.token, dan.user.id, { ...bet, confirm: true });
    expect(confirmed.statusCode).toBe(201);
    // A minute later it is a new bet (recorded-at is the app's clock, not the bet's takenAt).
    t.clock.advance(61_000);
    expect((await postBet(t, dan.token, dan.user.id, bet)).statusCode).toBe(201);
    expect((await myBets(t, dan.token, dan.user.id)).bets).toHaveLength(5);
  });

  it('stores one of identical bets sent at once', async () => {
    const eve = await registerUser(t.app);
    const bet = { ...onNewcastle(), price: 1.4, stake: 10 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postBet(t, eve.token, eve.user.id, bet)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await myBets(t, eve.token, eve.user.id)).bets).toHaveLength(1);
  });

  it('reads a price target in its format and asks to confirm one far from the market', async () => {
    const fay = await registerUser(t.app);
    const url = `/api/user/${fay.user.id}/price-targets`;
    const target = (over: Record<string, unknown>) =>
      send(fay, 'POST', url, { matchId: newcastle, market: '1x2', ...over });
    const signed = await target({ selection: 'away', targetPrice: '+800' });
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toEqual({ error: priceEntryMessage('signed', 'decimal') });
    const tooShort = await target({
      selection: 'away',
      targetPrice: '1/200',
      priceFormat: 'fractional',
    });
    expect(tooShort.json()).toEqual({ error: ALERT_MESSAGES.targetPrice });

    const american = await target({
      selection: 'away',
      targetPrice: '+800',
      priceFormat: 'american',
    });
    expect(american.statusCode, american.body).toBe(201);
    expect((american.json() as PriceTarget).targetPrice).toBe(9);

    const far = await target({ selection: 'home', targetPrice: 145 });
    expect(far.statusCode).toBe(409);
    expect(far.json()).toEqual({
      error: PRICE_ENTRY_MESSAGES.farFromMarket(HOME_MARKET),
      needsConfirmation: true,
    });
    const kept = await target({ selection: 'home', targetPrice: 145, confirm: true });
    expect(kept.statusCode, kept.body).toBe(201);
  });
});
