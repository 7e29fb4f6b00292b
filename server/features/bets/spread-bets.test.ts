import { BET_MESSAGES, PRICE_ENTRY_MESSAGES } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettlement } from '../../jobs/settlement.ts';
import { bearer, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import {
  AFTER,
  matchId,
  moveClock,
  myBets,
  postBet,
  recordBet,
  twoBettors,
} from './bets-test-kit.ts';
import { betsCsv } from './csv-export.ts';
import { CLV_NOTES } from './present.ts';

// Buffalo Sabres 4–2 Carolina Hurricanes, 15 Jan 2025 23:00 UTC (the NHL file). The saved Odds
// API snapshot of 14 Jan priced the puck line Sabres +1.5 / Hurricanes −1.5.
describe.each(databaseKinds)('spread bets on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof twoBettors>>['ana'];
  let ben: Awaited<ReturnType<typeof twoBettors>>['ben'];
  let sabres: number;

  beforeAll(async () => {
    const setup = await twoBettors(kind);
    t = setup.t;
    ana = setup.ana;
    ben = setup.ben;
    sabres = await matchId(t, 'Buffalo Sabres', 'Carolina Hurricanes', '2025-01-15');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('checks a spread price against the spread on file at its line, not the moneyline', async () => {
    // Past the 17:00 snapshot (Caesars: Sabres +1.5 at −155 = 1.6452, moneyline +158 = 2.58).
    await moveClock(t, new Date('2025-01-15T18:00:00Z'));
    const body = {
      matchId: sabres,
      market: 'spread' as const,
      selection: 'home' as const,
      line: 1.5,
      price: 2.58,
      stake: 1,
    };
    const far = await postBet(t, ana.token, ana.user.id, body);
    expect([far.statusCode, far.json().error]).toEqual([
      409,
      PRICE_ENTRY_MESSAGES.farFromMarket('1.65 at Caesars'),
    ]);
    // The table prices only the home side's spread: an away bet has nothing to compare with.
    const away = await postBet(t, ana.token, ana.user.id, {
      ...body,
      selection: 'away',
      line: -1.5,
    });
    expect(away.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${ana.user.id}/bets/${away.json().id}`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
    });
  });

  it('takes the moneyline on an NHL match, in the US leagues’ markets', async () => {
    const bet = await recordBet(t, ana.token, ana.user.id, {
      matchId: sabres,
      market: 'moneyline',
      selection: 'home',
      price: 2.58,
      stake: 1,
    });
    expect(bet).toMatchObject({ selectionLabel: 'Buffalo Sabres', line: null });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${ana.user.id}/bets/${bet.id}`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
    });
  });

  it('records the puck line on an NHL match, each side with its own line, graded on the final score', async () => {
    const home = await recordBet(t, ana.token, ana.user.id, {
      matchId: sabres,
      market: 'spread',
      selection: 'home',
      line: 1.5,
      price: 1.65,
      stake: 10,
      source: 'odds',
    });
    expect(home).toMatchObject({
      market: 'spread',
      line: 1.5,
      selectionLabel: 'Buffalo Sabres +1.5',
      status: 'open',
    });
    const away = await recordBet(t, ana.token, ana.user.id, {
      matchId: sabres,
      market: 'spread',
      selection: 'away',
      line: -1.5,
      price: 2.3,
      stake: 4,
      takenAt: '2025-01-15T17:30:00Z',
    });
    expect(away.selectionLabel).toBe('Carolina Hurricanes -1.5');
    await moveClock(t, AFTER);
    await runSettlement({
      db: t.database.db,
      config: { asOf: AFTER, live: false } as never,
      clock: t.clock,
    });
    const { bets, summary } = await myBets(t, ana.token, ana.user.id);
    const byId = new Map(bets.map((b) => [b.id, b]));
    // 4 + 1.5 > 2: the Sabres cover; 2 − 1.5 < 4: the Hurricanes do not.
    expect(byId.get(home.id)).toMatchObject({ status: 'won', profit: 6.5 });
    expect(byId.get(away.id)).toMatchObject({ status: 'lost', profit: -4 });
    // The mini mirror holds timed snapshots of this game, no closing line: no CLV, said so.
    expect(byId.get(home.id)).toMatchObject({ clv: null, clvNote: CLV_NOTES.noClosing });
    expect(summary.byMarket.map((r) => [r.key, r.label, r.profit])).toEqual([
      ['spread', 'Spread (run line, puck line)', 2.5],
    ]);
    // The export writes the backed side's own line, as the bet reads.
    const csv = betsCsv(bets);
    expect(csv).toContain(',NHL,spread,home,1.5,1.65,10.00,');
    expect(csv).toContain(',NHL,spread,away,-1.5,2.3,4.00,');
  });

  it('refuses a run line on a soccer match and a spread without its line', async () => {
    const soccer = await postBet(t, ana.token, ana.user.id, {
      matchId: await matchId(t, 'Man City', 'Chelsea', '2025-01-25'),
      market: 'spread',
      selection: 'away',
      line: 1.5,
      price: 2,
      stake: 1,
    });
    expect([soccer.statusCode, soccer.json()]).toEqual([
      400,
      { error: BET_MESSAGES.marketForSport },
    ]);
    const bare = await postBet(t, ana.token, ana.user.id, {
      event: 'Yankees v Red Sox',
      leagueId: 'MLB',
      market: 'spread',
      selection: 'away',
      price: 2,
      stake: 1,
    });
    expect([bare.statusCode, bare.json()]).toEqual([400, { error: BET_MESSAGES.lineRequired }]);
  });

  it('imports a spread from a CSV outside Strix and keeps its line and status', async () => {
    const csv = [
      'taken_at,event,league,market,selection,line,price,stake,bookmaker,status,profit,closing_prob,clv,note',
      '2025-01-10T18:00:00Z,Yankees v Red Sox,MLB,spread,away,1.5,1.8,5,FanDuel,won,,,,',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.user.id}/bets/import`,
      headers: { ...bearer(ana.token), 'content-type': 'text/csv' },
      remoteAddress: nextIp(),
      payload: csv,
    });
    expect(response.json()).toEqual({ imported: 1, attached: 0 });
    const imported = (await myBets(t, ana.token, ana.user.id)).bets.find(
      (b) => b.event === 'Yankees v Red Sox',
    );
    expect(imported).toMatchObject({
      market: 'spread',
      selection: 'away',
      line: 1.5,
      selectionLabel: 'Away +1.5',
      status: 'won',
      profit: 4,
    });
  });

  it('round-trips spread bets through the CSV: imported elsewhere, they export the same rows', async () => {
    const exportCsv = async (token: string, userId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/${userId}/bets/export.csv`,
          headers: bearer(token),
          remoteAddress: nextIp(),
        })
      ).body;
    const exported = await exportCsv(ana.token, ana.user.id);
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ben.user.id}/bets/import`,
      headers: { ...bearer(ben.token), 'content-type': 'text/csv' },
      remoteAddress: nextIp(),
      payload: exported,
    });
    // Both puck-line rows find the Sabres' match again and are graded by Strix.
    expect(imported.json()).toEqual({ imported: 3, attached: 2 });
    expect(await exportCsv(ben.token, ben.user.id)).toBe(exported);
    const labels = (await myBets(t, ben.token, ben.user.id)).bets.map((b) => [
      b.selectionLabel,
      b.status,
    ]);
    expect(labels.sort()).toEqual([
      ['Away +1.5', 'won'],
      ['Buffalo Sabres +1.5', 'won'],
      ['Carolina Hurricanes -1.5', 'lost'],
    ]);
  });
});
