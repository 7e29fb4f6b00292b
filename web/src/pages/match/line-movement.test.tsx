import type { LineHistory } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consensusPoint, HISTORY, point } from '../../lib/line-history.fixture.ts';
import { LineMovement, NO_HISTORY } from './line-movement.tsx';

const render = (history: LineHistory, hasDraw = true) =>
  renderToStaticMarkup(
    <LineMovement
      history={history}
      homeTeam="Arsenal"
      awayTeam="Chelsea"
      hasDraw={hasDraw}
      timeZone="UTC"
    />,
  );

const charts = (html: string) => html.match(/data-testid="line-chart"/g)?.length ?? 0;

describe('line movement', () => {
  it('draws one chart per outcome, each summarised for screen readers', () => {
    const html = render(HISTORY);
    expect(charts(html)).toBe(3);
    expect(html).toContain(
      'role="img" aria-label="Arsenal win: consensus moved from 41.0% at opening to 46.0% at closing; model 39.0%."',
    );
    expect(html).toContain(
      'aria-label="Draw: consensus moved from 28.0% at opening to 27.0% at closing; model 27.0%."',
    );
    expect(html).toContain('Chelsea win');
    // Scales to its column: a viewBox and no fixed width, so a phone never scrolls sideways.
    expect(html).toMatch(/<svg viewBox="0 0 \d+ \d+" class="h-auto w-full"/);
  });

  it('draws the consensus bold, each book thin, the model dashed, with labelled ends', () => {
    const html = render(HISTORY);
    expect(html.match(/data-testid="consensus-line"/g)).toHaveLength(3);
    expect(html.match(/data-testid="model-line"/g)).toHaveLength(3);
    expect(html).toContain('<title>Pinnacle</title>');
    expect(html).toContain('<title>Bet365</title>');
    expect(html).toContain('Open 41.0%');
    expect(html).toContain('Close 46.0%');
    expect(html).toContain('10 Jan');
    expect(html).toContain('18 Jan');
    expect(html).toContain('No-vig consensus');
  });

  it('keeps the numbers in a table: each moment, its price and probability, and the model', () => {
    const html = render(HISTORY);
    expect(html).toContain('<details');
    expect(html).toContain('Arsenal win: prices and probabilities over time');
    expect(html).toContain(
      '<time dateTime="2025-01-10T09:00:00Z">Fri 10 Jan 2025, 09:00 UTC</time>',
    );
    expect(html).toContain('2.35');
    expect(html).toContain('42.6%');
    expect(html).toContain('46.0%');
    expect(html).toContain('39.0%');
  });

  it('says there is no history yet instead of empty charts', () => {
    const empty: LineHistory = {
      outcomes: ['home', 'draw', 'away'],
      model: { home: 0.4, draw: 0.3, away: 0.3 },
      series: [],
    };
    const html = render(empty);
    expect(html).toContain(NO_HISTORY);
    expect(html).not.toContain('<svg');
  });

  it('shows a single opening price as a point, with no movement yet', () => {
    const one: LineHistory = {
      outcomes: ['home', 'away'],
      model: { home: 0.55, draw: null, away: 0.45 },
      series: [
        {
          name: 'DraftKings',
          consensus: false,
          points: [point('2025-01-10T09:00:00Z', 'opening', 1.8, null, 2.1)],
        },
        {
          name: 'Consensus',
          consensus: true,
          points: [consensusPoint('2025-01-10T09:00:00Z', 'opening', 0.53, null, 0.47)],
        },
      ],
    };
    const html = render(one, false);
    expect(charts(html)).toBe(2);
    expect(html).not.toContain('Draw');
    expect(html).toContain(
      'aria-label="Arsenal win: consensus 53.0% at opening, no movement yet; model 55.0%."',
    );
    expect(html).toContain('Open 53.0%');
    expect(html).toContain('10 Jan 09:00 · no movement yet');
    expect(html).not.toContain('consensus-line');
  });

  it('says which outcome has no prices when the others do', () => {
    const noDraw: LineHistory = {
      ...HISTORY,
      series: HISTORY.series.map((s) => ({
        ...s,
        points: s.points.map((p) => ({ ...p, probabilities: { ...p.probabilities, draw: null } })),
      })),
    };
    const html = render(noDraw);
    expect(charts(html)).toBe(3);
    expect(html).toContain('No prices for this outcome yet.');
    expect(html.match(/role="img"/g)).toHaveLength(2);
  });
});
