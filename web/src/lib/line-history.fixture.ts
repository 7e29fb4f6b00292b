import type { LineHistory, PricePoint } from '@contract';

/** Decimal prices in, implied probabilities out, as the server computes them. */
export const point = (
  at: string,
  kind: PricePoint['kind'],
  home: number | null,
  draw: number | null,
  away: number | null,
): PricePoint => {
  const p = (price: number | null) => (price === null ? null : 1 / price);
  return {
    at,
    kind,
    prices: { home, draw, away },
    probabilities: { home: p(home), draw: p(draw), away: p(away) },
  };
};

export const consensusPoint = (
  at: string,
  kind: PricePoint['kind'],
  home: number,
  draw: number | null,
  away: number,
): PricePoint => ({
  at,
  kind,
  prices: { home: null, draw: null, away: null },
  probabilities: { home, draw, away },
});

/** Arsenal v Chelsea: the home side firms from 41% at opening to 46% at the close. */
export const HISTORY: LineHistory = {
  outcomes: ['home', 'draw', 'away'],
  model: { home: 0.39, draw: 0.27, away: 0.34 },
  series: [
    {
      name: 'Pinnacle',
      consensus: false,
      points: [
        point('2025-01-10T09:00:00Z', 'opening', 2.35, 3.5, 3.1),
        point('2025-01-14T09:00:00Z', 'snapshot', 2.2, 3.55, 3.3),
        point('2025-01-18T15:00:00Z', 'closing', 2.1, 3.6, 3.5),
      ],
    },
    {
      name: 'Bet365',
      consensus: false,
      points: [
        point('2025-01-10T09:00:00Z', 'opening', 2.3, 3.4, 3.0),
        point('2025-01-18T15:00:00Z', 'closing', 2.05, 3.5, 3.4),
      ],
    },
    {
      name: 'Consensus',
      consensus: true,
      points: [
        consensusPoint('2025-01-18T15:00:00Z', 'closing', 0.46, 0.27, 0.27),
        consensusPoint('2025-01-10T09:00:00Z', 'opening', 0.41, 0.28, 0.31),
        consensusPoint('2025-01-14T09:00:00Z', 'snapshot', 0.44, 0.27, 0.29),
      ],
    },
  ],
};
