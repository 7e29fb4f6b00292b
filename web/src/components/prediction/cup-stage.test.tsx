import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CupStage } from './cup-stage.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('CupStage', () => {
  it('shows a second leg with the first-leg score and each side’s chance to go through', () => {
    const html = renderToStaticMarkup(
      <CupStage
        stage={{
          round: 'Round of 16',
          neutral: false,
          firstLeg: { home: 1, away: 1 },
          advance: { home: 61.4, away: 38.6 },
        }}
        homeTeam="Liverpool"
        awayTeam="Paris Saint-Germain"
      />,
    );
    expect(text(html)).toContain('Round of 16 · 2nd leg · first leg 1-1');
    expect(text(html)).toContain('First leg: Liverpool 1-1 Paris Saint-Germain');
    expect(text(html)).toContain('To go through: Liverpool 61.4% · Paris Saint-Germain 38.6%');
  });

  it('names a league-phase matchday alone, and a final’s neutral venue', () => {
    const matchday = text(
      renderToStaticMarkup(
        <CupStage
          stage={{
            round: 'League phase · Matchday 7',
            neutral: false,
            firstLeg: null,
            advance: null,
          }}
          homeTeam="Benfica"
          awayTeam="Barcelona"
        />,
      ),
    );
    expect(matchday).toBe('|League phase · Matchday 7|');
    const final = text(
      renderToStaticMarkup(
        <CupStage
          stage={{ round: 'Final', neutral: true, firstLeg: null, advance: { home: 55, away: 45 } }}
          homeTeam="Paris Saint-Germain"
          awayTeam="Inter"
        />,
      ),
    );
    expect(final).toContain('Final · Neutral venue');
    expect(final).not.toContain('First leg');
  });
});
