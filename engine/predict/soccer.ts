import {
  type DixonColesModel,
  fitDixonColes,
  markClosedDoors,
  PROMOTED_TEAM_PRIOR,
  predictMatch,
  promotedPriorsAt,
  SOCCER_FIT,
} from '../soccer/index.ts';
import type { SoccerMatch, TeamStrength } from '../soccer/types.ts';

/**
 * A played league match, as server/data/ingest/history.ts `toSoccerMatch` builds it: `date` is
 * the kick-off instant (ISO), shots are optional (they feed the shots-on-target blend when
 * present). Only matches with `date` strictly before `asOf` are ever used.
 */
export type PlayedSoccerMatch = SoccerMatch;

export interface SoccerFixture {
  id: string;
  home: string;
  away: string;
  /** Kick-off instant, ISO. */
  kickoff: string;
  /** '2024/25' style. */
  season: string;
  /** No home advantage (a neutral venue, or a what-if meeting with no venue). */
  neutral?: boolean;
}

export interface SoccerForecastOptions {
  /** The clock: the model is fitted on played matches with kick-off strictly before it. */
  asOf: string;
  /**
   * Teams of the season(s) being forecast. A team of the season with no match in the year
   * before `asOf` is taken as promoted and starts from PROMOTED_TEAM_PRIOR, as in the backtest.
   * Default: the teams of `upcoming`. Passing every team of the season (played and upcoming
   * fixtures) reproduces the backtest exactly.
   */
  seasonTeams?: Iterable<string>;
}

export interface ScoreProbability {
  home: number;
  away: number;
  probability: number;
}

export interface SoccerForecast {
  id: string;
  /** [home win, draw, away win], summing to 1. */
  model: [number, number, number];
  expectedGoals: { home: number; away: number };
  overUnder25: { over: number; under: number };
  /** The most likely exact scores, most likely first (five of them). */
  topScores: ScoreProbability[];
  /**
   * Log-scale strengths relative to an average side of the fit: higher attack scores more,
   * higher defence concedes more. `known` false: the team was not in the fit (its prior was used).
   */
  ratings: {
    home: TeamStrength & { known: boolean };
    away: TeamStrength & { known: boolean };
  };
}

function topScores(matrix: readonly (readonly number[])[], count: number): ScoreProbability[] {
  const all: ScoreProbability[] = [];
  matrix.forEach((row, home) => {
    row.forEach((probability, away) => {
      all.push({ home, away, probability });
    });
  });
  return all.sort((a, b) => b.probability - a.probability).slice(0, count);
}

/**
 * Forecasts upcoming league fixtures with the production soccer model: Dixon–Coles with the
 * shots-on-target blend (SOCCER_FIT) fitted on matches before `asOf`, promoted sides starting
 * from PROMOTED_TEAM_PRIOR. One fit serves every fixture; the settings are exactly those of the
 * walk-forward backtest (`npm run backtest`), which refits weekly the same way.
 */
export function forecastSoccer(
  played: readonly PlayedSoccerMatch[],
  upcoming: readonly SoccerFixture[],
  options: SoccerForecastOptions,
): Record<string, SoccerForecast> {
  if (upcoming.length === 0 || !hasRecentMatch(played, options.asOf)) return {};
  const model = fitSoccerModel(
    played,
    options.seasonTeams ?? upcoming.flatMap((f) => [f.home, f.away]),
    options.asOf,
  );

  const forecasts: Record<string, SoccerForecast> = {};
  for (const fixture of upcoming) {
    const p = predictMatch(model, fixture.home, fixture.away, {
      neutral: fixture.neutral === true,
    });
    const ou = p.overUnder(2.5);
    forecasts[fixture.id] = {
      id: fixture.id,
      model: [p.homeWin, p.draw, p.awayWin],
      expectedGoals: { home: p.expectedHomeGoals, away: p.expectedAwayGoals },
      overUnder25: { over: ou.over, under: ou.under },
      topScores: topScores(p.scoreMatrix, 5),
      ratings: {
        home: { attack: p.home.attack, defence: p.home.defence, known: p.home.known },
        away: { attack: p.away.attack, defence: p.away.defence, known: p.away.known },
      },
    };
  }
  return forecasts;
}

const DAY_MS = 86_400_000;

/** Whether any match lies in the fit window before `asOf` (the fit needs at least one). */
function hasRecentMatch(played: readonly PlayedSoccerMatch[], asOf: string): boolean {
  const at = Date.parse(asOf);
  return played.some((m) => {
    const t = Date.parse(m.date);
    return t < at && at - t <= SOCCER_FIT.maxAgeDays * DAY_MS;
  });
}

/**
 * The production Dixon–Coles fit at `asOf` (matches strictly before it; promoted teams of the
 * season from PROMOTED_TEAM_PRIOR; 2020–21 closed-doors matches with their own home advantage),
 * for callers that want the whole model.
 */
export function fitSoccerModel(
  played: readonly PlayedSoccerMatch[],
  seasonTeams: Iterable<string>,
  asOf: string,
): DixonColesModel {
  const asOfMs = Date.parse(asOf);
  if (!Number.isFinite(asOfMs)) throw new RangeError(`Bad asOf: ${asOf}`);
  const history = markClosedDoors(played.filter((m) => Date.parse(m.date) < asOfMs));
  const priorMeans = promotedPriorsAt(history, seasonTeams, asOf, PROMOTED_TEAM_PRIOR);
  return fitDixonColes(history, { ...SOCCER_FIT, asOf, priorMeans });
}
