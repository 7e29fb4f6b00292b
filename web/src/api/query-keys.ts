/** Query keys in one place so invalidation and reads cannot drift apart. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  match: (id: string) => ['/api/match', id] as const,
  shared: (id: string) => ['/api/shared', id] as const,
  status: ['/api/status'] as const,
  recentSearches: ['/api/searches'] as const,
  interpret: (q: string) => ['/api/interpret', q] as const,
  stats: (home: string, away: string) => ['/api/stats', home, away] as const,
  dynamicPredictions: (home: string, away: string) =>
    ['/api/dynamic-predictions', home, away] as const,
  /** Per-user billing reads: the prefixes invalidate every user's entry at once. */
  userLimits: ['/api/user/limits'] as const,
  userLimitsOf: (userId: string) => ['/api/user/limits', userId] as const,
  subscription: ['/api/user/subscription'] as const,
  subscriptionOf: (userId: string) => ['/api/user/subscription', userId] as const,
  /** Settings → API access: the user's keys, their usage and the limits. */
  apiKeysOf: (userId: string) => ['/api/user/api-keys', userId] as const,
  /** Settings → Keep betting in check: the break, the stake limit and this month's reality check. */
  bettingLimits: (userId: string) => ['/api/user', userId, 'limits'] as const,
  votes: (home: string, away: string) => ['/api/votes', home, away] as const,
  matchVotes: (matchId: string) => ['/api/match', matchId, 'votes'] as const,
  record: ['/api/record'] as const,
  /** The value-bet ledger on /record, at the clock's day. */
  valueLedger: ['/api/record/value-bets'] as const,
  /** A league's outlook at one clock position: a moved clock is a new entry. */
  leagueOutlook: (leagueId: string, clock: string) =>
    ['/api/league', leagueId, 'outlook', clock] as const,
  /** The slate for a query string at one clock reading; its value bets; the leagues index. */
  slate: (search: string, clock: string | null) => ['/api/slate', search, clock] as const,
  slateValueBets: (clock: string | null) => ['/api/slate/value-bets', clock] as const,
  leagues: (clock: string | null) => ['/api/leagues', clock] as const,
  /**
   * Per-user profile reads (keyed by user id: product spec, 'Profile and avatars'); the prefixes
   * drop every user's copy.
   */
  profile_: ['/api/user/profile'] as const,
  profile: (userId: string) => ['/api/user/profile', userId] as const,
  stats_: ['/api/user/stats'] as const,
  userStats: (userId: string) => ['/api/user/stats', userId] as const,
  leaderboard: (userId: string) => ['/api/leaderboard', userId] as const,
  avatars: (userId: string) => ['/api/user', userId, 'avatars'] as const,
  activeAvatar: (userId: string) => ['/api/user', userId, 'avatar', 'active'] as const,
  publicProfile: (userId: string) => ['/api/user', userId, 'profile'] as const,
  avatarSuggestions: (style: string) => ['/api/avatar/suggestions', style] as const,
  /** My bets: a person's bets and their summary. */
  betsOf: (userId: string) => ['/api/user', userId, 'bets'] as const,
  /** Settings → Delete account: how the person confirms, and whether a Google one is fresh. */
  accountDeletion: (userId: string) => ['/api/user', userId, 'account-deletion'] as const,
};
