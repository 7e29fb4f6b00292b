import type { Bet } from '@contract';
import { spreadHomeLine } from '../../../engine/bets/outcome.ts';
import type { Db } from '../../db/client.ts';
import { loadOdds, type OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { movedClosingLine } from './closing.ts';
import { CLV_NOTES, signedLine, spreadWord } from './present.ts';

/** A settled total or spread on a Strix match that got no closing price. */
const lineBetWithoutClv = (bet: Bet) =>
  bet.clvNote === CLV_NOTES.noClosing &&
  bet.match !== null &&
  bet.line !== null &&
  (bet.market === 'total' || bet.market === 'spread');

/**
 * Why a total or spread has no CLV when its line closed at another number: said in the bet's own
 * terms (a spread from the backed side, '+2.5'), instead of the bare "no closing price". Null
 * when the bet's line was on file at the close or no closing line was.
 */
export function movedLineNote(bet: Bet, closing: readonly OddsDocRow[]): string | null {
  if (!lineBetWithoutClv(bet)) return null;
  const market = bet.market as 'total' | 'spread';
  const terms = {
    leagueId: bet.match!.leagueId,
    market,
    selection: bet.selection,
    line: bet.line!,
  };
  const closed = movedClosingLine(terms, closing);
  if (closed === null) return null;
  if (market === 'total') return CLV_NOTES.movedLine('total', String(closed), String(bet.line));
  // The quotes write the home side's line; an away bet reads it from its own side.
  const own = spreadHomeLine(bet.selection, closed);
  return CLV_NOTES.movedLine(
    spreadWord(bet.match!.leagueId),
    signedLine(own),
    signedLine(bet.line!),
  );
}

/**
 * The bets with a moved line's note where one applies, reading the closing prices known at
 * `asOf` of only the matches such bets are on (none to read for most lists).
 */
export async function noteMovedLines(db: Db, bets: Bet[], asOf: Date): Promise<Bet[]> {
  const ids = [...new Set(bets.filter(lineBetWithoutClv).map((b) => b.match!.id))];
  if (ids.length === 0) return bets;
  const closing = new Map<number, OddsDocRow[]>();
  for (const doc of await loadOdds(db, ids, asOf)) {
    if (doc.kind === 'closing')
      closing.set(doc.matchId, [...(closing.get(doc.matchId) ?? []), doc]);
  }
  return bets.map((bet) => {
    const note = bet.match ? movedLineNote(bet, closing.get(bet.match.id) ?? []) : null;
    return note ? { ...bet, clvNote: note } : bet;
  });
}
