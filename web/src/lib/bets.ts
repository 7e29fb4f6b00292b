/**
 * How a person's own bets are shown and entered: money, stakes, the stake remembered between
 * bets, and the bankroll chart's geometry, as pure functions.
 */

import type { SportId } from '@contract';
import { spreadName } from './sport-words.ts';

const MINUS = '−';

/** The leagues whose spread has its own name (web/src/lib/sport-words.ts spreadName). */
const SPREAD_SPORTS: Record<string, SportId> = { MLB: 'baseball', NHL: 'ice-hockey' };

const MARKET_WORDS = { '1x2': 'Match result', moneyline: 'Moneyline', total: 'Total' } as const;

/** A bet's market as a person reads it: a spread by its league's name ('Run line', 'Puck line'). */
export function betMarketName(
  market: keyof typeof MARKET_WORDS | 'spread',
  leagueId: string | null,
): string {
  if (market !== 'spread') return MARKET_WORDS[market];
  return spreadName(
    leagueId && Object.hasOwn(SPREAD_SPORTS, leagueId) ? SPREAD_SPORTS[leagueId] : null,
  );
}

/**
 * 12.5 → '12.50'. Stakes and profits are in the person's own units, with no currency: people
 * track in whatever they bet in.
 */
export function formatAmount(units: number): string {
  const rounded = Math.round(units * 100) / 100;
  const sign = rounded < 0 ? MINUS : '';
  return `${sign}${Math.abs(rounded).toFixed(2)}`;
}

/** A profit, always signed: '+12.50', '−3.00', '0.00'. */
export function formatProfit(units: number): string {
  const rounded = Math.round(units * 100) / 100;
  if (rounded === 0) return '0.00';
  return `${rounded > 0 ? '+' : ''}${formatAmount(rounded)}`;
}

/** A fraction as a signed percentage with one decimal: 0.021 → '+2.1%'. */
export function formatSignedPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  if (percent === 0) return '0.0%';
  return `${percent > 0 ? '+' : MINUS}${Math.abs(percent).toFixed(1)}%`;
}

/** A decimal price as people write it: 2.1 → '2.10'. */
export const formatPrice = (price: number) => price.toFixed(2);

export type StakeParse = { stake: number; problem: null } | { stake: null; problem: string };

/**
 * What a person typed as a stake, in units with at most two decimals: '10', '10.5', '10,50' (a
 * comma as the decimal mark, as much of Europe writes it). Refused with a sentence otherwise.
 */
export function parseStake(text: string): StakeParse {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { stake: null, problem: 'Enter your stake.' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return { stake: null, problem: 'Enter the stake as a number, like 10 or 12.50.' };
  }
  const stake = Number(trimmed);
  if (stake <= 0) return { stake: null, problem: 'The stake must be more than 0.' };
  if (stake > 1_000_000) return { stake: null, problem: 'The stake must be at most 1,000,000.' };
  return { stake, problem: null };
}

const LAST_STAKE_KEY = 'strix-last-stake';

/** The stake last recorded on this device, to prefill the next one; null when none or unreadable. */
export function readLastStake(): string | null {
  try {
    const stored = globalThis.localStorage?.getItem(LAST_STAKE_KEY) ?? null;
    return stored && parseStake(stored).problem === null ? stored : null;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): nothing to prefill.
    return null;
  }
}

export function rememberStake(stake: number): void {
  try {
    globalThis.localStorage?.setItem(LAST_STAKE_KEY, String(stake));
  } catch {
    // Only a convenience: a blocked storage leaves the next stake empty.
  }
}

export interface CurvePoint {
  betId: string;
  at: string;
  /** Running profit after the bet settled at `at`. */
  profit: number;
}

export interface CurveBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CURVE_BOX: CurveBox = {
  width: 360,
  height: 180,
  left: 48,
  right: 10,
  top: 10,
  bottom: 24,
};

/**
 * The running profit as SVG coordinates: across by order of settlement (evenly spaced, so a
 * busy weekend does not squash into a line), up by profit, with 0 always on the scale so the
 * break-even line is drawn. Starts from 0 before the first bet.
 */
export function curveGeometry(points: readonly CurvePoint[], box: CurveBox = CURVE_BOX) {
  const values = [0, ...points.map((p) => p.profit)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const x = (index: number) =>
    box.left + (values.length > 1 ? (index / (values.length - 1)) * innerWidth : 0);
  const y = (profit: number) => box.top + ((high - profit) / span) * innerHeight;
  const coords = values.map((profit, index) => ({ x: x(index), y: y(profit), profit }));
  const path = coords
    .map((c, i) => `${i === 0 ? 'M' : 'L'}${c.x.toFixed(1)},${c.y.toFixed(1)}`)
    .join(' ');
  return { coords, path, zeroY: y(0), low, high };
}
