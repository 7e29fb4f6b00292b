import type { SharedPrediction } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AuthContext, type AuthState } from '../../auth/auth-context.ts';
import { SharedDetail } from './shared-prediction-page.tsx';

const signedOut = { user: null } as unknown as AuthState;

const shared: SharedPrediction = {
  id: '6f0c1f5e-8a4b-4b7a-9f0e-2d7c4f1b9a10',
  matchId: 12,
  homeTeam: 'Newcastle United',
  awayTeam: 'Wolverhampton Wanderers',
  league: 'Premier League',
  kickoff: '2025-01-15T19:30:00.000Z',
  kickoffDay: null,
  hypothetical: false,
  homeWinProb: 71.2,
  drawProb: 17.5,
  awayWinProb: 11.3,
  confidence: 82,
  probabilitySource: null,
  prediction: 'Newcastle United are favoured.',
  summary: null,
  keyInsights: ['Newcastle have won six in a row.'],
  played: null,
  shareUrl: 'http://localhost:3000/p/6f0c1f5e-8a4b-4b7a-9f0e-2d7c4f1b9a10',
};

const textOf = (data: SharedPrediction) =>
  renderToStaticMarkup(
    <Router ssrPath={`/p/${data.id}`}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={signedOut}>
          <SharedDetail shared={data} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </Router>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a shared prediction page', () => {
  it('reads as a prediction before kick-off', () => {
    const text = textOf(shared);
    expect(text).toContain('Newcastle United vs Wolverhampton Wanderers');
    expect(text).not.toContain('Full time');
  });

  it('leads with the result and whether the prediction was right once the match is over', () => {
    const text = textOf({
      ...shared,
      played: {
        status: 'finished',
        kickoff: shared.kickoff!,
        kickoffDay: null,
        score: { home: 3, away: 0 },
        grade: {
          pick: 'home',
          probability: 71.2,
          outcome: 'home',
          correct: true,
          logLoss: 0.34,
          brier: 0.11,
        },
      },
    });
    expect(text).toContain('Newcastle United 3 – 0 Wolverhampton Wanderers');
    expect(text).toContain('Full time: Newcastle United 3 – 0 Wolverhampton Wanderers');
    expect(text).toContain('Before kick-off Strix favoured Newcastle United at 71.2%: right .');
    expect(text).toContain('The prediction as shared, before kick-off.');
    expect(text).not.toContain(' vs ');
  });

  it('says a match under way is in play, with no score', () => {
    const text = textOf({
      ...shared,
      played: {
        status: 'in-play',
        kickoff: shared.kickoff!,
        kickoffDay: null,
        score: null,
        grade: null,
      },
    });
    expect(text).toContain('In play · kicked off');
    expect(text).not.toContain('Full time');
  });
});
