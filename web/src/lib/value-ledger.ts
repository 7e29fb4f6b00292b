/**
 * How the value-bet ledger on /record reads (docs/product.md "Questions and predictions"): the
 * rule in one sentence and each figure's cells, as pure functions. Percentages as elsewhere on
 * the page (formatClv: '+3.1%', '-5.2%').
 */
import type { LedgerFigure, ValueLedgerResponse } from '@contract';
// The module itself, not '@contract': the index brings zod and every schema onto /record.
import { LEDGER_TOO_FEW } from '../../../contract/value-ledger-threshold.ts';
import { formatClv, formatPercentWithError } from './record.ts';

type ValueRule = Extract<ValueLedgerResponse, { status: 'ready' }>['rule'];

/** The leagues the ledger covers keyed as the API keys them; unknown keys show as they are. */
const LEAGUE_NAMES: Record<string, string> = {
  E0: 'Premier League',
  E1: 'Championship',
  SP1: 'La Liga',
  D1: 'Bundesliga',
  I1: 'Serie A',
  F1: 'Ligue 1',
};

export const ledgerLeagueName = (key: string) => LEAGUE_NAMES[key] ?? key;

const DEVIG: Record<ValueRule['devig'], string> = {
  multiplicative: 'in proportion to each price',
  power: 'by the power method',
  shin: "by Shin's method",
};

/** "A price is listed as a value bet when …": the rule the ledger replays, said once. */
export function ruleSentence(rule: ValueRule): string {
  const margin =
    rule.probabilityMarginPoints === 1 ? 'one point' : `${rule.probabilityMarginPoints} points`;
  const cap =
    rule.maxPrice === null ? '' : ` at decimal odds of ${rule.maxPrice.toFixed(2)} or less,`;
  const exchanges = rule.exchanges
    ? 'exchange prices count net of commission'
    : 'exchanges are left out';
  return `A price is listed as a value bet when its expected value over Strix’s probability is above ${rule.thresholdPct}% and stays positive with that probability ${margin} lower,${cap} ${exchanges}, and the reference book’s margin is taken off ${DEVIG[rule.devig]}.`;
}

/** Whether a figure rests on too few bets for its interval to say anything. */
export const tooFew = (figure: LedgerFigure) => figure.n < LEDGER_TOO_FEW;

/** '−1.2% to +7.4%': the realised ROI's 95% interval; null without one. */
export function roiInterval(figure: LedgerFigure): string | null {
  if (figure.roiLow === null || figure.roiHigh === null) return null;
  return `${formatClv(figure.roiLow)} to ${formatClv(figure.roiHigh)}`;
}

/** A figure as one line: the pooled row and the live summary. */
export function figureLine(figure: LedgerFigure): string {
  const count = figure.n.toLocaleString('en-GB');
  const since = figure.since ? ` since ${figure.since}` : '';
  const bets = `${count} ${figure.n === 1 ? 'bet' : 'bets'}${since}`;
  if (tooFew(figure)) return `${bets}: too few to say how they do.`;
  const clv =
    figure.clv === null
      ? ''
      : `; closing-line value ${formatPercentWithError(figure.clv, figure.clvSe)}`;
  return `${bets}: claimed EV ${formatClv(figure.claimedEv)}, realised ROI ${formatClv(figure.roi)} (95% interval ${roiInterval(figure)})${clv}.`;
}
