// The walk-forward evaluation behind bench/champions-league.ts: refits once per Champions
// League match date on results strictly before that day, scores RPS against FiveThirtyEight's
// SPI, and prints the table (or the 2016/17 tuning grid).
import { rps } from '../engine/metrics/scores.ts';
import { pairedDelta } from '../engine/metrics/summary.ts';
import {
  CROSS_LEAGUE_SETTINGS,
  type CrossLeagueDesign,
  fitCrossLeagueWith,
} from '../engine/soccer/cross-league.ts';
import type { CrossLeagueSettings } from '../engine/soccer/cross-league-common.ts';
import { fitDomesticLeagues, fitLeagueOffsets } from '../engine/soccer/cross-league-offsets.ts';
import type { CompetitionMatch, CrossLeagueModel } from '../engine/soccer/cross-league-types.ts';
import { SOCCER_FIT } from '../engine/soccer/presets.ts';
import type { DixonColesModel } from '../engine/soccer/types.ts';

/** A Champions League match to forecast, with SPI's pre-match [home, draw, away] if it has one. */
export interface Target {
  date: string;
  home: string;
  away: string;
  neutral: boolean;
  homeGoals: number;
  awayGoals: number;
  spi: [number, number, number] | null;
}

export const seasonOf = (iso: string) => {
  const d = new Date(iso);
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 7 ? 1 : 0);
  return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
};

interface Scored {
  season: string;
  model: number;
  spi: number | null;
}

const outcome = (t: Target) =>
  t.homeGoals > t.awayGoals ? 0 : t.homeGoals === t.awayGoals ? 1 : 2;

function walkForward(
  targets: readonly Target[],
  fitAt: (asOf: string) => CrossLeagueModel,
): { scored: Scored[]; fitSeconds: number[] } {
  const byDay = new Map<string, Target[]>();
  for (const t of targets) {
    const day = t.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), t]);
  }
  const scored: Scored[] = [];
  const fitSeconds: number[] = [];
  for (const [day, list] of byDay) {
    const started = performance.now();
    const model = fitAt(day);
    fitSeconds.push((performance.now() - started) / 1000);
    for (const t of list) {
      const p = model.predict(t.home, t.away, { neutral: t.neutral });
      const o = outcome(t);
      scored.push({
        season: seasonOf(t.date),
        model: rps([p.homeWin, p.draw, p.awayWin], o),
        spi: t.spi ? rps(t.spi, o) : null,
      });
    }
  }
  return { scored, fitSeconds };
}

function summary(all: readonly Scored[]) {
  const scored = all.filter((x): x is Scored & { spi: number } => x.spi !== null);
  const d = pairedDelta(
    scored.map((x) => x.model),
    scored.map((x) => x.spi),
  );
  return {
    n: scored.length,
    model: mean(scored.map((x) => x.model)),
    spi: mean(scored.map((x) => x.spi)),
    d,
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const f4 = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;

type Run = (
  design: CrossLeagueDesign,
  settings: CrossLeagueSettings,
  only?: string,
) => ReturnType<typeof walkForward>;

/** Both designs over the given history; the leagues' own fits are shared between runs. */
export function runner(all: readonly CompetitionMatch[], targets: readonly Target[]): Run {
  const domesticCache = new Map<string, Map<string, DixonColesModel>>();
  const domesticAt = (asOf: string) => {
    let d = domesticCache.get(asOf);
    if (!d) {
      d = fitDomesticLeagues(all, asOf, SOCCER_FIT);
      domesticCache.set(asOf, d);
    }
    return d;
  };
  return (design, settings, only) =>
    walkForward(
      only ? targets.filter((t) => seasonOf(t.date) === only) : targets,
      design === 'offsets'
        ? (asOf) => fitLeagueOffsets(all, asOf, settings, SOCCER_FIT, domesticAt(asOf))
        : (asOf) => fitCrossLeagueWith(design, settings)(all, { asOf }),
    );
}

export function report(
  run: Run,
  settings: Record<CrossLeagueDesign, CrossLeagueSettings> = {
    joint: CROSS_LEAGUE_SETTINGS,
    offsets: CROSS_LEAGUE_SETTINGS,
  },
) {
  console.log(
    '| design | seasons | n | RPS Strix | RPS SPI | ΔRPS (Strix − SPI) ± SE | fit s (mean / max) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const design of ['joint', 'offsets'] as const) {
    const { scored, fitSeconds } = run(design, settings[design]);
    const mean = fitSeconds.reduce((a, b) => a + b, 0) / fitSeconds.length;
    const fit = `${mean.toFixed(2)} / ${Math.max(...fitSeconds).toFixed(2)}`;
    for (const season of [undefined, '2016/17', '2017/18', '2018/19', 'test'] as const) {
      const s =
        season === 'test'
          ? summary(scored.filter((x) => x.season !== '2016/17'))
          : summary(season ? scored.filter((x) => x.season === season) : scored);
      const label = season === 'test' ? '2017/18–2018/19' : (season ?? '2016/17–2018/19 (all)');
      console.log(
        `| ${design} | ${label} | ${s.n} | ${s.model.toFixed(4)} | ${s.spi.toFixed(4)} | ${f4(s.d.mean)} ± ${s.d.se.toFixed(4)} | ${season === undefined ? fit : ''} |`,
      );
    }
  }
}

/**
 * The settings grid, scored by the model's own RPS on every Champions League match of
 * 2013/14–2016/17 (`run` over those; SPI is not needed, so four seasons instead of one), with
 * ΔRPS against SPI on 2016/17 alongside. Nothing from 2017/18 on is read.
 */
export function tune(run: Run) {
  const list = (name: string, fallback: string) =>
    (process.env[name] ?? fallback).split(',').map(Number);
  const priors = list('PRIORS', '0,0.15,0.3,0.45,0.6');
  // Association shrinkage values to try ('none': one prior for every club outside the leagues).
  const associations = (process.env.ASSOCIATIONS ?? 'none')
    .split(',')
    .map((a) => (a === 'none' ? undefined : Number(a)));
  const grid: [CrossLeagueDesign, CrossLeagueSettings][] = [];
  for (const p of priors) {
    const otherPrior = { attack: -p, defence: p };
    if (!process.env.OFFSETS_ONLY) grid.push(['joint', { ...CROSS_LEAGUE_SETTINGS, otherPrior }]);
    for (const europeanXi of list('XIS', '0.0005,0.001,0.0019,0.004')) {
      for (const europeanRidge of list('RIDGES', '1,2,5,10')) {
        for (const associationShrinkage of associations) {
          grid.push([
            'offsets',
            {
              otherPrior,
              europeanXi,
              europeanRidge,
              associationShrinkage,
              maxAgeDays: CROSS_LEAGUE_SETTINGS.maxAgeDays,
            },
          ]);
        }
      }
    }
  }
  console.log(
    '| design | other prior | European ξ | European ridge | association shrinkage | n | RPS 2013/14–2016/17 | ΔRPS vs SPI 2016/17 ± SE |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [design, settings] of grid) {
    const { scored } = run(design, settings);
    const s = summary(scored);
    const european =
      design === 'joint'
        ? '— | — | —'
        : `${settings.europeanXi} | ${settings.europeanRidge} | ${settings.associationShrinkage ?? 'none'}`;
    console.log(
      `| ${design} | ±${settings.otherPrior.defence} | ${european} | ${scored.length} | ${mean(scored.map((x) => x.model)).toFixed(5)} | ${f4(s.d.mean)} ± ${s.d.se.toFixed(4)} |`,
    );
  }
}
