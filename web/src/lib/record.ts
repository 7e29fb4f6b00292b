/**
 * How Strix's public record is shown: number formats and the calibration chart's geometry, as
 * pure functions.
 */

export interface BinLike {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observedRate: number;
}

/** Mean log loss and Brier with three decimals; '—' when nothing has the score. */
export function formatScore(value: number | null): string {
  return value === null ? '—' : value.toFixed(3);
}

/** Closing-line value (0.021 → '+2.1%'); '—' when no pick had a closing price. */
export function formatClv(value: number | null): string {
  if (value === null) return '—';
  const percent = Math.round(value * 1000) / 10;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Space for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The predicted-probability range across; observed runs 0–1 up. */
  min: number;
  max: number;
}

export const CALIBRATION_BOX: ChartBox = {
  width: 360,
  height: 300,
  left: 54,
  right: 12,
  top: 12,
  bottom: 40,
  min: 0.3,
  max: 1,
};

/**
 * The predicted axis' lower bound: 0.3 (a favourite is rarely under a third), lower if a bin is.
 * The observed axis always runs from 0: a bin whose favourites all lost sits on the floor.
 */
export function chartMin(bins: readonly BinLike[]): number {
  const lowest = Math.min(1, ...bins.flatMap((b) => [b.meanPredicted, b.from]));
  return Math.max(0, Math.min(0.3, Math.floor(lowest * 10) / 10));
}

export function scaleX(p: number, box: ChartBox): number {
  const span = box.max - box.min || 1;
  return box.left + ((p - box.min) / span) * (box.width - box.left - box.right);
}

/** Observed rate, 0 at the bottom to 1 at the top. */
export function scaleY(p: number, box: ChartBox): number {
  return box.height - box.bottom - p * (box.height - box.top - box.bottom);
}

/** Each bin as a point (predicted across, observed up), its radius growing with its count. */
export function calibrationPoints<B extends BinLike>(bins: readonly B[], box: ChartBox) {
  const most = Math.max(1, ...bins.map((b) => b.count));
  return bins.map((bin) => ({
    ...bin,
    x: scaleX(bin.meanPredicted, box),
    y: scaleY(bin.observedRate, box),
    r: 3 + 5 * Math.sqrt(bin.count / most),
  }));
}

/** Tick values every 0.1 from `from` to `to`. */
export function ticks(from: number, to: number): number[] {
  const out: number[] = [];
  for (let tenth = Math.round(from * 10); tenth <= Math.round(to * 10); tenth++) {
    out.push(tenth / 10);
  }
  return out;
}

/** A backtest score with four decimals (differences between forecasters sit in the third). */
export function formatScore4(value: number | null): string {
  return value === null ? '—' : value.toFixed(4);
}

/** A signed difference with its standard error: '+0.0044 ± 0.0010'; '—' when unknown. */
export function formatDelta(mean: number | null, se: number | null): string {
  if (mean === null) return '—';
  const sign = mean > 0 ? '+' : mean < 0 ? '−' : '';
  const body = `${sign}${Math.abs(mean).toFixed(4)}`;
  return se === null ? body : `${body} ± ${se.toFixed(4)}`;
}

/** A rate per unit staked with its standard error, in percent: '+2.1% ± 4.3%'; '—' when unknown. */
export function formatPercentWithError(mean: number | null, se: number | null): string {
  if (mean === null) return '—';
  const value = formatClv(mean);
  return se === null ? value : `${value} ± ${(Math.round(se * 1000) / 10).toFixed(1)}%`;
}

/** A day as '15 Jan 2025' in UTC, the day the backtest is cut at. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The vertical extent of a bin's confidence band, in chart coordinates. */
export function bandOf(bin: object, box: ChartBox) {
  const { low, high } = bin as { low?: number; high?: number };
  if (low === undefined || high === undefined) return null;
  return { y1: scaleY(high, box), y2: scaleY(low, box) };
}
