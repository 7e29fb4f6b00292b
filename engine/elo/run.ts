import { fairSpread, winProbability } from './probability.ts';
import type { EloGame, EloParams, Ratings } from './types.ts';
import { dayNumber, eloShift, homeResult, regressRating } from './update.ts';

/** The forecast for one game, made from the games before it only. */
export interface EloPrediction {
  id: string;
  season: number;
  home: string;
  away: string;
  homeRating: number;
  awayRating: number;
  /** Home − away rating, plus home advantage unless neutral, less any back-to-back penalty. */
  eloDiff: number;
  homeWinProbability: number;
  /** Points the home side is favoured by. */
  fairSpread: number;
  /** What happened, from the home side: 1 win, 0.5 tie, 0 loss. */
  homeResult: number;
}

/** Everything needed to forecast the next game after a run. */
export interface EloState {
  /** Ratings after the last game, before any regression for a season not yet played. */
  ratings: Ratings;
  /** Season of the last game, or null when there were none. */
  season: number | null;
  /** Date of each team's latest game, for back-to-backs. */
  lastPlayed: Map<string, string>;
  /** Games each team has played in `season`, for the early-season K. */
  seasonGames: Map<string, number>;
}

export interface EloRun extends EloState {
  /** One per game, in input order. */
  predictions: EloPrediction[];
}

export interface RunEloOptions {
  /** Called before each game is rated, with the ratings it is forecast from. */
  onBeforeGame?: (game: EloGame, ratings: ReadonlyMap<string, number>, probability: number) => void;
}

/**
 * Rates games in order: each game is forecast from the ratings as they stand, and only then do
 * its result and margin update them, so every prediction is out of sample. When the season
 * changes all known ratings regress towards the mean first (rosters turn over in the summer).
 * Out-of-order input is refused rather than sorted, because a silent reorder is exactly how a
 * future result leaks into a past forecast.
 */
export function runElo(
  games: readonly EloGame[],
  params: EloParams,
  options: RunEloOptions = {},
): EloRun {
  const predictions: EloPrediction[] = new Array(games.length);
  const state = rateGames(
    games,
    params,
    (game, i, homeRating, awayRating, diff, probability) => {
      predictions[i] = {
        id: game.id,
        season: game.season,
        home: game.home,
        away: game.away,
        homeRating,
        awayRating,
        eloDiff: diff,
        homeWinProbability: probability,
        fairSpread: fairSpread(diff, params.eloPerPoint),
        homeResult: homeResult(game.homeScore, game.awayScore),
      };
    },
    options.onBeforeGame,
  );
  return { ...state, predictions };
}

/**
 * The rating loop without per-game records, for callers (tuning) that run it thousands of
 * times and only keep a running score. `visit` sees each forecast before the game updates the
 * ratings; `onBeforeGame` also sees the ratings themselves.
 */
export function rateGames(
  games: readonly EloGame[],
  params: EloParams,
  visit: (
    game: EloGame,
    index: number,
    homeRating: number,
    awayRating: number,
    diff: number,
    probability: number,
  ) => void,
  onBeforeGame?: RunEloOptions['onBeforeGame'],
): EloState {
  // Teams are interned to array slots: the loop runs thousands of times while tuning, and
  // typed-array reads are several times cheaper than string-keyed Map lookups.
  const slot = new Map<string, number>();
  const teams: string[] = [];
  const rating: number[] = [];
  const played: number[] = [];
  const lastDay: number[] = [];
  const lastDate: string[] = [];
  const slotOf = (team: string): number => {
    let s = slot.get(team);
    if (s === undefined) {
      s = teams.length;
      slot.set(team, s);
      teams.push(team);
      rating.push(params.initialRating);
      played.push(0);
      lastDay.push(Number.NaN);
      lastDate.push('');
    }
    return s;
  };
  // Only kept up to date when someone is watching, since it doubles the bookkeeping.
  const live: Ratings | null = onBeforeGame ? new Map() : null;

  const tired = params.backToBack ?? 0;
  const earlyGames = params.earlySeasonGames ?? 0;
  const earlyK = params.earlySeasonK ?? 1;
  let season: number | null = null;
  let previousDate = '';
  for (let i = 0; i < games.length; i++) {
    const game = games[i]!;
    if (game.date < previousDate || (season !== null && game.season < season)) {
      throw new RangeError(`Games are not in chronological order at ${game.id}`);
    }
    previousDate = game.date;
    if (season !== null && game.season !== season) {
      for (let t = 0; t < rating.length; t++) {
        rating[t] = regressRating(rating[t]!, params);
        played[t] = 0;
        live?.set(teams[t]!, rating[t]!);
      }
    }
    season = game.season;

    const h = slotOf(game.home);
    const a = slotOf(game.away);
    const homeRating = rating[h]!;
    const awayRating = rating[a]!;
    let diff = baseDiff(homeRating, awayRating, params, game);
    let day = Number.NaN;
    if (tired !== 0) {
      day = dayNumber(game.date);
      if (day - lastDay[h]! === 1) diff -= tired;
      if (day - lastDay[a]! === 1) diff += tired;
    }
    const probability = winProbability(diff);
    if (onBeforeGame && live) {
      live.set(game.home, homeRating);
      live.set(game.away, awayRating);
      onBeforeGame(game, live, probability);
    }
    visit(game, i, homeRating, awayRating, diff, probability);

    const early = played[h]! < earlyGames || played[a]! < earlyGames;
    const shift =
      eloShift(params, diff, probability, game.homeScore, game.awayScore) * (early ? earlyK : 1);
    rating[h] = homeRating + shift;
    rating[a] = awayRating - shift;
    live?.set(game.home, rating[h]!);
    live?.set(game.away, rating[a]!);
    played[h]!++;
    played[a]!++;
    lastDay[h] = day;
    lastDay[a] = day;
    lastDate[h] = game.date;
    lastDate[a] = game.date;
  }

  const state: EloState = {
    ratings: new Map(),
    season,
    lastPlayed: new Map(),
    seasonGames: new Map(),
  };
  for (let t = 0; t < teams.length; t++) {
    const team = teams[t]!;
    state.ratings.set(team, rating[t]!);
    state.lastPlayed.set(team, lastDate[t]!);
    if (played[t]! > 0) state.seasonGames.set(team, played[t]!);
  }
  return state;
}

/**
 * The pre-game rating difference before rest: ratings, home advantage, the game's edge. The run
 * and a forecast read it from here, so the two never differ.
 */
function baseDiff(
  homeRating: number,
  awayRating: number,
  params: EloParams,
  game: Pick<EloGame, 'neutral' | 'edge'>,
): number {
  return (
    homeRating -
    awayRating +
    (game.neutral ? 0 : params.homeAdvantage) +
    (game.edge ?? 0) * (params.edgeElo ?? 0)
  );
}

function gameDiff(
  homeRating: number,
  awayRating: number,
  params: EloParams,
  game: Pick<EloGame, 'home' | 'away' | 'date' | 'neutral' | 'edge'>,
  state: Pick<EloState, 'lastPlayed'>,
): number {
  let diff = baseDiff(homeRating, awayRating, params, game);
  const tired = params.backToBack ?? 0;
  if (tired !== 0) {
    const day = dayNumber(game.date);
    const homeLast = state.lastPlayed.get(game.home);
    const awayLast = state.lastPlayed.get(game.away);
    if (homeLast !== undefined && day - dayNumber(homeLast) === 1) diff -= tired;
    if (awayLast !== undefined && day - dayNumber(awayLast) === 1) diff += tired;
  }
  return diff;
}

/** A copy of `ratings` regressed once towards the mean, as at the start of a new season. */
export function regressRatings(
  ratings: ReadonlyMap<string, number>,
  params: Pick<EloParams, 'seasonRegression' | 'regressionMean'>,
): Ratings {
  const next: Ratings = new Map(ratings);
  regressAll(next, params);
  return next;
}

/**
 * The ratings to forecast a game of `season` from: a run's final ratings, regressed if that
 * game opens a season the run has not reached yet.
 */
export function ratingsForSeason(
  state: Pick<EloState, 'ratings' | 'season'>,
  season: number,
  params: Pick<EloParams, 'seasonRegression' | 'regressionMean'>,
): ReadonlyMap<string, number> {
  return state.season !== null && season > state.season
    ? regressRatings(state.ratings, params)
    : state.ratings;
}

function regressAll(
  ratings: Ratings,
  params: Pick<EloParams, 'seasonRegression' | 'regressionMean'>,
): void {
  for (const [team, rating] of ratings) ratings.set(team, regressRating(rating, params));
}

export interface EloForecast {
  homeRating: number;
  awayRating: number;
  eloDiff: number;
  homeWinProbability: number;
  fairSpread: number;
}

/**
 * Forecast one game from a set of ratings; a team not in them starts at `initialRating`.
 * Back-to-back flags only matter when `params.backToBack` is set.
 */
export function predict(
  ratings: ReadonlyMap<string, number>,
  home: string,
  away: string,
  params: EloParams,
  options: { neutral?: boolean; homeBackToBack?: boolean; awayBackToBack?: boolean } = {},
): EloForecast {
  const homeRating = ratings.get(home) ?? params.initialRating;
  const awayRating = ratings.get(away) ?? params.initialRating;
  const tired = params.backToBack ?? 0;
  const eloDiff =
    homeRating -
    awayRating +
    (options.neutral ? 0 : params.homeAdvantage) -
    (options.homeBackToBack ? tired : 0) +
    (options.awayBackToBack ? tired : 0);
  return {
    homeRating,
    awayRating,
    eloDiff,
    homeWinProbability: winProbability(eloDiff),
    fairSpread: fairSpread(eloDiff, params.eloPerPoint),
  };
}

/**
 * Forecast an upcoming game from the state a run ended in, exactly as `runElo` would have had
 * the game been next in its input: regressed ratings if it opens a new season, back-to-back
 * penalties from each team's last game date.
 */
export function forecastGame(
  state: EloState,
  game: Pick<EloGame, 'home' | 'away' | 'date' | 'season' | 'neutral' | 'edge'>,
  params: EloParams,
): EloForecast {
  const ratings = ratingsForSeason(state, game.season, params);
  const homeRating = ratings.get(game.home) ?? params.initialRating;
  const awayRating = ratings.get(game.away) ?? params.initialRating;
  const eloDiff = gameDiff(homeRating, awayRating, params, game, state);
  return {
    homeRating,
    awayRating,
    eloDiff,
    homeWinProbability: winProbability(eloDiff),
    fairSpread: fairSpread(eloDiff, params.eloPerPoint),
  };
}
