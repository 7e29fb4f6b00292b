import { type Alignment, US_ALIGNMENT, US_CONFERENCES } from './alignment.ts';
import { MLB_NHL_CONFERENCES, seasonAlignment } from './mlb-nhl-alignment.ts';

/** The American leagues an outlook seeds by conference (MLB: by league) and division. */
export type AlignedLeague = 'NBA' | 'NFL' | 'MLB' | 'NHL';

export const isAlignedLeague = (leagueId: string): leagueId is AlignedLeague =>
  leagueId === 'NBA' || leagueId === 'NFL' || leagueId === 'MLB' || leagueId === 'NHL';

/** The alignment of a season (its label, '2024' or '2024/25'), by franchise name. */
export function alignmentFor(league: AlignedLeague, season: string): Map<string, Alignment> {
  if (league === 'MLB' || league === 'NHL') {
    return seasonAlignment(league, Number(season.slice(0, 4)));
  }
  return US_ALIGNMENT[league];
}

/** Conferences (MLB: leagues) in display order. */
export const conferencesOf = (league: AlignedLeague): [string, string] =>
  league === 'MLB' || league === 'NHL' ? MLB_NHL_CONFERENCES[league] : US_CONFERENCES[league];
