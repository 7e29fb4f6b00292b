import type { ProbabilityBasis } from '@contract';
import { VALUE_RULE } from '../../../engine/value/index.ts';

export type { ProbabilityBasis };
export type Outcome = 'home' | 'draw' | 'away';

export interface NoValueBetsInput {
  /** Prices on who wins (1X2 or moneyline). */
  hasPrices: boolean;
  /** Any row at all: a book may quote only a handicap or a total. */
  hasLines: boolean;
  /** Whether any exchange is among the books, so the note names its commission. */
  exchanges: boolean;
  thresholdPct: number;
  /** Allowance for error in Strix's probability, in percentage points. */
  marginPoints: number;
  basis: ProbabilityBasis;
  /** Per outcome, 0–1; `team` is null for the draw. */
  outcomes: {
    outcome: Outcome;
    team: string | null;
    published: number;
    model: number;
    market: number | null;
  }[];
  /** The price with the highest expected value, listed or not. */
  closest: {
    outcome: Outcome;
    sportsbook: string;
    quoted: number;
    net: number;
    exchange: boolean;
    expectedValuePct: number;
    cautiousExpectedValuePct: number;
  } | null;
}

/** Below this many points apart, model and market are said to agree. */
const DISAGREEMENT_POINTS = 5;

const percent = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const signed = (value: number) => `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(1)}%`;
const points = (n: number) => (n === 1 ? 'a point' : `${n} points`);

const NO_PRICES_NOTE =
  "No prices for this match in our data, so there is nothing to compare Strix's probabilities with.";
export const WHAT_IF_NOTE =
  "These teams have no scheduled match, so there are no prices to compare Strix's probabilities with.";
const ONLY_LINES_NOTE =
  "There are no prices on who wins this match in our data, only handicap or total lines, so there is nothing to compare Strix's probabilities with.";

/** What clears the bar, as one clause: the edge, what is taken off, and which prices count. */
export function valueBar(thresholdPct: number, marginPoints: number, exchanges: boolean): string {
  const allowance = `${marginPoints === 1 ? 'a one-point' : `a ${marginPoints}-point`} allowance for error`;
  const cap =
    VALUE_RULE.maxPrice === null ? '' : ` at a price up to ${VALUE_RULE.maxPrice.toFixed(2)}`;
  // Exchanges are shown but never make a value bet (engine/value/rule.ts): say so where they are.
  const counted =
    exchanges && !VALUE_RULE.exchanges
      ? ' (exchange prices do not count: our data gives no stake behind them)'
      : '';
  return `the ${thresholdPct}% edge Strix asks for${cap} once ${allowance} is counted${counted}`;
}

/**
 * Why a match with prices has no value bet, in place of an empty list: where the model and the
 * market part ways and what Strix publishes from them, then the bar and the closest price to it.
 * When the model and the market differ by 18 points and nothing is listed, people want to know
 * which number the prices were held against.
 */
export function noValueBetsNote(input: NoValueBetsInput): string {
  if (!input.hasPrices) return input.hasLines ? ONLY_LINES_NOTE : NO_PRICES_NOTE;
  const label = (outcome: Outcome) => {
    const team = input.outcomes.find((o) => o.outcome === outcome)?.team;
    return team ? `${team} to win` : 'the draw';
  };
  const sentences: string[] = [];
  const compared = input.outcomes.filter((o) => o.market !== null);
  if (compared.length > 0) {
    const widest = compared
      .map((o) => ({ ...o, gap: Math.abs(o.model - o.market!) }))
      .sort((a, b) => b.gap - a.gap)[0]!;
    const gap = Math.round(widest.gap * 100);
    if (gap >= DISAGREEMENT_POINTS) {
      const published =
        input.basis === 'market'
          ? `, but Strix publishes the market's fair price, ${percent(widest.published)}`
          : input.basis === 'pooled'
            ? `; pooled, Strix puts it at ${percent(widest.published)}`
            : '';
      sentences.push(
        `The model and the market differ by ${gap} points on ${label(widest.outcome)} (${percent(widest.model)} vs ${percent(widest.market!)})${published}.`,
      );
    } else {
      sentences.push(
        `The model and the market agree to within ${points(Math.max(1, gap))} on every outcome.`,
      );
    }
  }
  const bar = `No price clears ${valueBar(input.thresholdPct, input.marginPoints, input.exchanges)}`;
  const c = input.closest;
  if (!c) {
    sentences.push(`${bar}.`);
  } else {
    const price = c.exchange
      ? `${c.net.toFixed(2)} (${c.quoted.toFixed(2)} before commission)`
      : c.net.toFixed(2);
    const where = `${label(c.outcome)} at ${price} with ${c.sportsbook}`;
    const strix = percent(input.outcomes.find((o) => o.outcome === c.outcome)!.published);
    sentences.push(
      c.expectedValuePct > input.thresholdPct
        ? `${bar}: ${where} shows ${signed(c.expectedValuePct)}, but ${signed(c.cautiousExpectedValuePct)} if Strix's ${strix} is ${points(input.marginPoints)} too high.`
        : `${bar}: the closest is ${where}, ${signed(c.expectedValuePct)}.`,
    );
  }
  return sentences.join(' ');
}

/** A slate with no value bet anywhere: how many matches were looked at, and the bar. */
export function noValueBetsInSlateNote(
  matches: number,
  withPrices: number,
  exchanges: boolean,
  thresholdPct: number,
  marginPoints: number,
): string {
  if (withPrices === 0) {
    return "No prices for these matches in our data, so there is nothing to compare Strix's probabilities with.";
  }
  const these = matches === 1 ? 'this match' : `these ${matches} matches`;
  return `No price in ${these} clears ${valueBar(thresholdPct, marginPoints, exchanges)}.`;
}
