/**
 * Walk-forward backtests of the MLB and NHL models against the closing moneyline
 * (docs/models.md "Baseball", "Hockey"). Each is run twice on the same games: the served model
 * (team ratings on runs or goals, the NHL's with the goalies' edge, then the rest and MLB's
 * starters' market-implied term, each season's settings and coefficients fitted on earlier
 * seasons only) and a plain Elo on wins, tuned the
 * same way; the difference between them, paired game by game with its standard error, is what
 * the starters' terms earned.
 */
import { MLB_PLAIN_GRID, MLB_TUNING_GRID } from '../baseball/elo.ts';
import { baseballInputs } from '../baseball/inputs.ts';
import type { BaseballGame } from '../baseball/types.ts';
import { NHL_PLAIN_GRID, NHL_TUNING_GRID } from '../hockey/elo.ts';
import { hockeyInputs, withGoalieEdges } from '../hockey/inputs.ts';
import { fitRegulation, type RegulationModel, regulationOutcomes } from '../hockey/regulation.ts';
import type { HockeyGame } from '../hockey/types.ts';
import { brier } from '../metrics/scores.ts';
import { pairedDelta } from '../metrics/summary.ts';
import { mean } from './report.ts';
import { backtestUsSport, type UsGame } from './us-sports.ts';

type Priced<T> = T & { moneyline?: [number, number] };

export interface SeasonWindow {
  fromSeason: number;
  toSeason: number;
}

function compare(
  full: ReturnType<typeof backtestUsSport>,
  plain: ReturnType<typeof backtestUsSport>,
) {
  const plainById = new Map(plain.forecasts.map((f) => [f.id, f]));
  const paired = full.forecasts.filter((f) => plainById.has(f.id));
  const d = pairedDelta(
    paired.map((f) => brier(f.model, f.hit)),
    paired.map((f) => brier(plainById.get(f.id)!.model, f.hit)),
  );
  return {
    n: paired.length,
    deltaBrier: d.mean,
    deltaBrierSe: d.se,
    plainBrier: plain.pooled.model.brier,
  };
}

const common = {
  spreadSigma: 4,
  validationSeasons: 1,
  blendWarmupSeasons: 1,
  model: 'elo' as const,
};

export function backtestBaseball(games: readonly Priced<BaseballGame>[], window: SeasonWindow) {
  const full = backtestUsSport(games as UsGame[], {
    ...window,
    ...common,
    grid: MLB_TUNING_GRID,
    adjustment: {
      firstSeason: window.fromSeason - 1,
      inputs: (g) => baseballInputs(g as BaseballGame[]),
    },
  });
  const plain = backtestUsSport(games as UsGame[], { ...window, ...common, grid: MLB_PLAIN_GRID });
  return { full, plain, vsPlainElo: compare(full, plain) };
}

/**
 * The regulation split scored on games whose sources said how they ended: each season's
 * split fitted on earlier seasons' out-of-sample forecasts; three-way Brier (summed over the
 * outcomes) against the split a flat league rate would give.
 */
function regulationScores(
  games: readonly HockeyGame[],
  forecasts: readonly { id: string; season: number; model: number; hit: 0 | 1 }[],
) {
  const byId = new Map(games.map((g) => [g.id, g]));
  const settled = forecasts.flatMap((f) => {
    const settledIn = byId.get(f.id)?.settledIn;
    return settledIn ? [{ ...f, settledIn }] : [];
  });
  const seasons = [...new Set(settled.map((f) => f.season))].sort((a, b) => a - b);
  const rows: { model: number; flat: number }[] = [];
  const fits: { season: number; model: RegulationModel }[] = [];
  for (const season of seasons) {
    const earlier = settled.filter((f) => f.season < season);
    if (earlier.length < 200) continue;
    const model = fitRegulation(
      earlier.map((f) => ({ p: f.model, settledIn: f.settledIn, homeWon: f.hit === 1 })),
    );
    const drawRate = earlier.filter((f) => f.settledIn !== 'regulation').length / earlier.length;
    fits.push({ season, model });
    for (const f of settled.filter((x) => x.season === season)) {
      const outcome = f.settledIn === 'regulation' ? (f.hit ? 0 : 2) : 1;
      const score = (probs: readonly number[]) =>
        probs.reduce((sum, p, i) => sum + (p - (i === outcome ? 1 : 0)) ** 2, 0);
      const flat = [(1 - drawRate) * f.model, drawRate, (1 - drawRate) * (1 - f.model)];
      rows.push({ model: score(regulationOutcomes(f.model, model)), flat: score(flat) });
    }
  }
  const d = pairedDelta(
    rows.map((r) => r.model),
    rows.map((r) => r.flat),
  );
  return {
    n: rows.length,
    threeWayBrier: mean(rows.map((r) => r.model)),
    flatDrawBrier: mean(rows.map((r) => r.flat)),
    delta: d.mean,
    deltaSe: d.se,
    fits,
  };
}

export function backtestHockey(games: readonly Priced<HockeyGame>[], window: SeasonWindow) {
  const edged = withGoalieEdges(games as Priced<HockeyGame>[]) as UsGame[];
  const full = backtestUsSport(edged, {
    ...window,
    ...common,
    grid: NHL_TUNING_GRID,
    adjustment: {
      firstSeason: window.fromSeason - 1,
      inputs: (g) => hockeyInputs(g as HockeyGame[]),
    },
  });
  const plain = backtestUsSport(games as UsGame[], { ...window, ...common, grid: NHL_PLAIN_GRID });
  return {
    full,
    plain,
    vsPlainElo: compare(full, plain),
    regulation: regulationScores(games, full.forecasts),
  };
}
