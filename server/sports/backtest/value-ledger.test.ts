import type { SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBets, summariseLedger, VALUE_RULE } from '../../../engine/value/index.ts';
import { loadLeagueHistory } from '../../data/ingest/history.ts';
import { advanceReplayClock } from '../../features/clock/advance-replay-clock.ts';
import { settlePredictions } from '../../features/grading/settle.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  MINI_MIRROR,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { type ReadyLedger, valueLedgerReady } from '../../test/value-prices.ts';
import { soccerLedgerMatch } from '../odds/ledger-match.ts';
import { resultKnownAt } from '../time/result-timing.ts';

/** The ledger worked out straight from the mirror's file, for the matches settled before `cutoff`. */
function fromTheFiles(cutoff: Date) {
  const matches = loadLeagueHistory(MINI_MIRROR, 'E0').flatMap((m) => {
    if (m.homeScore === null || resultKnownAt('E0', m.kickoff) > cutoff) return [];
    const match = soccerLedgerMatch(
      {
        league: 'E0',
        season: m.season,
        kickoff: m.kickoff,
        homeScore: m.homeScore,
        awayScore: m.awayScore!,
        docs: m.odds,
      },
      VALUE_RULE,
      0.02,
    );
    return match ? [match] : [];
  });
  return summariseLedger(ledgerBets(matches, VALUE_RULE));
}

/** The ledger's Premier League row (walk-forward). */
const premierLeagueOf = (ledger: ReadyLedger) =>
  ledger.walkForward.byLeague.find((r) => r.key === 'E0')!.figure;

describe.each(databaseKinds)('value-bet ledger on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
  }, 120_000);
  afterAll(() => t.close());

  const ready = () => valueLedgerReady(t.app);

  it('counts every bet the rule would have listed before the clock, as the files say', async () => {
    const first = (await t.app.inject({ url: '/api/record/value-bets' })).json();
    expect(first.status).toBe('computing');
    const ledger = await ready();
    const expected = fromTheFiles(new Date(ledger.asOf));
    expect(expected.n).toBeGreaterThan(0);
    // The Premier League's bets are the file's; the mini mirror's NHL games add their own.
    const premierLeague = premierLeagueOf(ledger);
    expect(premierLeague.n).toBe(expected.n);
    expect(premierLeague.roi).toBeCloseTo(expected.roi!, 4);
    const leagues = ledger.walkForward.byLeague;
    expect(leagues.map((r) => r.key).sort()).toEqual(['E0', 'NHL']);
    expect(leagues.reduce((n, r) => n + r.figure.n, 0)).toBe(ledger.walkForward.pooled.n);
    expect(ledger.walkForward.bySeason.map((r) => r.key)).toEqual(['2024/25']);
    expect(ledger.rule).toMatchObject({ maxPrice: 6, exchanges: false, thresholdPct: 3 });
    // Every band's bets add up to the whole, and no exchange is among the books.
    const sum = (rows: ReadyLedger['walkForward']['byEvBand']) =>
      rows.reduce((n, r) => n + r.figure.n, 0);
    expect(sum(ledger.walkForward.byEvBand)).toBe(ledger.walkForward.pooled.n);
    expect(sum(ledger.walkForward.byCell)).toBe(ledger.walkForward.pooled.n);
    expect(ledger.walkForward.byBook.map((r) => r.key)).not.toContain('Betfair Exchange');
  });

  it('gives each value-bet card the figure of bets like it, and settles the ones answers listed', async () => {
    // Saturday morning, after Friday's capture: Everton–Tottenham (Sun 19 Jan) has a value bet.
    const replay = {
      db: t.database.db,
      config: { asOf: new Date('2025-01-15T12:00:00Z') } as never,
    };
    await advanceReplayClock(replay, new Date('2025-01-18T08:00:00Z'));
    const ledger = await ready();
    expect(ledger.live.pooled.n).toBe(0);
    const user = await registerUser(t.app);
    await setPlan(t.database, user.user.id, 'premium');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { query: 'Everton vs Tottenham' },
    });
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as SearchResponse).valueBets;
    expect(listed.map((b) => [b.outcome, b.sportsbook, b.decimalOdds])).toEqual([
      ['draw', '1xBet', 3.77],
    ]);
    const bet = listed[0]!;
    const cell = ledger.walkForward.byCell.find((r) => r.key === '5–10%|2–4')!;
    expect(bet.history).toMatchObject({ evBand: '5–10%', oddsBand: '2–4', n: cell.figure.n });
    // The small file holds only this season's few bets like it: the card says so, no figure.
    expect(cell.figure.n).toBeLessThan(20);
    expect(bet.history!.text).toBe(
      `Bets like this (EV 5–10%, odds 2–4): only ${cell.figure.n} on record since 2024, too few to say how they do.`,
    );

    // After the match: the live half counts the bet the answer listed, at the price it named.
    const after = new Date('2025-01-20T12:00:00Z');
    await advanceReplayClock(replay, after);
    await settlePredictions(t.database.db, after, t.clock.now());
    const settled = await ready();
    expect(settled.asOf).toBe('2025-01-20T00:00:00.000Z');
    expect(settled.live.pooled.n).toBe(1);
    expect(settled.live.byBook).toEqual([
      { key: '1xBet', figure: expect.objectContaining({ n: 1 }) },
    ]);
    // Everton 0–3 Tottenham: the draw lost its stake.
    expect(settled.live.pooled.roi).toBe(-1);
    // The walk-forward half has grown by the weekend's matches, never by one after the clock.
    expect(premierLeagueOf(settled).n).toBe(fromTheFiles(new Date(settled.asOf)).n);
  });
});
