import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '../../auth/auth-context.ts';
import { MatchFollowButtons } from './follow-team-button.tsx';

const match = { homeTeam: 'Newcastle United', awayTeam: 'Wolves', homeTeamId: 1, awayTeamId: 2 };
const render = (auth: Partial<AuthState>) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth as AuthState}>
        <MatchFollowButtons match={match} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );

describe("a match page's Follow row", () => {
  it('is left out for a signed-out visitor, so the header has no empty row', () => {
    expect(render({ user: null, isResolving: false })).toBe('');
  });

  it('holds its place while the session is being checked', () => {
    expect(render({ user: null, isResolving: true })).toContain('min-h-8');
  });
});
