/**
 * Market probabilities read off a score matrix (matrix[i][j] = P(home i, away j)).
 *
 * Lines follow Asian conventions: half lines (2.5) cannot push; whole lines (2, −1) push on
 * equality; quarter lines (2.25, −0.75) put half the stake on each neighbouring line, so the
 * returned win/push/loss values are the expected fractions of the stake settled each way and
 * still sum to 1 (fair decimal odds for the over: (over + under) / over … with push refunded).
 */

export interface OutcomeProbabilities {
  homeWin: number;
  draw: number;
  awayWin: number;
}

export interface OverUnderProbabilities {
  over: number;
  under: number;
  /** Stake returned: non-zero only on whole and quarter lines. */
  push: number;
}

export interface AsianHandicapProbabilities {
  homeWin: number;
  push: number;
  awayWin: number;
}

export function outcomeProbabilities(matrix: readonly (readonly number[])[]): OutcomeProbabilities {
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  matrix.forEach((row, i) => {
    row.forEach((p, j) => {
      if (i > j) homeWin += p;
      else if (i === j) draw += p;
      else awayWin += p;
    });
  });
  return { homeWin, draw, awayWin };
}

/** Splits a line into the one or two half/whole lines it settles on; rejects non-quarter lines. */
export function splitLine(line: number): number[] {
  const quarters = line * 4;
  if (!Number.isFinite(line) || Math.abs(quarters - Math.round(quarters)) > 1e-9) {
    throw new Error(`Line must be a multiple of 0.25, got ${line}`);
  }
  const q = Math.round(quarters);
  if (q % 2 === 0) return [q / 4];
  return [(q - 1) / 4, (q + 1) / 4];
}

/** P(total goals over / under / exactly on `line`), quarter lines split across neighbours. */
export function overUnder(
  matrix: readonly (readonly number[])[],
  line: number,
): OverUnderProbabilities {
  const parts = splitLine(line);
  const share = 1 / parts.length;
  const r = { over: 0, under: 0, push: 0 };
  for (const part of parts) {
    matrix.forEach((row, i) => {
      row.forEach((p, j) => {
        const total = i + j;
        if (total > part) r.over += share * p;
        else if (total < part) r.under += share * p;
        else r.push += share * p;
      });
    });
  }
  return r;
}

/**
 * Asian handicap with `line` applied to the home side (−1.5 = home gives 1.5 goals): home wins
 * the bet when homeGoals + line > awayGoals. Line 0 is draw-no-bet.
 */
export function asianHandicap(
  matrix: readonly (readonly number[])[],
  line: number,
): AsianHandicapProbabilities {
  const parts = splitLine(line);
  const share = 1 / parts.length;
  const r = { homeWin: 0, push: 0, awayWin: 0 };
  for (const part of parts) {
    matrix.forEach((row, i) => {
      row.forEach((p, j) => {
        const margin = i - j + part;
        if (margin > 0) r.homeWin += share * p;
        else if (margin < 0) r.awayWin += share * p;
        else r.push += share * p;
      });
    });
  }
  return r;
}
