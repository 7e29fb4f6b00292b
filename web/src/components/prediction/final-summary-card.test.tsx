import { probabilitySource } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FinalSummaryCard } from './final-summary-card.tsx';
import { ProbabilityBars } from './probability-bars.tsx';

const decode = (html: string) => html.replace(/&#x27;/g, "'");
const labelOf = (html: string, testId: string) =>
  decode(html).match(new RegExp(`data-testid="${testId}">([^<]*)<`))?.[1];

const summary = (source: ReturnType<typeof probabilitySource>) =>
  renderToStaticMarkup(
    <FinalSummaryCard
      homeTeam="Newcastle United"
      awayTeam="Wolves"
      homeWinProb={71}
      awayWinProb={11.6}
      confidence={82}
      source={source}
    />,
  );

describe('the headline names its source', () => {
  it("calls a soccer headline the market's fair price, not a blend", () => {
    const html = summary(probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' }));
    expect(labelOf(html, 'summary-source')).toBe("Market's fair price — Pinnacle, no-vig");
    expect(html).not.toMatch(/blended|pooled/i);
  });

  it('calls an NBA headline pooled, with the model weight', () => {
    const html = summary(probabilitySource({ modelWeight: 0.0577, prices: 'moneyline' }));
    expect(labelOf(html, 'summary-source')).toBe(
      'Model and market pooled (model weight 6%) — moneyline, no-vig',
    );
  });

  it('calls an unpriced headline the model alone', () => {
    const html = summary(probabilitySource({ modelWeight: 1, prices: null }));
    expect(labelOf(html, 'summary-source')).toBe('Model only — no prices yet');
  });

  it('prints the same label under the probability bars', () => {
    const source = probabilitySource({ modelWeight: 0, prices: 'market average price' });
    const bars = renderToStaticMarkup(
      <ProbabilityBars
        homeTeam="A"
        awayTeam="B"
        homeWinProb={50}
        awayWinProb={25}
        hasDraw
        source={source}
      />,
    );
    expect(labelOf(bars, 'probability-source')).toBe(
      "Market's fair price — market average, no-vig",
    );
    expect(labelOf(bars, 'probability-source')).toBe(source.label);
  });
});
