import { describe, expect, it } from 'vitest';
import { asianHandicap, outcomeProbabilities, overUnder, splitLine } from './markets.ts';
import { dixonColesScoreMatrix } from './predict.ts';

const matrix = dixonColesScoreMatrix(1.6, 1.05, -0.08, 10);

/** Σ of the cells where pred(home, away) holds, by plain loops. */
function mass(pred: (i: number, j: number) => boolean): number {
  let s = 0;
  for (let i = 0; i <= 10; i++) for (let j = 0; j <= 10; j++) if (pred(i, j)) s += matrix[i]![j]!;
  return s;
}

describe('over/under', () => {
  it('P(over 2.5) is the mass of scores with at least 3 goals; no push on half lines', () => {
    const ou = overUnder(matrix, 2.5);
    expect(ou.over).toBeCloseTo(
      mass((i, j) => i + j >= 3),
      14,
    );
    expect(ou.under).toBeCloseTo(
      mass((i, j) => i + j <= 2),
      14,
    );
    expect(ou.push).toBe(0);
  });

  it('whole lines push on the exact total', () => {
    const ou = overUnder(matrix, 2);
    expect(ou.push).toBeCloseTo(
      mass((i, j) => i + j === 2),
      14,
    );
    expect(ou.over).toBeCloseTo(
      mass((i, j) => i + j > 2),
      14,
    );
    expect(ou.over + ou.under + ou.push).toBeCloseTo(1, 14);
  });

  it('quarter lines split the stake over the two neighbouring lines', () => {
    const q = overUnder(matrix, 2.25);
    const a = overUnder(matrix, 2);
    const b = overUnder(matrix, 2.5);
    expect(q.over).toBeCloseTo((a.over + b.over) / 2, 14);
    expect(q.under).toBeCloseTo((a.under + b.under) / 2, 14);
    expect(q.push).toBeCloseTo(a.push / 2, 14);
  });

  it('is monotone in the line', () => {
    let previous = 1;
    for (let line = 0.5; line <= 6.5; line += 0.25) {
      const { over } = overUnder(matrix, line);
      expect(over).toBeLessThanOrEqual(previous + 1e-15);
      previous = over;
    }
  });
});

describe('asian handicap', () => {
  const hda = outcomeProbabilities(matrix);

  it('line 0 is draw-no-bet', () => {
    const ah = asianHandicap(matrix, 0);
    expect(ah.homeWin).toBeCloseTo(hda.homeWin, 14);
    expect(ah.push).toBeCloseTo(hda.draw, 14);
    expect(ah.awayWin).toBeCloseTo(hda.awayWin, 14);
  });

  it('±0.5 are the 1X2 win and double-chance probabilities', () => {
    expect(asianHandicap(matrix, -0.5).homeWin).toBeCloseTo(hda.homeWin, 14);
    expect(asianHandicap(matrix, 0.5).homeWin).toBeCloseTo(hda.homeWin + hda.draw, 14);
    expect(asianHandicap(matrix, 0.5).push).toBe(0);
  });

  it('home −1 pushes on a one-goal home win; −1.5 needs a two-goal win', () => {
    const ah = asianHandicap(matrix, -1);
    expect(ah.push).toBeCloseTo(
      mass((i, j) => i - j === 1),
      14,
    );
    expect(ah.homeWin).toBeCloseTo(
      mass((i, j) => i - j >= 2),
      14,
    );
    expect(asianHandicap(matrix, -1.5).homeWin).toBeCloseTo(ah.homeWin, 14);
  });

  it('quarter lines (−0.75, −0.25, +0.25) average their two halves', () => {
    for (const [q, a, b] of [
      [-0.75, -0.5, -1],
      [-0.25, 0, -0.5],
      [0.25, 0, 0.5],
    ] as const) {
      const x = asianHandicap(matrix, q);
      const l = asianHandicap(matrix, a);
      const r = asianHandicap(matrix, b);
      expect(x.homeWin).toBeCloseTo((l.homeWin + r.homeWin) / 2, 14);
      expect(x.push).toBeCloseTo((l.push + r.push) / 2, 14);
      expect(x.awayWin).toBeCloseTo((l.awayWin + r.awayWin) / 2, 14);
      expect(x.homeWin + x.push + x.awayWin).toBeCloseTo(1, 14);
    }
  });

  it('mirrors: home at line L is away at −L', () => {
    const m = asianHandicap(matrix, -1.25);
    const mirror = asianHandicap(
      matrix.map((_, i) => matrix.map((row) => row[i]!)), // transpose = swap sides
      1.25,
    );
    expect(m.homeWin).toBeCloseTo(mirror.awayWin, 14);
    expect(m.push).toBeCloseTo(mirror.push, 14);
  });
});

describe('splitLine', () => {
  it('accepts quarter multiples and rejects anything else', () => {
    expect(splitLine(2.5)).toEqual([2.5]);
    expect(splitLine(-1)).toEqual([-1]);
    expect(splitLine(-0.75)).toEqual([-1, -0.5]);
    expect(splitLine(2.25)).toEqual([2, 2.5]);
    expect(() => splitLine(2.3)).toThrow(/multiple of 0.25/);
    expect(() => splitLine(Number.NaN)).toThrow();
  });
});
