import { closingLineValue } from '../metrics/closing-line.ts';
import { summarise } from '../metrics/summary.ts';
import { type Offer, selectValueBets, VALUE_RULE, type ValueRule } from './rule.ts';

/**
 * The value-bet ledger: every bet the rule (rule.ts) would have listed, at the moment it would
 * have listed it and at the price it named, settled flat-stake. It is how Strix knows whether a
 * "+EV" it shows returned about that much: docs/models.md "Value bets".
 */

/** A price on offer: the published probability comes from the match. */
export type LedgerOffer = Omit<Offer, 'modelProbability'> & { book: string };

/** One match as the rule saw it before kick-off, and how it ended. */
export interface LedgerMatch {
  id?: string;
  league: string;
  season: string;
  /** Kick-off instant, ISO. */
  kickoff: string;
  /** Index of the outcome that happened. */
  outcome: number;
  /** The published probability per outcome, as the app showed it then. */
  probabilities: readonly number[];
  /** Every price on offer then, each with its book; `price` net of any commission. */
  offers: readonly LedgerOffer[];
  /** De-vigged closing probability per outcome, when a closing price exists: CLV only. */
  closing?: readonly number[];
}

export interface LedgerBet {
  id?: string;
  league: string;
  season: string;
  kickoff: string;
  book: string;
  outcome: number;
  price: number;
  /** The EV (percent) the app claimed when it listed the bet. */
  claimedEvPct: number;
  won: boolean;
  /** Per unit staked: price − 1 or −1. */
  profit: number;
  /** Closing-line value (0.04 = 4 % better than the fair closing price); null with no close. */
  clv: number | null;
}

/** The bets `rule` lists in each match, settled. */
export function ledgerBets(
  matches: readonly LedgerMatch[],
  rule: ValueRule = VALUE_RULE,
): LedgerBet[] {
  const bets: LedgerBet[] = [];
  for (const match of matches) {
    // Field by field, not a spread: this runs for every price of every match since 2016/17.
    const offers = match.offers.map((offer) => ({
      book: offer.book,
      outcome: offer.outcome,
      price: offer.price,
      exchange: offer.exchange,
      modelProbability: match.probabilities[offer.outcome]!,
    }));
    for (const bet of selectValueBets(offers, rule)) {
      const won = bet.outcome === match.outcome;
      const closing = match.closing?.[bet.outcome];
      bets.push({
        id: match.id,
        league: match.league,
        season: match.season,
        kickoff: match.kickoff,
        book: bet.book,
        outcome: bet.outcome,
        price: bet.price,
        claimedEvPct: bet.expectedValuePct,
        won,
        profit: won ? bet.price - 1 : -1,
        clv: closing === undefined ? null : closingLineValue(bet.price, closing),
      });
    }
  }
  return bets;
}

export interface LedgerSummary {
  n: number;
  /** Mean profit per unit (0.031 = +3.1 %) with its 95 % interval; null with no bet. */
  roi: number | null;
  roiLow: number | null;
  roiHigh: number | null;
  /** Mean EV the app claimed for these bets, as a fraction. */
  claimedEv: number | null;
  clvN: number;
  clv: number | null;
  clvSe: number | null;
  /** The first season in the sample ('2016/17'), for "since 2016". */
  since: string | null;
}

const Z95 = 1.959964;
const finite = (x: number) => (Number.isFinite(x) ? x : null);

export function summariseLedger(bets: readonly LedgerBet[]): LedgerSummary {
  const profit = summarise(bets.map((b) => b.profit));
  const clvs = bets.flatMap((b) => (b.clv === null ? [] : [b.clv]));
  const clv = summarise(clvs);
  const se = Number.isFinite(profit.se) ? profit.se : Number.NaN;
  const seasons = bets.map((b) => b.season).sort();
  return {
    n: bets.length,
    roi: finite(profit.mean),
    roiLow: finite(profit.mean - Z95 * se),
    roiHigh: finite(profit.mean + Z95 * se),
    claimedEv: finite(summarise(bets.map((b) => b.claimedEvPct / 100)).mean),
    clvN: clvs.length,
    clv: finite(clv.mean),
    clvSe: finite(clv.se),
    since: seasons[0] ?? null,
  };
}

export interface Band {
  label: string;
  from: number;
  to: number;
}

/** EV bands in percent, lower bound included. */
export const EV_BANDS: readonly Band[] = [
  { label: '3–5%', from: 3, to: 5 },
  { label: '5–10%', from: 5, to: 10 },
  { label: '10–20%', from: 10, to: 20 },
  { label: '20%+', from: 20, to: Number.POSITIVE_INFINITY },
];

/** Decimal-price bands, lower bound included. */
export const ODDS_BANDS: readonly Band[] = [
  { label: 'under 2', from: 1, to: 2 },
  { label: '2–4', from: 2, to: 4 },
  { label: '4–10', from: 4, to: 10 },
  { label: '10+', from: 10, to: Number.POSITIVE_INFINITY },
];

export const bandOf = (bands: readonly Band[], value: number): Band | null =>
  bands.find((band) => value >= band.from && value < band.to) ?? null;

/** The ledger split by a key (band, book, league, season), each part summarised, in key order. */
export function ledgerBy(
  bets: readonly LedgerBet[],
  key: (bet: LedgerBet) => string | null,
  order?: readonly string[],
): { key: string; summary: LedgerSummary }[] {
  const groups = new Map<string, LedgerBet[]>();
  for (const bet of bets) {
    const k = key(bet);
    if (k === null) continue;
    const list = groups.get(k) ?? [];
    list.push(bet);
    groups.set(k, list);
  }
  const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort();
  return keys.map((k) => ({ key: k, summary: summariseLedger(groups.get(k)!) }));
}

export const evBandOf = (bet: LedgerBet) => bandOf(EV_BANDS, bet.claimedEvPct)?.label ?? null;
export const oddsBandOf = (bet: LedgerBet) => bandOf(ODDS_BANDS, bet.price)?.label ?? null;

/** How bets in the same EV band and odds band as this one did: "Bets like this". */
export interface BetsLikeThis extends LedgerSummary {
  evBand: string;
  oddsBand: string;
}

export function betsLikeThis(
  bets: readonly LedgerBet[],
  evPct: number,
  price: number,
): BetsLikeThis | null {
  const ev = bandOf(EV_BANDS, evPct);
  const odds = bandOf(ODDS_BANDS, price);
  if (!ev || !odds) return null;
  const alike = bets.filter((b) => evBandOf(b) === ev.label && oddsBandOf(b) === odds.label);
  return { evBand: ev.label, oddsBand: odds.label, ...summariseLedger(alike) };
}
