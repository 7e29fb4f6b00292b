import { BET_MESSAGES, type BetMarket, type BetSelection } from '@contract';
import { badRequest } from '../../lib/http-error.ts';

/**
 * Which markets each sport offers: 1x2 in soccer; moneyline and the spread (point spread, run
 * line, puck line) in the US leagues' sports; totals in all. Soccer's Asian handicap is not a
 * spread Strix grades (its quarter lines split the stake in two bets).
 */
const US_MARKETS: readonly BetMarket[] = ['moneyline', 'spread', 'total'];
const MARKETS_BY_SPORT: Record<string, readonly BetMarket[]> = {
  soccer: ['1x2', 'total'],
  basketball: US_MARKETS,
  'american-football': US_MARKETS,
  baseball: US_MARKETS,
  'ice-hockey': US_MARKETS,
};

const SELECTIONS_BY_MARKET: Record<BetMarket, readonly BetSelection[]> = {
  '1x2': ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
  spread: ['home', 'away'],
  total: ['over', 'under'],
};

/** Largest line a total may have: above any NBA total with room to spare. */
const MAX_LINE = 500;
/** Largest handicap either way: past any NFL or NBA spread with room to spare. */
const MAX_SPREAD = 100;

const inHalves = (line: number) => Number.isFinite(line) && Number.isInteger(line * 2);

/**
 * Checks a bet's market, selection and line (and the market against the sport when it is
 * known): a draw only in soccer's 1x2; a total or a spread needs a line in steps of 0.5 (quarter
 * lines split the stake in two bets, which Strix does not grade); a spread's line is the backed
 * side's own handicap, either sign; no other market takes a line. Returns the line to store.
 * Throws a 400 with the sentence otherwise.
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
  if (terms.market !== 'total' && terms.market !== 'spread') {
    if (line !== null) throw badRequest(BET_MESSAGES.lineNotAllowed);
    return null;
  }
  if (line === null) throw badRequest(BET_MESSAGES.lineRequired);
  const inRange =
    terms.market === 'total' ? line >= 0 && line <= MAX_LINE : Math.abs(line) <= MAX_SPREAD;
  if (!inHalves(line) || !inRange) throw badRequest(BET_MESSAGES.lineInvalid);
  // −0 is stored as 0, so a pick'em reads the same whichever way it was typed.
  return line === 0 ? 0 : line;
}

/** Stake in cents from units with at most two decimals (checked by the contract). */
export const toCents = (stake: number) => Math.round(stake * 100);
