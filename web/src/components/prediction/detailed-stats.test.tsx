import type { TeamStat } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratingText, StatsLegend, TeamStatRows } from './detailed-stats.tsx';
import { FORM_LEGEND, FormGuide } from './form-guide.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const arsenal: TeamStat = {
  recentRecord: { wins: 6, losses: 0, draws: 4, streak: 'W2' },
  performance: {
    averagePoints: 0,
    averageGoals: 2.1,
    offensiveRating: 0.4,
    defensiveRating: -0.12,
  },
  homeAwayRecord: {
    home: { wins: 5, losses: 1, draws: 2 },
    away: { wins: 4, losses: 2, draws: 1 },
  },
  lastUpdated: '2025-01-14T00:00:00Z',
};

describe('Detailed stats units', () => {
  it('names the record order and gives soccer ratings as percentages against an average side', () => {
    const shown = text(renderToStaticMarkup(<dl>{<TeamStatRows stat={arsenal} soccer />}</dl>));
    expect(shown).toContain('Last 10 games (W-D-L) 6-4-0');
    expect(shown).toContain('Home this season (W-D-L) 5-2-1');
    expect(shown).toContain('Attack vs league average +40%');
    expect(shown).toContain('Defence vs league average −12%');
    expect(shown).not.toContain('0.40');
  });

  it('gives NBA/NFL ratings in points and records as W-L', () => {
    expect(ratingText(3.24, false)).toBe('+3.2 pts');
    expect(ratingText(-1.5, false)).toBe('−1.5 pts');
    expect(ratingText(0, true)).toBe('0%');
    const shown = text(
      renderToStaticMarkup(
        <dl>
          <TeamStatRows
            stat={{ ...arsenal, recentRecord: { wins: 7, losses: 3, streak: 'L1' } }}
            soccer={false}
          />
        </dl>,
      ),
    );
    expect(shown).toContain('Last 10 games (W-L) 7-3');
  });

  it('explains the numbers in a visible legend', () => {
    const soccer = text(renderToStaticMarkup(<StatsLegend soccer />));
    expect(soccer).toContain('wins-draws-losses (W-D-L)');
    expect(soccer).toContain('compared with an average side');
    const us = text(renderToStaticMarkup(<StatsLegend soccer={false} />));
    expect(us).toContain('wins-losses (W-L)');
    expect(us).toContain('points scored per game above (+) or below (−) the league average');
  });

  it('explains the form letters under the recent form, and not over an empty list', () => {
    const entry = {
      result: 'W' as const,
      score: '2-1',
      opponent: 'Chelsea',
      home: true,
      date: '2025-01-10T15:00:00Z',
    };
    const withGames = text(
      renderToStaticMarkup(
        <FormGuide homeTeam="Arsenal" awayTeam="Wolves" form={{ home: [entry], away: [] }} />,
      ),
    );
    expect(withGames).toContain(FORM_LEGEND);
    const none = text(
      renderToStaticMarkup(
        <FormGuide homeTeam="Arsenal" awayTeam="Wolves" form={{ home: [], away: [] }} />,
      ),
    );
    expect(none).not.toContain('W win');
  });
});
