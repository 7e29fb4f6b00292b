/** The leagues Strix covers, with the codes the upstream files use. */
export const SPORTS = [
  { id: 'soccer', name: 'Soccer' },
  { id: 'basketball', name: 'Basketball' },
  { id: 'american-football', name: 'American Football' },
  { id: 'baseball', name: 'Baseball' },
  { id: 'ice-hockey', name: 'Ice Hockey' },
] as const;
export type SportId = (typeof SPORTS)[number]['id'];

export const LEAGUES = [
  { id: 'E0', sportId: 'soccer', name: 'Premier League', country: 'England' },
  { id: 'E1', sportId: 'soccer', name: 'Championship', country: 'England' },
  { id: 'SP1', sportId: 'soccer', name: 'La Liga', country: 'Spain' },
  { id: 'D1', sportId: 'soccer', name: 'Bundesliga', country: 'Germany' },
  { id: 'I1', sportId: 'soccer', name: 'Serie A', country: 'Italy' },
  { id: 'F1', sportId: 'soccer', name: 'Ligue 1', country: 'France' },
  { id: 'UCL', sportId: 'soccer', name: 'Champions League', country: 'Europe' },
  { id: 'UEL', sportId: 'soccer', name: 'Europa League', country: 'Europe' },
  { id: 'NBA', sportId: 'basketball', name: 'NBA', country: 'USA' },
  { id: 'NFL', sportId: 'american-football', name: 'NFL', country: 'USA' },
  { id: 'MLB', sportId: 'baseball', name: 'MLB', country: 'USA' },
  { id: 'NHL', sportId: 'ice-hockey', name: 'NHL', country: 'USA' },
] as const satisfies readonly { id: string; sportId: SportId; name: string; country: string }[];
export type LeagueId = (typeof LEAGUES)[number]['id'];

/** The domestic soccer leagues (football-data.co.uk's Div codes). */
export const SOCCER_LEAGUE_IDS = new Set<string>(['E0', 'E1', 'SP1', 'D1', 'I1', 'F1']);

/**
 * UEFA's club competitions (openfootball's Football.TXT files). Their clubs come from many
 * leagues, so they are forecast on the cross-league strength scale, not fitted on their own.
 */
/**
 * The US leagues: two-way moneylines, spreads (MLB's run line, the NHL's puck line) and totals,
 * no draw, their own models.
 */
export const US_LEAGUE_IDS: ReadonlySet<string> = new Set(['NBA', 'NFL', 'MLB', 'NHL']);
/** MLB and the NHL: moneyline sports whose spread is a fixed ±1.5 priced line, not a fair margin. */
export const MONEYLINE_LEAGUE_IDS: ReadonlySet<string> = new Set(['MLB', 'NHL']);
export const isUsLeague = (leagueId: string) => US_LEAGUE_IDS.has(leagueId);

/**
 * The leagues the app answers questions about, lists, fits and polls: a league loaded from the
 * mirror joins it once its model and screens land. The one gate: the catalogue, the refits and
 * the record read it.
 */
export const SERVED_LEAGUE_IDS: ReadonlySet<string> = new Set([
  'E0',
  'E1',
  'SP1',
  'D1',
  'I1',
  'F1',
  'UCL',
  'UEL',
  'NBA',
  'NFL',
  'MLB',
  'NHL',
]);
export const isServedLeague = (leagueId: string) => SERVED_LEAGUE_IDS.has(leagueId);
/** The sports of the served leagues: teams of other sports are not in the question directory. */
export const SERVED_SPORT_IDS: ReadonlySet<string> = new Set(
  LEAGUES.filter((league) => SERVED_LEAGUE_IDS.has(league.id)).map((league) => league.sportId),
);
export const SERVED_LEAGUES = LEAGUES.filter((league) => SERVED_LEAGUE_IDS.has(league.id));

export const CUP_LEAGUE_IDS = new Set<string>(['UCL', 'UEL']);

/** The results-only datahub folders, by league. */
export const DATAHUB_LEAGUE_BY_FOLDER: Record<string, LeagueId> = {
  'premier-league': 'E0',
  'la-liga': 'SP1',
  bundesliga: 'D1',
  'serie-a': 'I1',
  'ligue-1': 'F1',
};
