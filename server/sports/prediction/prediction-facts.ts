import { type ProbabilitySource, percentages } from '@contract';
import { CUP_LEAGUE_IDS, MONEYLINE_LEAGUE_IDS } from '../../data/reference/leagues.ts';
import { latestFirst } from '../odds/market.ts';
import type { LeagueInfo } from '../questions/question-context.ts';
import type { LeagueState, MatchForecast } from '../state/league-state.ts';
import { kickoffText } from '../time/time-zones.ts';
import { cupFacts } from './cup-facts.ts';
import {
  gamesOf,
  headToHead,
  record,
  seasonGames,
  streak,
  type TeamGame,
  unbeatenRun,
} from './facts.ts';
import type { PredictionFacts } from './narrative.ts';
import { probabilitySourceOf } from './probability-source.ts';

const DAY = 86_400_000;
const pct = (p: number) => Math.round(p * 1000) / 10;

/** Percentages that add up to 100, with the draw null in sports without draws. */
export const threeWay = (probs: readonly number[], soccer: boolean) => {
  const [a, b, c] = percentages(probs);
  return soccer ? { home: a!, draw: b!, away: c! } : { home: a!, draw: null, away: b! };
};

/** The two sides of a meeting: their names and games on file, newest first. */
export interface Sides {
  homeId: number;
  awayId: number;
  home: string;
  away: string;
  homeGames: TeamGame[];
  awayGames: TeamGame[];
}

/** What the facts are read from: the meeting, its forecast and the league's state. */
export interface FactsSource {
  league: LeagueInfo;
  state: LeagueState;
  fixture: { matchId: number; kickoff: Date; kickoffTimeKnown?: boolean } | null;
  timeZone?: string;
  forecast: MatchForecast;
  soccer: boolean;
  sides: Sides;
}

/** The spread's move from the opening line to the latest one, when both are on file. */
function lineMove(state: LeagueState, matchId: number) {
  const docs = state.odds.get(matchId) ?? [];
  const lineOf = (kind: string) =>
    docs
      .filter((d) => d.kind === kind)
      .flatMap((d) => d.quotes)
      .find((q) => q.market === 'spread' && q.line !== null)?.line;
  const latest = latestFirst(docs)[0];
  if (!latest || latest.kind === 'opening') return null;
  const from = lineOf('opening');
  const to = lineOf(latest.kind);
  return from !== undefined && from !== null && to !== undefined && to !== null
    ? { from, to }
    : null;
}

/**
 * Everything the texts may say about a meeting: the forecast's figures (the model's, the
 * market's, and the blend the answer publishes, with what it is: `source`), then the teams'
 * records. Built facts always say what the published figures are (only `withoutMarket` takes
 * that out).
 */
export function predictionFacts(
  meeting: FactsSource,
): PredictionFacts & { source: ProbabilitySource } {
  const { league, state, fixture, timeZone, forecast, soccer, sides } = meeting;
  const { homeId, awayId, home, away, homeGames, awayGames } = sides;
  const cup = CUP_LEAGUE_IDS.has(league.id);
  const season = {
    home: seasonGames(homeGames, state.currentSeason),
    away: seasonGames(awayGames, state.currentSeason),
  };
  return {
    home,
    away,
    league: league.name,
    soccer,
    when: fixture ? kickoffText({ ...fixture, leagueId: league.id }, timeZone) : null,
    published: threeWay(forecast.published, soccer),
    source: probabilitySourceOf(
      league.id,
      forecast,
      fixture ? (state.odds.get(fixture.matchId) ?? []) : null,
    ),
    model: threeWay(forecast.model, soccer),
    market: forecast.market
      ? { ...threeWay(forecast.market.probabilities, soccer), source: forecast.market.source }
      : null,
    expectedGoals: forecast.expectedGoals,
    overUnder25: forecast.overUnder25 ? { over: pct(forecast.overUnder25.over) } : null,
    fairSpread: forecast.fairSpread === null ? null : Math.round(forecast.fairSpread * 2) / 2,
    form: {
      home: homeGames.slice(0, 5).map((g) => g.result),
      away: awayGames.slice(0, 5).map((g) => g.result),
    },
    seasonRecord: seasonRecordOf(season, fixture !== null),
    headToHead: headToHeadOf(state, homeId, awayId),
    streaks: { home: streak(homeGames), away: streak(awayGames) },
    unbeaten: { home: unbeatenRun(homeGames), away: unbeatenRun(awayGames) },
    overRate: soccer ? { home: overRate(homeGames), away: overRate(awayGames) } : null,
    // A run or puck line is ±1.5 either way: its "move" is a change of favourite, not of margin.
    lineMove:
      fixture && !MONEYLINE_LEAGUE_IDS.has(league.id) ? lineMove(state, fixture.matchId) : null,
    gamesInYear: { home: inYear(state, homeGames), away: inYear(state, awayGames) },
    cup: cup ? cupFacts(state, forecast.stage ?? null, homeId, awayId, home, away) : null,
    // A cup's form spans competitions, so "new to the league" means nothing there.
    newTeams: soccer && !cup ? newTeamsOf(state, sides, season) : [],
    starters:
      league.id === 'MLB' && fixture ? (state.starters?.(fixture.matchId) ?? 'not-listed') : null,
  };
}

/** How many of a team's games on file were played in the year to the clock. */
function inYear(state: LeagueState, games: readonly TeamGame[]) {
  const yearAgo = state.asOf.getTime() - 365 * DAY;
  return games.filter((g) => g.match.kickoff.getTime() >= yearAgo).length;
}

/** Of a team's last ten games, how many had over 2.5 goals. */
function overRate(games: readonly TeamGame[]) {
  const last = games.slice(0, 10);
  return { over: last.filter((g) => g.scored + g.conceded > 2.5).length, of: last.length };
}

/** The sides' games this season, on file. */
interface SeasonGames {
  home: TeamGame[];
  away: TeamGame[];
}

/** This season: the home side at home, the away side away. */
function seasonRecordOf({ home: homeSeason, away: awaySeason }: SeasonGames, scheduled: boolean) {
  // A what-if has no venue, so home and away splits say nothing about it.
  return {
    homeAtHome: scheduled && homeSeason.length ? record(homeSeason.filter((g) => g.home)) : null,
    awayAway: scheduled && awaySeason.length ? record(awaySeason.filter((g) => !g.home)) : null,
  };
}

/** Their last six meetings on file, counted from the home side's view. */
function headToHeadOf(state: LeagueState, homeId: number, awayId: number) {
  const h2h = headToHead(state.played, homeId, awayId, 6);
  return {
    played: h2h.length,
    homeWins: h2h.filter((g) => g.result === 'W').length,
    draws: h2h.filter((g) => g.result === 'D').length,
    awayWins: h2h.filter((g) => g.result === 'L').length,
  };
}

/** Promoted sides: games this season but none in earlier seasons of this league on file. */
function newTeamsOf(state: LeagueState, sides: Sides, season: SeasonGames): string[] {
  if (!state.played.some((m) => m.season !== state.currentSeason)) return [];
  return [
    { team: sides.home, games: sides.homeGames, season: season.home },
    { team: sides.away, games: sides.awayGames, season: season.away },
  ]
    .filter((t) => t.games.length > 0 && t.games.length === t.season.length)
    .map((t) => t.team);
}

/** The two sides' names (as the directory has them) and their games on file. */
export function sidesOf(
  state: LeagueState,
  nameOf: (id: number) => string,
  homeId: number,
  awayId: number,
): Sides {
  return {
    homeId,
    awayId,
    home: nameOf(homeId),
    away: nameOf(awayId),
    homeGames: gamesOf(state.played, homeId),
    awayGames: gamesOf(state.played, awayId),
  };
}
