/**
 * How a bet ends, from the final score. The markets Strix records:
 * - '1x2' (soccer): home, draw or away after 90 minutes.
 * - 'moneyline' (US leagues): home or away; a tie (rare, NFL) is void, as books grade it.
 * - 'spread' (US leagues: the point spread, MLB's run line, the NHL's puck line): home or away
 *   with `line`, the backed side's own handicap as its bet slip reads ('Red Sox +1.5' is away,
 *   +1.5). The side covers when its score plus the line beats the other's; exactly level is void
 *   (a push, only on a whole-number line). The final score counts overtime and extra innings,
 *   as books settle run and puck lines.
 * - 'total': over or under `line` on the combined score; landing exactly on the line is void
 *   (a push). Lines go in steps of 0.5, so quarter (Asian split) lines never reach here.
 */
export type BetMarket = '1x2' | 'moneyline' | 'spread' | 'total';
export type BetSelection = 'home' | 'draw' | 'away' | 'over' | 'under';
export type BetResult = 'won' | 'lost' | 'void';

export interface BetTerms {
  market: BetMarket;
  selection: BetSelection;
  line: number | null;
}

export function betResult(bet: BetTerms, homeScore: number, awayScore: number): BetResult {
  if (bet.market === 'total') {
    if (bet.line === null) throw new RangeError('A total needs its line');
    const total = homeScore + awayScore;
    if (total === bet.line) return 'void';
    return total > bet.line === (bet.selection === 'over') ? 'won' : 'lost';
  }
  if (bet.market === 'spread') {
    if (bet.line === null) throw new RangeError('A spread needs its line');
    const margin = bet.selection === 'home' ? homeScore - awayScore : awayScore - homeScore;
    if (margin + bet.line === 0) return 'void';
    return margin + bet.line > 0 ? 'won' : 'lost';
  }
  const outcome = homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw';
  if (bet.market === 'moneyline' && outcome === 'draw') return 'void';
  return bet.selection === outcome ? 'won' : 'lost';
}

/**
 * A spread bet's line as the home side's handicap, the way odds files quote the market (an away
 * bet at +1.5 is the home side at −1.5).
 */
export function spreadHomeLine(selection: BetSelection, line: number): number {
  const home = selection === 'home' ? line : -line;
  // −0 and 0 are the same line; keep lookups and text free of '-0'.
  return home === 0 ? 0 : home;
}

/**
 * Profit in cents: stake × (price − 1) when won (rounded to the cent), −stake when lost,
 * 0 when void (the stake comes back).
 */
export function betProfitCents(result: BetResult, stakeCents: number, price: number): number {
  if (result === 'won') return Math.round(stakeCents * (price - 1));
  if (result === 'lost') return -stakeCents;
  return 0;
}

/**
 * The selection's probability among de-vigged probabilities in market order: [home, draw,
 * away] or [home, away] for a match result, [over, under] for a total. Null when the market
 * has no such outcome (a draw in a two-way market).
 */
export function selectionProbability(
  selection: BetSelection,
  probabilities: readonly number[],
): number | null {
  if (selection === 'over') return probabilities[0] ?? null;
  if (selection === 'under') return probabilities[1] ?? null;
  if (probabilities.length === 3) {
    return probabilities[['home', 'draw', 'away'].indexOf(selection)] ?? null;
  }
  if (selection === 'draw') return null;
  return probabilities[selection === 'home' ? 0 : 1] ?? null;
}
