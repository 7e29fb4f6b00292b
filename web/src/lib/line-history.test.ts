import { describe, expect, it } from 'vitest';
import { consensusPoint, HISTORY } from './line-history.fixture.ts';
import {
  formatAxisTime,
  hasPrices,
  LINE_BOX,
  lineDomain,
  linePath,
  lineX,
  lineY,
  movementSummary,
  outcomeLines,
  probabilityTicks,
} from './line-history.ts';

describe('line history', () => {
  it('reads one outcome: consensus in time order, each book, the model', () => {
    const lines = outcomeLines(HISTORY, 'home');
    expect(lines.consensus.map((p) => p.p)).toEqual([0.41, 0.44, 0.46]);
    expect(lines.consensus.map((p) => p.kind)).toEqual(['opening', 'snapshot', 'closing']);
    expect(lines.books.map((b) => b.name)).toEqual(['Pinnacle', 'Bet365']);
    expect(lines.books[0]?.points[0]?.price).toBe(2.35);
    expect(lines.model).toBe(0.39);
  });

  it('leaves out books and points with no price for the outcome', () => {
    const history = {
      ...HISTORY,
      series: HISTORY.series.map((s) => ({
        ...s,
        points: s.points.map((p) => ({ ...p, probabilities: { ...p.probabilities, draw: null } })),
      })),
    };
    const lines = outcomeLines(history, 'draw');
    expect(lines.books).toEqual([]);
    expect(lines.consensus).toEqual([]);
    expect(hasPrices(lines)).toBe(false);
  });

  it('frames the lines and the model on 5-point steps, at least 10 points tall', () => {
    const domain = lineDomain(outcomeLines(HISTORY, 'home'));
    expect(domain.p0).toBe(0.35);
    expect(domain.p1).toBe(0.55);
    expect(domain.t0).toBe(Date.parse('2025-01-10T09:00:00Z'));
    expect(domain.t1).toBe(Date.parse('2025-01-18T15:00:00Z'));
    expect(probabilityTicks(domain)).toEqual([0.35, 0.4, 0.45, 0.5, 0.55]);

    const flat = lineDomain({
      consensus: [{ t: 1, at: '', p: 0.5, price: null, kind: 'opening' }],
      books: [],
      model: null,
    });
    expect(flat.p1 - flat.p0).toBeCloseTo(0.1);
    const edge = lineDomain({
      consensus: [{ t: 1, at: '', p: 0.01, price: null, kind: 'opening' }],
      books: [],
      model: null,
    });
    expect(edge).toMatchObject({ p0: 0, p1: 0.1 });
  });

  it('maps time across and probability up inside the box; one moment sits in the middle', () => {
    const domain = { t0: 0, t1: 100, p0: 0.3, p1: 0.5 };
    expect(lineX(0, domain)).toBe(LINE_BOX.left);
    expect(lineX(100, domain)).toBe(LINE_BOX.width - LINE_BOX.right);
    expect(lineY(0.3, domain)).toBe(LINE_BOX.height - LINE_BOX.bottom);
    expect(lineY(0.5, domain)).toBeCloseTo(LINE_BOX.top);
    const still = { ...domain, t1: 0 };
    expect(lineX(0, still)).toBe(
      LINE_BOX.left + (LINE_BOX.width - LINE_BOX.left - LINE_BOX.right) / 2,
    );
    expect(
      linePath(
        [
          { t: 0, at: '', p: 0.3, price: null, kind: 'opening' },
          { t: 100, at: '', p: 0.5, price: null, kind: 'closing' },
        ],
        domain,
      ),
    ).toBe(
      `M${LINE_BOX.left}.0,${LINE_BOX.height - LINE_BOX.bottom}.0 L${LINE_BOX.width - LINE_BOX.right}.0,${LINE_BOX.top}.0`,
    );
  });

  it('says in a sentence how the consensus moved, against the model', () => {
    expect(movementSummary('Arsenal win', outcomeLines(HISTORY, 'home'))).toBe(
      'Arsenal win: consensus moved from 41.0% at opening to 46.0% at closing; model 39.0%.',
    );
    const one = {
      ...HISTORY,
      model: { home: null, draw: null, away: null },
      series: [
        {
          name: 'Consensus',
          consensus: true,
          points: [consensusPoint('2025-01-10T09:00:00Z', 'opening', 0.41, 0.28, 0.31)],
        },
      ],
    };
    expect(movementSummary('Arsenal win', outcomeLines(one, 'home'))).toBe(
      'Arsenal win: consensus 41.0% at opening, no movement yet.',
    );
    const held = {
      ...one,
      series: [
        {
          name: 'Consensus',
          consensus: true,
          points: [
            consensusPoint('2025-01-10T09:00:00Z', 'opening', 0.41, 0.28, 0.31),
            consensusPoint('2025-01-11T09:00:00Z', 'snapshot', 0.4102, 0.28, 0.31),
          ],
        },
      ],
    };
    expect(movementSummary('Arsenal win', outcomeLines(held, 'home'))).toBe(
      'Arsenal win: consensus held at 41.0% from opening to the latest price.',
    );
    const booksOnly = { ...HISTORY, series: HISTORY.series.filter((s) => !s.consensus) };
    expect(movementSummary('Draw', outcomeLines(booksOnly, 'draw'))).toBe(
      'Draw: no consensus yet, 2 bookmakers priced; model 27.0%.',
    );
  });

  it('labels the time axis by day, with the hour when the history is short', () => {
    const t = Date.parse('2025-01-14T09:05:00Z');
    expect(formatAxisTime(t, 5 * 86_400_000, 'UTC')).toBe('14 Jan');
    expect(formatAxisTime(t, 3_600_000, 'UTC')).toBe('14 Jan 09:05');
    expect(formatAxisTime(t, 0, 'America/New_York')).toBe('14 Jan 04:05');
  });
});
