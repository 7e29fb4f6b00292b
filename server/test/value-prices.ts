import type { ValueLedgerResponse } from '@contract';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devigMultiplicative } from '../../engine/market/index.ts';
import type { Db } from '../db/client.ts';
import { loadOdds } from '../db/queries/sports-catalogue.ts';
import { insertOdds } from '../db/queries/sports-ingest.ts';
import { matches } from '../db/schema.ts';

export type ReadyLedger = Extract<ValueLedgerResponse, { status: 'ready' }>;

/** The tests' default clock's midweek matches (15–16 Jan 2025), at Tuesday's capture. */
export const MIDWEEK = {
  from: new Date('2025-01-15T12:00:00Z'),
  to: new Date('2025-01-17T00:00:00Z'),
  capturedAt: new Date('2025-01-14T15:30:00Z'),
};

/** The bookmaker the tests add: a name no file uses, so its prices are only ever these. */
export const TEST_BOOK = 'Test Sportsbook';

/**
 * The small mirror's real value bets are few (the served rule lists a draw every few weeks), so
 * tests of what happens around value bets add a bookmaker pricing soccer matches kicking off in
 * [from, to] a little above the market's fair price: home +6%, draw +9%, away +12% of EV on
 * Pinnacle's no-vig price, within the rule's cap, captured at `capturedAt` (only `matchIds`
 * when given). Returns the matches priced.
 */
export async function addValuePrices(
  db: Db,
  window: { from: Date; to: Date; capturedAt: Date; leagueId?: string; matchIds?: number[] },
): Promise<number[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        gte(matches.kickoff, window.from),
        lte(matches.kickoff, window.to),
        inArray(matches.leagueId, [window.leagueId ?? 'E0']),
      ),
    );
  const docs = await loadOdds(
    db,
    rows.map((r) => r.id),
    window.capturedAt,
  );
  const priced: number[] = [];
  const edges = [1.06, 1.09, 1.12];
  for (const { id } of rows) {
    if (window.matchIds && !window.matchIds.includes(id)) continue;
    const pinnacle = docs
      .filter((d) => d.matchId === id)
      .flatMap((d) => d.quotes)
      .findLast((q) => q.bookmaker === 'Pinnacle' && q.market === '1x2' && q.prices.length === 3);
    if (!pinnacle) continue;
    const prices = devigMultiplicative(pinnacle.prices).map(
      (p, i) => Math.round(Math.min(edges[i]! / p, 6) * 100) / 100,
    );
    await insertOdds(db, [
      {
        matchId: id,
        kind: 'snapshot',
        capturedAt: window.capturedAt,
        source: 'test',
        quotes: [{ bookmaker: TEST_BOOK, market: '1x2', line: null, prices }],
      },
    ]);
    priced.push(id);
  }
  return priced;
}

/**
 * Waits until the value-bet ledger at the app's clock is computed, so every answer after it
 * carries "Bets like this" (before it, cards carry none): call it after moving the clock.
 * Returns the ledger.
 */
export async function valueLedgerReady(app: FastifyInstance): Promise<ReadyLedger> {
  for (let i = 0; i < 600; i++) {
    const response = await app.inject({ url: '/api/record/value-bets' });
    if (response.statusCode !== 200) throw new Error(`value-bets: ${response.body}`);
    const body = response.json() as ValueLedgerResponse;
    if (body.status === 'ready') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The value-bet ledger never became ready');
}
