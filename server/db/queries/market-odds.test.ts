import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/harness.ts';
import { matches } from '../schema.ts';
import { loadMarketOdds } from './market-odds.ts';
import { loadOdds, type OddsDocRow } from './sports-catalogue.ts';

const AS_OF = new Date('2025-02-10T00:00:00Z');

describe.each(databaseKinds)('one market of the prices on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'mini-mirror');
  }, 120_000);
  afterAll(() => database.close());

  const idsOf = async (leagueId: string) =>
    (
      await database.db
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.leagueId, leagueId))
    ).map((r) => r.id);

  /** Every document as `loadOdds` reads it, with the quotes a one-market read should keep. */
  const expected = (docs: OddsDocRow[], market: string, closingBook?: string) =>
    docs.map((doc) => ({
      ...doc,
      quotes: doc.quotes.filter(
        (q) =>
          q.market === market &&
          (closingBook === undefined || doc.kind !== 'closing' || q.bookmaker === closingBook),
      ),
    }));

  it.each([
    ['E0', '1x2', 'Pinnacle'],
    ['E0', '1x2', undefined],
    ['NHL', 'moneyline', undefined],
  ])(
    'reads %s documents with their %s quotes only (closing book %s)',
    async (league, market, book) => {
      const ids = await idsOf(league);
      const whole = await loadOdds(database.db, ids, AS_OF);
      const kept = expected(whole, market, book);
      // The read leaves something out: other markets, or other books' closing prices.
      const quotes = (docs: OddsDocRow[]) => docs.reduce((n, d) => n + d.quotes.length, 0);
      expect(quotes(kept)).toBeGreaterThan(0);
      expect(quotes(kept)).toBeLessThan(quotes(whole));
      expect(await loadMarketOdds(database.db, ids, AS_OF, market, book)).toEqual(kept);
    },
  );

  it('reads nothing captured after the clock', async () => {
    const ids = await idsOf('E0');
    const early = new Date('2025-01-15T00:00:00Z');
    const docs = await loadMarketOdds(database.db, ids, early, '1x2');
    expect(docs.every((d) => d.capturedAt <= early)).toBe(true);
    expect(docs.length).toBeLessThan((await loadMarketOdds(database.db, ids, AS_OF, '1x2')).length);
  });
});
