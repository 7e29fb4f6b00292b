/** Query keys in one place so invalidation and reads cannot drift apart. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  match: (id: string) => ['/api/match', id] as const,
  status: ['/api/status'] as const,
};
