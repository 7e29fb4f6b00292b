/** What a season simulation returns, for soccer and NBA/NFL alike (teams by index). */
export interface SeasonOutcome {
  simulations: number;
  teams: number;
  /**
   * positions[t * teams + p]: chance team t finishes p-th (0 = first) in its table: the league
   * for soccer, its conference's seeding for NBA/NFL (columns past the conference's size stay 0).
   */
  positions: Float64Array;
  /** Mean final points (soccer) or wins (NBA/NFL), and its 10th/90th percentiles. */
  expected: Float64Array;
  low: Float64Array;
  high: Float64Array;
  expectedPosition: Float64Array;
  /** Each reported chance by key, per team. */
  chances: Record<string, Float64Array>;
}

/**
 * Tallies of final values in integer units (soccer points; NBA/NFL half-wins), one histogram per
 * team, so percentiles need no per-simulation storage.
 */
export class Histograms {
  readonly counts: Int32Array;
  private readonly sums: Float64Array;
  private total = 0;

  constructor(
    teams: number,
    private readonly width: number,
  ) {
    this.counts = new Int32Array(teams * width);
    this.sums = new Float64Array(teams);
  }

  add(team: number, value: number): void {
    this.counts[team * this.width + Math.min(Math.max(value, 0), this.width - 1)]!++;
    this.sums[team]! += value;
    // Every simulation adds every team once, so team 0's count is the simulations run.
    if (team === 0) this.total++;
  }

  mean(team: number, scale = 1): number {
    return this.total ? this.sums[team]! / this.total / scale : 0;
  }

  /** The q-quantile (lowest value with at least q of the mass at or below it). */
  quantile(team: number, q: number, scale = 1): number {
    let seen = 0;
    const need = q * this.total;
    for (let v = 0; v < this.width; v++) {
      seen += this.counts[team * this.width + v]!;
      if (seen >= need && seen > 0) return v / scale;
    }
    return (this.width - 1) / scale;
  }
}

/** Fills an outcome's per-team summaries from position counts and value histograms. */
export function summarise(
  teams: number,
  simulations: number,
  positionCounts: Int32Array,
  values: Histograms,
  scale: number,
  chances: Record<string, Float64Array>,
): SeasonOutcome {
  const positions = new Float64Array(teams * teams);
  const expected = new Float64Array(teams);
  const low = new Float64Array(teams);
  const high = new Float64Array(teams);
  const expectedPosition = new Float64Array(teams);
  for (let t = 0; t < teams; t++) {
    let meanPos = 0;
    for (let p = 0; p < teams; p++) {
      const share = positionCounts[t * teams + p]! / simulations;
      positions[t * teams + p] = share;
      meanPos += share * (p + 1);
    }
    expectedPosition[t] = meanPos;
    expected[t] = values.mean(t, scale);
    low[t] = values.quantile(t, 0.1, scale);
    high[t] = values.quantile(t, 0.9, scale);
  }
  for (const key of Object.keys(chances)) {
    const counts = chances[key]!;
    for (let t = 0; t < teams; t++) counts[t]! /= simulations;
  }
  return { simulations, teams, positions, expected, low, high, expectedPosition, chances };
}
