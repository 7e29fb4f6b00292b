import { closingLineValue } from './closing-line.ts';
import { summarise } from './summary.ts';

/** One flat one-unit bet: the decimal price taken, whether it won, and the fair closing probability. */
export interface SettledBet {
  price: number;
  won: boolean;
  /** De-vigged closing probability of the selection; absent when no closing price exists. */
  closingProbability?: number;
}

export interface BettingSummary {
  /** Bets settled. */
  n: number;
  /** Mean profit per unit staked (0.05 = +5%), with its standard error; null with no bet. */
  roi: number | null;
  roiSe: number | null;
  /** Bets that had a closing price, and their mean closing-line value with its standard error. */
  clvN: number;
  clv: number | null;
  clvSe: number | null;
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/**
 * Return on investment and closing-line value of flat one-unit bets, each with the standard error
 * of its mean. A win pays price − 1, a loss costs the stake. ROI over a few hundred bets at
 * prices near 2.0 carries an error of about ±5 points, so the error travels with the figure.
 */
export function bettingSummary(bets: readonly SettledBet[]): BettingSummary {
  const profit = summarise(bets.map((b) => (b.won ? b.price - 1 : -1)));
  const clvs = bets
    .filter((b) => b.closingProbability !== undefined)
    .map((b) => closingLineValue(b.price, b.closingProbability!));
  const clv = summarise(clvs);
  return {
    n: bets.length,
    roi: finite(profit.mean),
    roiSe: finite(profit.se),
    clvN: clvs.length,
    clv: finite(clv.mean),
    clvSe: finite(clv.se),
  };
}
