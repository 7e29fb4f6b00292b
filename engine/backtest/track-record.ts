import { type BettingSummary, bettingSummary, type SettledBet } from '../metrics/betting.ts';
import { calibrationBins } from '../metrics/calibration.ts';
import { wilsonInterval } from '../metrics/interval.ts';
import { brier, logLoss, multiBrier, rps } from '../metrics/scores.ts';
import { pairedDelta, summarise } from '../metrics/summary.ts';
import { selectValueBets, type ValueRule } from '../value/rule.ts';

/**
 * The public record's backtest maths: one league's walk-forward forecasts scored against the
 * de-vigged closing price and the base rate, with calibration bands and value-bet returns.
 * Outcomes are indices: [home, draw, away] for soccer, [home, away] for NBA/NFL.
 */
export interface RecordForecast {
  outcome: number;
  /** What Strix published: the model pooled with the pre-match price when there was one. */
  strix: number[];
  /** The model alone. */
  model: number[];
  /** The de-vigged closing price: scored against, never an input. */
  closing: number[];
  /** How often each outcome happened in the league's earlier matches. */
  base: number[];
  /**
   * Best pre-match decimal price per outcome among the books the app lists (no aggregate
   * 'market maximum', an exchange's net of commission), where the files have one (value bets).
   */
  best?: number[];
}

export interface ForecasterScores {
  /** Ranked probability score (three-way markets only). */
  rps: number | null;
  brier: number;
  logLoss: number;
  /** This forecaster's main score (RPS, else Brier) minus the closing price's, game by game. */
  deltaVsClosing: number | null;
  deltaVsClosingSe: number | null;
}

export interface RecordCalibrationBin {
  from: number;
  to: number;
  n: number;
  meanPredicted: number;
  observedRate: number;
  /** 95% Wilson interval of the observed rate. */
  low: number;
  high: number;
}

export interface LeagueBacktest {
  n: number;
  strix: ForecasterScores;
  model: ForecasterScores;
  closing: ForecasterScores;
  base: ForecasterScores;
  calibration: RecordCalibrationBin[];
  valueBets: BettingSummary & { thresholdPct: number };
}

/**
 * Walk-forward base rate: before match i, each outcome's share of matches 0…i−1 with one
 * pseudo-count per outcome, so the first forecast is uniform and none is ever zero.
 */
export function walkForwardBaseRates(outcomes: readonly number[], k: number): number[][] {
  const counts = new Array<number>(k).fill(1);
  let total = k;
  return outcomes.map((outcome) => {
    const rates = counts.map((c) => c / total);
    counts[outcome]!++;
    total++;
    return rates;
  });
}

/** Brier as the app reports it: three-way Σ(p − o)² for soccer, the home side's (p − o)² else. */
function brierOf(probs: readonly number[], outcome: number): number {
  return probs.length === 2 ? brier(probs[0]!, outcome === 0 ? 1 : 0) : multiBrier(probs, outcome);
}

const mainScore = (probs: readonly number[], outcome: number) =>
  probs.length === 3 ? rps(probs, outcome) : brierOf(probs, outcome);

const finite = (x: number) => (Number.isFinite(x) ? x : null);

function scoresOf(
  rows: readonly RecordForecast[],
  pick: (row: RecordForecast) => number[],
): ForecasterScores {
  const three = rows[0]?.closing.length === 3;
  const main = rows.map((row) => mainScore(pick(row), row.outcome));
  const delta = pairedDelta(
    main,
    rows.map((row) => mainScore(row.closing, row.outcome)),
  );
  return {
    rps: three ? summarise(main).mean : null,
    brier: summarise(rows.map((row) => brierOf(pick(row), row.outcome))).mean,
    logLoss: summarise(rows.map((row) => logLoss(pick(row), row.outcome))).mean,
    deltaVsClosing: finite(delta.mean),
    deltaVsClosingSe: finite(delta.se),
  };
}

/** Calibration of every outcome's probability, in tenths, with each bin's 95% band. */
export function calibrationWithBands(
  preds: ReadonlyArray<{ p: number; hit: 0 | 1 }>,
): RecordCalibrationBin[] {
  return calibrationBins(preds, 10)
    .filter((bin) => bin.n > 0)
    .map((bin) => {
      const hits = Math.round(bin.observedRate! * bin.n);
      return {
        from: bin.from,
        to: bin.to,
        n: bin.n,
        meanPredicted: bin.meanPredicted!,
        observedRate: bin.observedRate!,
        ...wilsonInterval(hits, bin.n),
      };
    });
}

/**
 * Value bets as the app lists them (engine/value/rule.ts: expected value above the rule's
 * threshold that stays positive with the probability margin taken off, within its price cap) at
 * the best pre-match price of the books it counts, settled at that price with flat one-unit stakes.
 */
export function valueBetsOf(rows: readonly RecordForecast[], rule: ValueRule): SettledBet[] {
  return rows.flatMap((row) =>
    selectValueBets(
      (row.best ?? []).map((price, outcome) => ({
        price,
        modelProbability: row.strix[outcome]!,
        outcome,
        exchange: false,
      })),
      rule,
    ).map(({ price, outcome }) => ({
      price,
      won: row.outcome === outcome,
      closingProbability: row.closing[outcome],
    })),
  );
}

/** One league's backtest figures; null when no forecast could be scored. */
export function scoreLeague(
  rows: readonly RecordForecast[],
  rule: ValueRule,
): LeagueBacktest | null {
  if (rows.length === 0) return null;
  return {
    n: rows.length,
    strix: scoresOf(rows, (r) => r.strix),
    model: scoresOf(rows, (r) => r.model),
    closing: scoresOf(rows, (r) => r.closing),
    base: scoresOf(rows, (r) => r.base),
    calibration: calibrationWithBands(
      rows.flatMap((row) =>
        row.strix.map((p, i) => ({ p, hit: (row.outcome === i ? 1 : 0) as 0 | 1 })),
      ),
    ),
    valueBets: { thresholdPct: rule.thresholdPct, ...bettingSummary(valueBetsOf(rows, rule)) },
  };
}
