import { BET_MESSAGES, type BetMarket, type BetSelection } from '@contract';
import { badRequest } from '../../lib/http-error.ts';

/** Which markets each sport offers: 1x2 in soccer, moneyline in the NBA and NFL, totals in all. */
const MARKETS_BY_SPORT: Record<string, readonly BetMarket[]> = {
  soccer: ['1x2', 'total'],
  basketball: ['moneyline', 'total'],
  'american-football': ['moneyline', 'total'],
};

const SELECTIONS_BY_MARKET: Record<BetMarket, readonly BetSelection[]> = {
  '1x2': ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
  total: ['over', 'under'],
};

/** Largest line a total may have: above any NBA total with room to spare. */
const MAX_LINE = 500;

/**
 * Checks a bet's market, selection and line (and the market against the sport when it is
 * known): a draw only in soccer's 1x2; a total needs a line in steps of 0.5 (quarter lines
 * split the stake in two bets, which Strix does not grade); only a total takes a line. Returns
 * the line to store. Throws a 400 with the sentence otherwise.
 */
export function checkTerms(
  terms: { market: BetMarket; selection: BetSelection; line?: number | null },
  sportId: string | null,
): number | null {
  if (sportId !== null && !(MARKETS_BY_SPORT[sportId] ?? []).includes(terms.market)) {
    throw badRequest(BET_MESSAGES.marketForSport);
  }
  if (!SELECTIONS_BY_MARKET[terms.market].includes(terms.selection)) {
    throw badRequest(BET_MESSAGES.selectionForMarket);
  }
  const line = terms.line ?? null;
  if (terms.market !== 'total') {
    if (line !== null) throw badRequest(BET_MESSAGES.lineNotAllowed);
    return null;
  }
  if (line === null) throw badRequest(BET_MESSAGES.lineRequired);
  if (!Number.isFinite(line) || line < 0 || line > MAX_LINE || !Number.isInteger(line * 2)) {
    throw badRequest(BET_MESSAGES.lineInvalid);
  }
  return line;
}

/** Stake in cents from units with at most two decimals (checked by the contract). */
export const toCents = (stake: number) => Math.round(stake * 100);
