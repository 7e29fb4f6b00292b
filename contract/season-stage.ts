/**
 * Where a league's season stands in its outlook, and the sentence the league page says of it: the
 * web's page and the server's first screen of it (server/plugins/spa.ts) say the same. No zod:
 * the web imports this module directly.
 */
export type SeasonStage = 'not-started' | 'under-way' | 'over';

export function seasonStage(outlook: {
  playedFixtures: number;
  remainingFixtures: number;
}): SeasonStage {
  if (outlook.remainingFixtures === 0) return 'over';
  if (outlook.playedFixtures === 0) return 'not-started';
  return 'under-way';
}

export const SEASON_STAGE_TEXT: Record<SeasonStage, string> = {
  over: 'The season is over: final table.',
  'not-started': 'The season has not started yet: the projection is all there is.',
  'under-way': 'The table as it stands, beside how the rest of the season plays out in simulation.',
};

/** The league page's title, before " | Strix". */
export const leaguePageTitle = (league: string) => `${league} table and season outlook`;
