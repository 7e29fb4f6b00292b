import { type LeagueOutlook, type OutlookSearchResponse, USAGE_MESSAGES } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import OutlookResult from './outlook-result.tsx';

const outlook: LeagueOutlook = {
  leagueId: 'E0',
  league: 'Premier League',
  sport: 'soccer',
  season: '2024/25',
  asOf: '2025-01-15T12:00:00.000Z',
  simulations: 10_000,
  playedFixtures: 203,
  remainingFixtures: 67,
  undatedFixtures: 0,
  scheduleNote: null,
  measure: 'points',
  columns: [{ key: 'relegation', label: 'Relegated', description: 'The bottom three.' }],
  conferences: [],
  teams: [
    {
      teamId: 3,
      team: 'Leicester',
      conference: null,
      division: null,
      standing: {
        position: 19,
        played: 20,
        won: 3,
        drawn: 5,
        lost: 12,
        scored: 21,
        conceded: 43,
        points: 14,
        winPct: null,
      },
      remaining: 18,
      projection: { expected: 31, low: 27, high: 36, expectedPosition: 18.7, positions: [] },
      chances: { relegation: 0.654 },
    },
  ],
  rules: ['Three points for a win, one for a draw.'],
};

const render = (result: OutlookSearchResponse) =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <OutlookResult result={result} />
    </Router>,
  );

const answer = (remainingFixtures: number): OutlookSearchResponse => ({
  kind: 'outlook',
  interpretation: {
    intent: 'outlook',
    sport: 'soccer',
    league: 'Premier League',
    leagueId: 'E0',
    home: null,
    away: null,
    homeTeamId: null,
    awayTeamId: null,
    matchId: null,
    kickoff: null,
    hypothetical: false,
    dateRange: null,
    label: 'Leicester · Premier League · relegation · season outlook',
  },
  outlook: { ...outlook, remainingFixtures },
  highlight: { teamId: 3, column: 'relegation', position: null, group: null },
  answer: 'Leicester are relegated in 65% of 10,000 simulations.',
  search: { id: 's1', query: 'will Leicester go down' },
  spentFrom: 'allowance',
  charged: true,
  chargeNote: null,
});

describe('the answer to a season question', () => {
  it('says when it was asked for again today and not charged, and only then', () => {
    expect(render(answer(67))).not.toContain('data-testid="charge-note"');
    const again = render({
      ...answer(67),
      charged: false,
      chargeNote: USAGE_MESSAGES.notChargedAgain,
    });
    expect(again).toMatch(
      /data-testid="charge-note"[^>]*>.*Already in your predictions today - not charged again/,
    );
  });

  it('leads with the sentence, links the league page and highlights the team in the table', () => {
    const html = render(answer(67));
    expect(html).toMatch(/<h2[^>]*>Leicester are relegated in 65% of 10,000 simulations\.<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="\/league\/E0"[^>]*>Premier League page/);
    expect(html).toMatch(/data-highlighted="true"[^>]*>.*Leicester/);
    expect(html).toContain('203 matches played, 67 left');
  });

  it('counts every match left, says how many no provider has dated, and says when the schedule is not known', () => {
    const html = render({
      ...answer(67),
      outlook: { ...outlook, remainingFixtures: 67, undatedFixtures: 40 },
    });
    expect(html).toContain('203 matches played, 67 left (40 of them not yet dated)');
    expect(html).not.toContain('outlook-schedule-note');
    const note =
      "Only 14 of the Premier League's 20 teams have a 2024/25 match on file, so the rest of the schedule is not known.";
    const gap = render({ ...answer(67), outlook: { ...outlook, scheduleNote: note } });
    expect(gap).toMatch(/data-testid="outlook-schedule-note"[^>]*>Only 14 of the Premier League/);
  });

  it('shows the final table, without projections, once the season is over', () => {
    const html = render(answer(0));
    expect(html).toContain('this is the final table');
    expect(html).not.toContain('Projected');
  });
});
