import { badRequest } from '../../lib/http-error.ts';
import type { LeagueInfo } from '../../sports/questions/interpret.ts';
import type { Catalogue } from '../../sports/state/catalogue.ts';

/** The league a `league` parameter names, or the 400 that points at the list of ids. */
export function leagueOf(catalogue: Pick<Catalogue, 'leagues'>, id: string): LeagueInfo {
  // Ids are short codes ('E0', 'NBA'); 'nba' is meant the same way, so case does not matter.
  const wanted = id.toUpperCase();
  const league = [...catalogue.leagues.values()].find((l) => l.id.toUpperCase() === wanted);
  if (!league) {
    throw badRequest(
      `league ${JSON.stringify(id)} is not a league Strix rates: see /api/v1/leagues for the ids.`,
    );
  }
  return league;
}
