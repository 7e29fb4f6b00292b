import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import type { MatchForecast } from '../../sports/state/league-state.ts';
import { knownAt } from '../../sports/time/known-at.ts';

/** A meeting by its teams: a stored row, or one the schedule holds without a row (negative id). */
export type Meeting = Pick<LeagueMatchRow, 'id' | 'homeTeamId' | 'awayTeamId'>;

/** Why the rest of a season could not be laid out: the teams on file against the league's. */
export interface ScheduleGap {
  teams: number;
  expected: number;
}

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
  /**
   * Soccer: the double round-robin's meetings no stored row holds (a provider lists a few weeks
   * ahead), not yet dated; ids negative. Filled by completeSchedule (schedule.ts).
   */
  undated: Meeting[];
  /**
   * NBA/NFL: per team (by index), the games past its stored rows to the season's length, whose
   * opponents are not known: at home and away. Null when none are added.
   */
  open: { home: Int32Array; away: Int32Array } | null;
  /** Set when the teams on file are not the league's: only the stored rows are simulated. */
  scheduleGap: ScheduleGap | null;
  /**
   * What-if meetings (negative ids, forecasts in `forecasts`) that rate the teams no remaining
   * forecast rates, so every undated or open game has its teams' ratings.
   */
  ratingGames: Meeting[];
  /** Published forecasts of remaining matches (those without one are priced from ratings). */
  forecasts: ReadonlyMap<number, MatchForecast>;
}

/**
 * Regular-season games per team: the NBA's 82 (66 in the 2011/12 lockout season, 72 in
 * 2020/21), the NFL's 16 (17 from 2021), MLB's 162 (60 in 2020), the NHL's 82 (48 in the
 * 2012/13 lockout season, 56 in 2020/21; 2019/20 was stopped at 68 to 71 games).
 */
export function regularSeasonLength(leagueId: string, season: string): number | null {
  const start = Number(season.slice(0, 4));
  if (leagueId === 'NBA') return start === 2011 ? 66 : start === 2020 ? 72 : 82;
  if (leagueId === 'NFL') return start >= 2021 ? 17 : 16;
  if (leagueId === 'MLB') return start === 2020 ? 60 : 162;
  if (leagueId === 'NHL') return start === 2012 ? 48 : start === 2020 ? 56 : 82;
  return null;
}

/**
 * A season's regular-season rows. Play-off games are flagged in the data, but the NBA's play-in
 * games (from 2020/21) are not: a game in which a team has already played its regular season's
 * length is post-season, so the schedule does not reveal who reaches the play-in.
 */
export function regularSeason(
  leagueId: string,
  season: string,
  rows: readonly LeagueMatchRow[],
): LeagueMatchRow[] {
  const cap = regularSeasonLength(leagueId, season) ?? Number.POSITIVE_INFINITY;
  const games = new Map<number, number>();
  const out: LeagueMatchRow[] = [];
  for (const r of rows) {
    if (r.season !== season || r.stats?.playoff === 1) continue;
    const home = games.get(r.homeTeamId) ?? 0;
    const away = games.get(r.awayTeamId) ?? 0;
    if (home >= cap || away >= cap) continue;
    games.set(r.homeTeamId, home + 1);
    games.set(r.awayTeamId, away + 1);
    out.push(r);
  }
  return out;
}

/** Splits a season's rows at the clock: play-off games (NBA/NFL post-season) are not the table. */
export function splitSeason(
  leagueId: string,
  season: string,
  rows: readonly LeagueMatchRow[],
  asOf: Date,
  forecasts: ReadonlyMap<number, MatchForecast>,
): SeasonRows {
  const regular = regularSeason(leagueId, season, rows);
  const played: LeagueMatchRow[] = [];
  const remaining: LeagueMatchRow[] = [];
  for (const r of regular) {
    (knownAt(asOf).result(leagueId, r) ? played : remaining).push(r);
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
    undated: [],
    open: null,
    scheduleGap: null,
    ratingGames: [],
    forecasts,
  };
}
