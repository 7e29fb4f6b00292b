import { percentages } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModelVsMarket } from './model-vs-market.tsx';
import { ProbabilityBars } from './probability-bars.tsx';

const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

describe('Model vs Market', () => {
  // A soccer league publishes the de-vigged market as it is: the same probabilities.
  const market = { home: 0.4485, draw: 0.2615, away: 0.29 };
  const model = { home: 0.5125, draw: 0.2375, away: 0.25 };

  it('prints a market draw the same as the bars print the published one', () => {
    const [home, , away] = percentages([market.home, market.draw, market.away]);
    const bars = renderToStaticMarkup(
      <ProbabilityBars homeTeam="A" awayTeam="B" homeWinProb={home!} awayWinProb={away!} hasDraw />,
    );
    const barDraw = bars.match(/data-outcome="draw".*?(\d+(?:\.\d)?%)/)?.[1];
    const table = renderToStaticMarkup(
      <ModelVsMarket
        homeTeam="A"
        awayTeam="B"
        model={model}
        market={market}
        hasDraw
        confidenceFactors={[]}
      />,
    );
    // Rows home, draw, away; columns model, market.
    const [, , , marketDraw] = cells(table);
    expect(barDraw).toBe('26.1%');
    expect(marketDraw).toBe(barDraw);
  });

  it('gives each column one-decimal figures that add up to 100', () => {
    const table = renderToStaticMarkup(
      <ModelVsMarket
        homeTeam="A"
        awayTeam="B"
        model={model}
        market={market}
        hasDraw
        confidenceFactors={[]}
      />,
    );
    const values = cells(table).map((c) => Number.parseFloat(c!));
    const modelSum = values[0]! + values[2]! + values[4]!;
    const marketSum = values[1]! + values[3]! + values[5]!;
    expect(modelSum).toBeCloseTo(100, 6);
    expect(marketSum).toBeCloseTo(100, 6);
    expect(table).toContain('pooled');
  });
});
