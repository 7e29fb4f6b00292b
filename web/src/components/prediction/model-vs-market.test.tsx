import { percentages, probabilitySource } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModelVsMarket } from './model-vs-market.tsx';
import { ProbabilityBars } from './probability-bars.tsx';

const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

describe('Model vs Market', () => {
  // A soccer league publishes the de-vigged market as it is: the same probabilities.
  const market = { home: 0.4485, draw: 0.2615, away: 0.29 };
  const model = { home: 0.5125, draw: 0.2375, away: 0.25 };
  const pinnacle = probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' });

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
        source={pinnacle}
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
        source={pinnacle}
      />,
    );
    const values = cells(table).map((c) => Number.parseFloat(c!));
    const modelSum = values[0]! + values[2]! + values[4]!;
    const marketSum = values[1]! + values[3]! + values[5]!;
    expect(modelSum).toBeCloseTo(100, 6);
    expect(marketSum).toBeCloseTo(100, 6);
  });

  const explained = (source: ReturnType<typeof probabilitySource>, withMarket = true) =>
    renderToStaticMarkup(
      <ModelVsMarket
        homeTeam="A"
        awayTeam="B"
        model={model}
        market={withMarket ? market : null}
        hasDraw
        confidenceFactors={[]}
        source={source}
      />,
    )
      .match(/data-testid="published-source">([^<]*)</)?.[1]
      ?.replace(/&#x27;/g, "'");

  it("says the headline is the market's fair price when the model gets no weight, never pooled", () => {
    const text = explained(pinnacle);
    expect(text).toContain(
      "The published figure is the market's fair price, Pinnacle's pre-match price with its margin removed",
    );
    expect(text).toContain('the model gets no weight');
    expect(text).not.toMatch(/pooled|pools|weighted by/);
  });

  it('says the two are pooled, with the model weight, when the model has one', () => {
    const text = explained(probabilitySource({ modelWeight: 0.0577, prices: 'moneyline' }));
    expect(text).toContain('pools the model (weight 6%)');
    expect(text).toContain('the moneyline with the margin removed');
  });

  it('says the model alone when the match has no prices', () => {
    const text = explained(probabilitySource({ modelWeight: 1, prices: null }), false);
    expect(text).toBe('No prices for this match yet, so the published figure is the model alone.');
  });
});
