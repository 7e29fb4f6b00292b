import { type EloGame, type EloParams, forecastGame, runElo } from '../elo/index.ts';
import { SPREAD_SIGMA, winProbabilityToSpread } from '../market/spread.ts';
import { forecastMarginRatings, NBA_MARGIN, NFL_MARGIN } from '../ratings/index.ts';
import type { MarginParams } from '../ratings/margin.ts';
import { ELO_PARAMS_BY_SEASON } from './elo-params.ts';

export type UsLeague = 'NBA' | 'NFL';

/** An upcoming NBA or NFL game. */
export interface UsFixture {
  id: string;
  /** Local (venue) calendar date, yyyy-mm-dd, as EloGame.date. */
  date: string;
  /** Season by its start year, as EloGame.season: NFL 2024, NBA 2024/25 → 2024. */
  season: number;
  home: string;
  away: string;
  /** No home advantage (e.g. Super Bowl, international games). */
  neutral?: boolean;
}

export interface UsForecast {
  id: string;
  homeWinProbability: number;
  /** Home handicap in points as bookmakers quote it: negative = home favoured (−3.5 = home by 3.5). */
  fairSpread: number;
  /** Elo ratings the game is forecast from (regressed when the fixture opens a new season). */
  ratings: { home: number; away: number };
  /** The two halves of the model, for display: Elo's and the margin rating's home-win chances. */
  components: { elo: number; margin: number; expectedMargin: number };
}

/** The production NBA/NFL model: walk-forward Elo averaged with the margin rating. */
export const US_MODEL: Record<
  UsLeague,
  { margin: MarginParams & { weight: number }; spreadSigma: number }
> = {
  NBA: { margin: NBA_MARGIN, spreadSigma: SPREAD_SIGMA.nba },
  NFL: { margin: NFL_MARGIN, spreadSigma: SPREAD_SIGMA.nfl },
};

/**
 * The Elo parameters the walk-forward backtest uses for `season` (tuned on earlier seasons only;
 * engine/predict/elo-params.ts). Seasons past the table take its latest entry.
 */
export function eloParamsFor(league: UsLeague, season: number): EloParams {
  const table = ELO_PARAMS_BY_SEASON[league];
  const seasons = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const pick = seasons.filter((s) => s <= season).pop() ?? seasons[0]!;
  return table[pick]!;
}

const byDate = <T extends { date: string }>(games: readonly T[]) =>
  [...games].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * Forecasts upcoming NBA or NFL games from the played ones, with the model `npm run backtest --
 * --model elo+margin` measures: Elo with the season's walk-forward parameters, averaged with
 * the time-decayed margin rating (`US_MODEL[league].margin.weight` on the latter). Every played
 * game is used; pass only games before the clock. Back-to-backs count games on the previous
 * calendar day whether played or scheduled among `upcoming`.
 */
export function forecastUsGames(
  league: UsLeague,
  played: readonly EloGame[],
  upcoming: readonly UsFixture[],
): Record<string, UsForecast> {
  if (upcoming.length === 0) return {};
  const { margin, spreadSigma } = US_MODEL[league];
  const history = byDate(played);
  const fixtures = byDate(upcoming);
  const last = history.at(-1);
  if (last && fixtures[0]!.date < last.date) {
    throw new RangeError(`Fixture ${fixtures[0]!.id} is dated before the last played game`);
  }
  const marginById = new Map(
    forecastMarginRatings(history, fixtures, margin).map((p) => [p.id, p] as const),
  );

  // One Elo run per parameter set (normally one: every fixture is in the current season).
  const runs = new Map<EloParams, ReturnType<typeof runElo>>();
  const lastPlayed = new Map<string, string>();
  const out: Record<string, UsForecast> = {};
  for (const fixture of fixtures) {
    const params = eloParamsFor(league, fixture.season);
    let run = runs.get(params);
    if (!run) {
      run = runElo(history, params);
      runs.set(params, run);
    }
    // Scheduled games count for rest as played ones do.
    const rest = new Map(run.lastPlayed);
    for (const [team, date] of lastPlayed) rest.set(team, date);
    const elo = forecastGame({ ...run, lastPlayed: rest }, fixture, params);
    lastPlayed.set(fixture.home, fixture.date);
    lastPlayed.set(fixture.away, fixture.date);
    const m = marginById.get(fixture.id)!;
    const p = (1 - margin.weight) * elo.homeWinProbability + margin.weight * m.homeWinProbability;
    out[fixture.id] = {
      id: fixture.id,
      homeWinProbability: p,
      fairSpread: -winProbabilityToSpread(p, spreadSigma),
      ratings: { home: elo.homeRating, away: elo.awayRating },
      components: {
        elo: elo.homeWinProbability,
        margin: m.homeWinProbability,
        expectedMargin: m.expectedMargin,
      },
    };
  }
  return out;
}
