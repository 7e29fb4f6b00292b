/** Query keys in one place so invalidation and reads cannot drift apart. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  match: (id: string) => ['/api/match', id] as const,
  status: ['/api/status'] as const,
  recentSearches: ['/api/searches'] as const,
  interpret: (q: string) => ['/api/interpret', q] as const,
  stats: (home: string, away: string) => ['/api/stats', home, away] as const,
  dynamicPredictions: (home: string, away: string) =>
    ['/api/dynamic-predictions', home, away] as const,
};
