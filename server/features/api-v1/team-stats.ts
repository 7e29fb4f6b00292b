import type { TeamStat } from '@contract';
import { isUsLeague } from '../../data/reference/leagues.ts';
import { gamesOf } from '../../sports/prediction/facts.ts';
import type { LeagueState, MatchForecast } from '../../sports/state/league-state.ts';
import { sideRating, teamStat as webTeamStat } from '../match/match-stats.ts';

/** Offence and defence against the league average, positive = better (TeamStatSchema). */
export interface TeamRating {
  offence: number;
  defence: number;
}

/** The team, and what its ratings are read from in the league state. */
export interface TeamInLeague {
  id: number;
  /** Its upcoming fixtures in this league at the clock, soonest first. */
  fixtures: readonly { matchId: number; homeTeamId: number }[];
  /** The league's other sides this season, for a what-if when it has no fixture forecast. */
  others: readonly number[];
}

/**
 * One team's record, streak, season averages, ratings and home/away split in its league at the
 * clock: the figures the web's stats panel shows for each side (match-service's teamStat),
 * computed here for a single team.
 */
export function teamStat(state: LeagueState, team: TeamInLeague): TeamStat {
  return webTeamStat(
    gamesOf(state.played, team.id),
    state.currentSeason,
    !isUsLeague(state.leagueId),
    teamRating(state, team),
    state.asOf,
  );
}

/**
 * Soccer: the model's attack and defence as goal multipliers less one, read from a forecast the
 * league state already holds for one of the team's fixtures, else from a neutral what-if
 * against another side of the league (the ratings do not depend on the opponent); a club the
 * model cannot rate gets the same multipliers from this season's goals. NBA/NFL: this season's
 * points per game scored and allowed against the league average, as the web's stats panel does.
 */
export function teamRating(state: LeagueState, team: TeamInLeague): TeamRating {
  const strength = isUsLeague(state.leagueId) ? undefined : modelStrength(state, team);
  return sideRating(state, team.id, strength);
}

function modelStrength(state: LeagueState, team: TeamInLeague) {
  const sideOf = (f: MatchForecast, home: boolean) => f.soccerRatings?.[home ? 'home' : 'away'];
  for (const fixture of team.fixtures) {
    const forecast = state.forecasts.get(fixture.matchId);
    const strength = forecast && sideOf(forecast, fixture.homeTeamId === team.id);
    if (strength) return strength;
  }
  const opponent = team.others.find((id) => id !== team.id);
  if (opponent === undefined) return undefined;
  const whatIf = state.hypothetical(team.id, opponent);
  return whatIf ? sideOf(whatIf, true) : undefined;
}
