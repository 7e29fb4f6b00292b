import type { LineHistory, PricePoint } from '@contract';
import { formatShare } from './percent.ts';

/**
 * How the match page's line-movement charts read a price history: per outcome, the no-vig
 * consensus, each bookmaker and the model, and the geometry of a small SVG, as pure functions.
 */

export type Outcome = 'home' | 'draw' | 'away';

export interface LinePoint {
  /** Milliseconds since the epoch. */
  t: number;
  at: string;
  /** 0–1. */
  p: number;
  price: number | null;
  kind: PricePoint['kind'];
}

export interface OutcomeLines {
  consensus: LinePoint[];
  books: { name: string; points: LinePoint[] }[];
  /** 0–1, or null when the model has no number for this outcome. */
  model: number | null;
}

function points(raw: readonly PricePoint[], outcome: Outcome): LinePoint[] {
  const out: LinePoint[] = [];
  for (const point of raw) {
    const t = new Date(point.at).getTime();
    const p = point.probabilities[outcome];
    if (Number.isNaN(t) || p === null || !Number.isFinite(p)) continue;
    out.push({ t, at: point.at, p, price: point.prices[outcome], kind: point.kind });
  }
  return out.sort((a, b) => a.t - b.t);
}

/** One outcome's lines; series with no price for it are left out. */
export function outcomeLines(history: LineHistory, outcome: Outcome): OutcomeLines {
  const consensus = history.series.find((series) => series.consensus);
  return {
    consensus: consensus ? points(consensus.points, outcome) : [],
    books: history.series
      .filter((series) => !series.consensus)
      .map((series) => ({ name: series.name, points: points(series.points, outcome) }))
      .filter((series) => series.points.length > 0),
    model: history.model[outcome],
  };
}

export function hasPrices(lines: OutcomeLines): boolean {
  return lines.consensus.length > 0 || lines.books.length > 0;
}

export interface LineBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Drawn near the size it is shown, three across a wide page (about 250 px), so its 10 px labels
 * stay legible there and grow a little on a phone's single column.
 */
export const LINE_BOX: LineBox = {
  width: 260,
  height: 160,
  left: 32,
  right: 10,
  top: 18,
  bottom: 22,
};

export interface LineDomain {
  t0: number;
  t1: number;
  /** Probability range, 0–1, on 5-point steps. */
  p0: number;
  p1: number;
}

const STEP = 0.05;
/** A flat line should look flat, not like a cliff across a 1-point range. */
const MIN_SPAN = 0.1;

export function lineDomain(lines: OutcomeLines): LineDomain {
  const all = [...lines.consensus, ...lines.books.flatMap((book) => book.points)];
  const ts = all.map((point) => point.t);
  const ps = all.map((point) => point.p);
  if (lines.model !== null) ps.push(lines.model);
  if (ps.length === 0) return { t0: 0, t1: 0, p0: 0, p1: 1 };
  let p0 = Math.max(0, Math.floor((Math.min(...ps) - 0.02) / STEP) * STEP);
  let p1 = Math.min(1, Math.ceil((Math.max(...ps) + 0.02) / STEP) * STEP);
  // The padding leaves at least one step; a second keeps a flat line looking flat.
  if (p1 - p0 < MIN_SPAN - 1e-9) {
    if (p0 >= STEP) p0 -= STEP;
    else p1 += STEP;
  }
  const round = (p: number) => Math.round(p * 100) / 100;
  return {
    t0: ts.length ? Math.min(...ts) : 0,
    t1: ts.length ? Math.max(...ts) : 0,
    p0: round(p0),
    p1: round(p1),
  };
}

/** A moment across; a history of one moment sits in the middle. */
export function lineX(t: number, domain: LineDomain, box: LineBox = LINE_BOX): number {
  const inner = box.width - box.left - box.right;
  const span = domain.t1 - domain.t0;
  if (span <= 0) return box.left + inner / 2;
  return box.left + ((t - domain.t0) / span) * inner;
}

/** A probability up, higher is likelier. */
export function lineY(p: number, domain: LineDomain, box: LineBox = LINE_BOX): number {
  const inner = box.height - box.top - box.bottom;
  const span = domain.p1 - domain.p0 || 1;
  return box.height - box.bottom - ((p - domain.p0) / span) * inner;
}

/** Gridlines every 5, 10 or 20 points, whichever gives a handful. */
export function probabilityTicks(domain: LineDomain): number[] {
  const span = domain.p1 - domain.p0;
  const step = span <= 0.3 ? 0.05 : span <= 0.6 ? 0.1 : 0.2;
  const out: number[] = [];
  for (let i = Math.ceil(domain.p0 / step - 1e-9); i * step <= domain.p1 + 1e-9; i++) {
    out.push(Math.round(i * step * 100) / 100);
  }
  return out;
}

export function linePath(line: readonly LinePoint[], domain: LineDomain, box = LINE_BOX): string {
  return line
    .map(
      (point, i) =>
        `${i === 0 ? 'M' : 'L'}${lineX(point.t, domain, box).toFixed(1)},${lineY(point.p, domain, box).toFixed(1)}`,
    )
    .join(' ');
}

/** Probabilities (0–1) as every percentage prints (percent.ts): '71.0%'. */
export const percent = (p: number) => formatShare(p);
/** The data table's figure: one decimal, like every percentage Strix prints. */
export const percentExact = percent;
/** A chart's axis ticks: a scale, whole percents. */
export const percentTick = (p: number) => `${Math.round(p * 100)}%`;

const STAGE: Record<PricePoint['kind'], string> = {
  opening: 'Opening',
  snapshot: 'Update',
  closing: 'Closing',
};
export const stageName = (kind: PricePoint['kind']) => STAGE[kind];

/** Where a point sits in the story: 'at opening', 'at closing', else 'at the latest price'. */
function moment(point: LinePoint, end: 'first' | 'last'): string {
  if (point.kind === 'opening') return 'at opening';
  if (point.kind === 'closing') return 'at closing';
  return end === 'first' ? 'at the first price' : 'at the latest price';
}

/**
 * The chart in a sentence, for screen readers: 'Arsenal: consensus moved from 41.0% at opening to
 * 46.0% at closing; model 39.0%.'
 */
export function movementSummary(label: string, lines: OutcomeLines): string {
  const model = lines.model === null ? '' : `; model ${percent(lines.model)}`;
  const { consensus } = lines;
  const first = consensus[0];
  const last = consensus[consensus.length - 1];
  let market: string;
  if (!first || !last) {
    market = lines.books.length
      ? `no consensus yet, ${lines.books.length} bookmaker${lines.books.length === 1 ? '' : 's'} priced`
      : 'no prices yet';
  } else if (consensus.length === 1) {
    market = `consensus ${percent(first.p)} ${moment(first, 'first')}, no movement yet`;
  } else if (percent(first.p) === percent(last.p)) {
    market = `consensus held at ${percent(first.p)} from ${moment(first, 'first').slice(3)} to ${moment(last, 'last').slice(3)}`;
  } else {
    market = `consensus moved from ${percent(first.p)} ${moment(first, 'first')} to ${percent(last.p)} ${moment(last, 'last')}`;
  }
  return `${label}: ${market}${model}.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An axis date in the reader's zone: '14 Jan', with the time ('14 Jan 09:00') when the history
 * spans under three days and the day alone would not tell the ends apart.
 */
export function formatAxisTime(t: number, spanMs: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(t));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${Number(part('day'))} ${MONTHS[Number(part('month')) - 1]}`;
  return spanMs < 3 * 24 * 3_600_000 ? `${day} ${part('hour')}:${part('minute')}` : day;
}
