import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { oldestFirst } from '../odds/market.ts';

/** Each match's price documents, oldest first. */
export function groupOdds(docs: readonly OddsDocRow[]) {
  const byMatch = new Map<number, OddsDocRow[]>();
  for (const doc of docs) {
    const list = byMatch.get(doc.matchId) ?? [];
    list.push(doc);
    byMatch.set(doc.matchId, list);
  }
  // Oldest first in capture order, so a provider's closing price comes after (and replaces) the
  // frozen guess of a live match, whatever order they were stored in (odds/market.ts).
  for (const [id, list] of byMatch) byMatch.set(id, oldestFirst(list));
  return byMatch;
}
