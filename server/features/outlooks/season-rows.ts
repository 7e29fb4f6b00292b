import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import type { MatchForecast } from '../search/league-state.ts';
import { resultKnownAt } from '../search/result-timing.ts';

/** A season's regular-season matches split at the clock, with the teams in a fixed order. */
export interface SeasonRows {
  leagueId: string;
  season: string;
  /** Team ids; engine index i is teamIds[i]. */
  teamIds: number[];
  indexOf: Map<number, number>;
  played: LeagueMatchRow[];
  /** Not finished at the clock (in play or ahead), in kick-off order. */
  remaining: LeagueMatchRow[];
  /** Published forecasts of remaining matches (those without one are priced from ratings). */
  forecasts: ReadonlyMap<number, MatchForecast>;
}

/** Splits a season's rows at the clock: play-off games (NBA/NFL post-season) are not the table. */
export function splitSeason(
  leagueId: string,
  season: string,
  rows: readonly LeagueMatchRow[],
  asOf: Date,
  forecasts: ReadonlyMap<number, MatchForecast>,
): SeasonRows {
  const regular = rows.filter((r) => r.season === season && r.stats?.playoff !== 1);
  const played: LeagueMatchRow[] = [];
  const remaining: LeagueMatchRow[] = [];
  for (const r of regular) {
    const known =
      resultKnownAt(leagueId, r.kickoff) <= asOf && r.homeScore !== null && r.awayScore !== null;
    (known ? played : remaining).push(r);
  }
  const teamIds = [...new Set(regular.flatMap((r) => [r.homeTeamId, r.awayTeamId]))].sort(
    (a, b) => a - b,
  );
  return {
    leagueId,
    season,
    teamIds,
    indexOf: new Map(teamIds.map((id, i) => [id, i])),
    played,
    remaining,
    forecasts,
  };
}
