import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { oneCopy } from './one-copy.ts';
import { rowsOf } from './raw.ts';
import type { OddsDocRow } from './sports-catalogue.ts';

/**
 * `loadOdds` for a walk-forward that reads one market: each document's quotes of `market` only
 * (the value-bet ledger reads soccer's 1X2 and MLB/NHL's moneyline, and the other markets are
 * half a document or more), captured at or before `asOf`. With `closingBook`, a closing
 * document keeps that book's quotes only (soccer's ledger scores closing-line value against one
 * book's closing price, and closing documents are half its rows).
 */
export async function loadMarketOdds(
  db: Db,
  matchIds: readonly number[],
  asOf: Date,
  market: string,
  closingBook?: string,
): Promise<OddsDocRow[]> {
  if (matchIds.length === 0) return [];
  const vars = sql`jsonb_build_object('market', ${market}::text, 'book', ${closingBook ?? null}::text)`;
  const rows = await rowsOf<{
    match_id: number;
    kind: OddsDocRow['kind'];
    captured_at: string | Date;
    source: string;
    quotes: OddsDocRow['quotes'];
  }>(
    db,
    sql`select o.match_id, o.kind, o.captured_at, o.source,
               coalesce(case when o.kind = 'closing' and ${closingBook ?? null}::text is not null
                 then jsonb_path_query_array(o.quotes, '$[*] ? (@.market == $market && @.bookmaker == $book)', ${vars})
                 else jsonb_path_query_array(o.quotes, '$[*] ? (@.market == $market)', ${vars}) end, '[]'::jsonb) as quotes
        from odds_snapshots o
        where o.match_id = any(${`{${matchIds.map(Number).join(',')}}`}::int[])
          and o.captured_at <= ${asOf.toISOString()}::timestamptz
        order by o.match_id, o.captured_at, o.id`,
  );
  return rows.map((r) => ({
    matchId: r.match_id,
    kind: r.kind,
    capturedAt: new Date(r.captured_at),
    source: oneCopy(r.source),
    quotes: r.quotes,
  }));
}
