import type { SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { valueLedgerReady } from '../../test/value-prices.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

describe.each(databaseKinds)('screener value-bet history on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t.close());

  const ready = () => valueLedgerReady(t.app);

  it('gives a value-bet row the same "Bets like this" as its card', async () => {
    // Saturday morning, after Friday's capture: Everton–Tottenham (Sun 19 Jan) has a value bet.
    const replay = {
      db: t.database.db,
      config: { asOf: new Date('2025-01-15T12:00:00Z') } as never,
    };
    await advanceReplayClock(replay, new Date('2025-01-18T08:00:00Z'));
    const ledger = await ready();
    const user = await registerUser(t.app);
    await setPlan(t.database, user.user.id, 'premium');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { query: 'Premier League value bets this weekend' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchResponse;
    expect(body.interpretation.intent).toBe('value');
    const row = body.screener!.find(
      (r) => r.homeTeam === 'Everton' && r.awayTeam === 'Tottenham Hotspur',
    )!;
    expect(row).toMatchObject({ valueBet: true, outcome: 'draw' });
    const cell = ledger.walkForward.byCell.find((r) => r.key === '5–10%|2–4')!;
    expect(row.history).toMatchObject({ evBand: '5–10%', oddsBand: '2–4', n: cell.figure.n });
    expect(row.history!.text).toMatch(/^Bets like this \(EV 5–10%, odds 2–4\): /);
    // The row and the value-bet card below it say the same thing.
    const card = body.valueBets.find((b) => b.matchId === row.matchId && b.outcome === 'draw')!;
    expect(row.history).toEqual(card.history);
    for (const r of body.screener!) if (r.valueBet) expect(r.history).not.toBeNull();
  });
});
