import { describe, expect, it } from 'vitest';
import {
  bandOf,
  CALIBRATION_BOX,
  calibrationPoints,
  chartMin,
  formatClv,
  formatDelta,
  formatPercentWithError,
  formatScore,
  scaleX,
  scaleY,
  ticks,
} from './record.ts';

const bin = (from: number, count: number, meanPredicted: number, observedRate: number) => ({
  from,
  to: from + 0.1,
  count,
  meanPredicted,
  observedRate,
});

describe('record formats', () => {
  it('shows scores with three decimals, or a dash', () => {
    expect(formatScore(0.98765)).toBe('0.988');
    expect(formatScore(null)).toBe('—');
  });
  it('shows closing-line value as a signed percent', () => {
    expect(formatClv(0.021)).toBe('+2.1%');
    expect(formatClv(-0.005)).toBe('-0.5%');
    expect(formatClv(0)).toBe('0.0%');
    expect(formatClv(null)).toBe('—');
  });
});

describe('calibration chart geometry', () => {
  const box = { ...CALIBRATION_BOX, min: 0.3, max: 1 };
  it('maps the range onto the plot area, y growing upwards', () => {
    expect(scaleX(0.3, box)).toBe(box.left);
    expect(scaleX(1, box)).toBeCloseTo(box.width - box.right);
    expect(scaleY(0, box)).toBe(box.height - box.bottom);
    expect(scaleY(1, box)).toBeCloseTo(box.top);
  });
  it('puts a perfectly calibrated bin on the diagonal', () => {
    const [point] = calibrationPoints([bin(0.6, 10, 0.65, 0.65)], box);
    const onDiagonal = scaleY(0.65, box);
    expect(point!.y).toBeCloseTo(onDiagonal);
    expect(point!.x).toBeCloseTo(scaleX(0.65, box));
  });
  it('sizes points by their share of the biggest bin', () => {
    const [small, big] = calibrationPoints([bin(0.4, 1, 0.45, 0.4), bin(0.5, 100, 0.55, 0.6)], box);
    expect(big!.r).toBe(8);
    expect(small!.r).toBeLessThan(big!.r);
  });
  it('starts at 0.3 unless a bin lies lower', () => {
    expect(chartMin([bin(0.5, 3, 0.55, 0.5)])).toBe(0.3);
    expect(chartMin([bin(0.2, 3, 0.28, 0.1)])).toBe(0.2);
    // An observed rate of 0 does not stretch the predicted axis.
    expect(chartMin([bin(0.5, 3, 0.51, 0)])).toBe(0.3);
    expect(chartMin([])).toBe(0.3);
  });
  it('ticks every tenth', () => {
    expect(ticks(0.3, 1)).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(ticks(0, 0.2)).toEqual([0, 0.1, 0.2]);
  });
});

describe('backtest formats', () => {
  it('shows a difference with its standard error, signed', () => {
    expect(formatDelta(0.00444, 0.001)).toBe('+0.0044 ± 0.0010');
    expect(formatDelta(-0.0021, null)).toBe('−0.0021');
    expect(formatDelta(0, 0)).toBe('0.0000 ± 0.0000');
    expect(formatDelta(null, null)).toBe('—');
  });
  it('shows a return in percent with its error', () => {
    expect(formatPercentWithError(0.021, 0.0432)).toBe('+2.1% ± 4.3%');
    expect(formatPercentWithError(-0.05, null)).toBe('-5.0%');
    expect(formatPercentWithError(null, null)).toBe('—');
  });
  it('draws a bin band from its upper to its lower bound, upwards', () => {
    const box = { ...CALIBRATION_BOX, min: 0, max: 1 };
    expect(bandOf({ low: 0.2, high: 0.6 }, box)).toEqual({
      y1: scaleY(0.6, box),
      y2: scaleY(0.2, box),
    });
    expect(bandOf({}, box)).toBeNull();
  });
});
