import {
  type SoccerBacktestMatch,
  type SoccerForecastRow,
  soccerForecastSteps,
} from '../../../../engine/backtest/soccer.ts';
import type { EloGame } from '../../../../engine/elo/index.ts';
import type { MoneylineLeague } from '../../../../engine/predict/mlb-nhl.ts';
import { forecastUsGames, type UsFixture, type UsLeague } from '../../../../engine/predict/us.ts';
import { PROMOTED_TEAM_PRIOR, SOCCER_FIT } from '../../../../engine/soccer/index.ts';
import type { ClosingPriceRow, StarterRow, UsGameRow } from '../../../db/queries/mlb-nhl-games.ts';
import { fixtureInputOf } from '../../state/league-model.ts';
import { moneylineModel } from '../../state/moneyline-model.ts';
import { knownAt } from '../../time/known-at.ts';

const DAY = 86_400_000;
/**
 * History each MLB/NHL week's forecast reads, as for NBA/NFL (backtest-league.ts): the ratings
 * regress between seasons and a starter's earlier seasons fade, so five seasons give the served
 * model's figures without replaying every season each week.
 */
export const MONEYLINE_HISTORY_MS = 5 * 366 * DAY;

/**
 * The fitting half of a walk-forward: plain data in, forecasts out, nothing read or written. The
 * same job runs on the fitting thread (fits-off-thread.ts) or, failing that, in this one; its
 * arrays (`FIT_JOB_ROWS`) cross to the thread in slices.
 */
export type FitJob =
  | {
      kind: 'moneyline';
      league: MoneylineLeague;
      /** The league's games settled before the clock, from the history window on. */
      rows: UsGameRow[];
      starters: StarterRow[];
      closing: ClosingPriceRow[];
      /** Each week's games, forecast together from the week's start. */
      weeks: { clock: Date; gameIds: number[] }[];
    }
  | {
      kind: 'us';
      league: UsLeague;
      games: EloGame[];
      /** Each week's fixtures, forecast from the games of days before `first`. */
      weeks: { first: string; fixtures: UsFixture[] }[];
    }
  | {
      kind: 'soccer';
      matches: SoccerBacktestMatch[];
      seasons: string[];
      scoredFrom: string;
    };

/** The large arrays of each kind of job: sent to the fitting thread a slice at a time. */
export const FIT_JOB_ROWS = {
  moneyline: ['rows', 'starters', 'closing'],
  us: ['games'],
  soccer: ['matches'],
} as const satisfies { [K in FitJob['kind']]: readonly (keyof Extract<FitJob, { kind: K }>)[] };

/**
 * One answer per week (moneyline: each game's model [home, away] by id; us: each game's home
 * win probability by id), or the soccer walk-forward's rows at its end.
 */
export type FitAnswer =
  | { kind: 'week'; forecasts: Record<string, number[]> }
  | { kind: 'soccer'; rows: SoccerForecastRow[] };

/**
 * Runs a job a step at a time (a week, a soccer refit): the caller pauses between steps, to let
 * requests in on this thread or to pace the fitting thread. A step yields `undefined` when it has
 * nothing to report yet.
 */
export function* fitSteps(job: FitJob): Generator<FitAnswer | undefined> {
  if (job.kind === 'moneyline') {
    for (const week of job.weeks) yield { kind: 'week', forecasts: moneylineWeek(job, week) };
  } else if (job.kind === 'us') {
    for (const week of job.weeks) {
      const history = job.games.filter((g) => g.date < week.first);
      const forecasts = forecastUsGames(job.league, history, week.fixtures);
      yield {
        kind: 'week',
        forecasts: Object.fromEntries(
          Object.entries(forecasts).map(([id, f]) => [id, [f.homeWinProbability]]),
        ),
      };
    }
  } else {
    const steps = soccerForecastSteps(job.matches, {
      seasons: job.seasons,
      warmupSeasons: [],
      fit: SOCCER_FIT,
      promotedPrior: PROMOTED_TEAM_PRIOR,
      scoredFrom: job.scoredFrom,
    });
    let step = steps.next();
    while (!step.done) {
      yield undefined;
      step = steps.next();
    }
    yield { kind: 'soccer', rows: step.value.rows };
  }
}

/** The week's games with their results hidden: what the model may see of them beforehand. */
const asFixture = (r: UsGameRow): UsGameRow => ({
  ...r,
  homeScore: null,
  awayScore: null,
  details: null,
});

/**
 * The starters known when a week's games were priced: every one known at the week's start
 * (earlier games' listed and actual starters), and the week's own listed starters, known with
 * the opening line; never who actually started a game of the week.
 */
function startersAt(starters: readonly StarterRow[], clock: Date, week: Map<number, UsGameRow>) {
  return starters.filter((s) => {
    const game = week.get(s.matchId);
    return game
      ? s.kind === 'listed' && s.knownAt < game.kickoff
      : s.knownAt.getTime() <= clock.getTime();
  });
}

/** One week's games forecast by the served model as it stood at the week's start. */
function moneylineWeek(
  job: Extract<FitJob, { kind: 'moneyline' }>,
  { clock, gameIds }: { clock: Date; gameIds: number[] },
): Record<string, number[]> {
  const { league, rows } = job;
  const known = knownAt(clock);
  const earliest = clock.getTime() - MONEYLINE_HISTORY_MS;
  const ids = new Set(gameIds);
  const games = rows.filter((r) => ids.has(r.id));
  if (games.length === 0) return {};
  const history = rows.filter((r) => r.kickoff.getTime() >= earliest && known.result(league, r));
  const week = new Map(games.map((r) => [r.id, asFixture(r)]));
  const model = moneylineModel(
    league,
    [...history, ...week.values()],
    startersAt(job.starters, clock, week),
    clock,
    games[0]!.season,
    job.closing.filter((c) => c.capturedAt.getTime() <= clock.getTime()),
  );
  const forecasts = model.forecast(games.map(fixtureInputOf));
  return Object.fromEntries(
    Object.entries(forecasts).flatMap(([id, f]) => (f?.model ? [[id, f.model]] : [])),
  );
}
