import type { UserStats } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ActivityTab } from './activity-tab.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const stats = (over: Partial<UserStats>): UserStats => ({
  overview: {
    totalPredictions: 1,
    accuracy: 100,
    settledPredictions: 1,
    followers: 0,
    following: 0,
  },
  weeklyActivity: [],
  leaguePerformance: [],
  recentPredictions: [],
  recentAnswers: [],
  badges: [],
  ...over,
});

describe('the Activity tab', () => {
  it('lists a graded pick with its result, and answers apart, each opened again at /p/', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/profile/activity">
        <ActivityTab
          stats={{
            isError: false,
            data: stats({
              recentPredictions: [
                {
                  pickId: 7,
                  predictionId: null,
                  matchId: 42,
                  homeTeam: 'Newcastle',
                  awayTeam: 'Wolves',
                  league: 'Premier League',
                  source: 'winner',
                  strixPick: 'home',
                  pick: 'home',
                  probability: 71.2,
                  createdAt: '2025-01-15T12:00:00.000Z',
                  kickoff: '2025-01-15T19:30:00.000Z',
                  status: 'correct',
                  outcome: 'home',
                },
              ],
              recentAnswers: [
                {
                  predictionId: 'p-1',
                  question: 'Arsenal vs Man City',
                  homeTeam: 'Arsenal',
                  awayTeam: 'Manchester City',
                  league: 'Premier League',
                  matchId: 9,
                  answeredAt: '2025-01-15T12:00:00.000Z',
                },
              ],
            }),
          }}
        />
      </Router>,
    );
    const shown = text(html);
    expect(shown).toContain('Newcastle vs Wolves');
    expect(shown).toContain('Your pick: Newcastle win');
    expect(shown).toContain('Your “Who wins?” vote');
    expect(shown).toContain('Result: Newcastle won');
    expect(shown).toContain('Correct');
    expect(shown).toContain('Recent Answers');
    expect(shown).toContain('Opening one again is free');
    expect(html).toContain('href="/p/p-1"');
  });

  it('keeps the spec empty state when there are no picks, and says answers are not picks', () => {
    const shown = text(
      renderToStaticMarkup(<ActivityTab stats={{ isError: false, data: stats({}) }} />),
    );
    expect(shown).toContain('No recent predictions to display.');
    expect(shown).toContain('No answers yet');
  });
});
