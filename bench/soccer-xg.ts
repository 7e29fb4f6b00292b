// `npx tsx bench/soccer-xg.ts [--json]`: does expected goals improve the soccer model? The
// production Dixon–Coles fit (SOCCER_FIT) already fits part of each match's weight to a
// shots-on-target proxy; the variant takes that proxy from the match's xG where it has one
// (`xgShare`: 1 = xG replaces the shot proxy, the primary variant; 0.5 = half of each, reported
// beside it). Both were chosen before measuring. Walk-forward (weekly refits on matches before
// each refit), paired match by match against the production fit:
//   (i)  E0, SP1, D1, I1, F1 2017/18–2018/19, xG from FiveThirtyEight's SPI file (matches.stats
//        HXG/AXG, 2016/17–2018/19);
//   (ii) E0 2023/24–2024/25, xG from FPL's player lines summed per side (player_games; from
//        2022/23 GW16, earlier lines carry no xG).
// The published soccer probability pools the model with the pre-match price by a weight fitted
// on earlier seasons of all six leagues (SOCCER_BLEND_WEIGHTS, 0 from 2019/20 on: the price
// alone). The production side takes that table where it has the season (ii) and otherwise fits
// on the window's earlier seasons (i); each variant's weight is fitted on the window's earlier
// seasons (for (ii) that is the EPL's 2022/23 alone, noisier than the six-league rule), to see
// whether the published figure would move. Kept in production only if a variant's pooled
// ΔRPS is below −2 SE.
//
// Measured 2026-11-24 on the full mirror (293 s), model alone, variant − production RPS:
//   (i)  n = 3,650 (every match of the window has SPI xG)
//        xgShare 1    ΔRPS +0.0001 ± 0.0004, Δ log loss +0.0001 ± 0.0012
//        xgShare 0.5  ΔRPS −0.0002 ± 0.0002, Δ log loss −0.0007 ± 0.0006
//        (E0 alone −0.0015 ± 0.0009 and −0.0010 ± 0.0004; the other four leagues −0.0001…+0.0007)
//   (ii) n = 760 (1,004 of the window's 1,140 matches have FPL xG, 2022/23 GW1–15 none)
//        xgShare 1    ΔRPS −0.0007 ± 0.0008, Δ log loss −0.0021 ± 0.0024
//        xgShare 0.5  ΔRPS −0.0005 ± 0.0004, Δ log loss −0.0016 ± 0.0012
// Published: every blend weight, production's and the variants', stays 0, so the published
// figure (the pre-match price) is unchanged: ΔRPS 0. Not kept: `xgShare` stays 0 in SOCCER_FIT.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { delta } from '../engine/backtest/report.ts';
import {
  type SoccerBacktestMatch,
  type SoccerForecastRow,
  soccerForecasts,
} from '../engine/backtest/soccer.ts';
import { logLoss, rps } from '../engine/metrics/scores.ts';
import { blend, fitBlendWeight } from '../engine/predict/blend.ts';
import { soccerBlendWeightFor } from '../engine/predict/blend-weight-for.ts';
import { PROMOTED_TEAM_PRIOR, SOCCER_FIT } from '../engine/soccer/index.ts';
import { loadSoccerMatches } from '../scripts/backtest-soccer.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, type Database, openPglite } from '../server/db/client.ts';
import { leaguePlayerLines, leagueStatPairs } from '../server/db/queries/match-extras.ts';

const VARIANTS = [1, 0.5] as const;

type Xg = Map<string, { home: number; away: number }>;

/** SPI's xG as ingested into the matches' stats. */
async function spiXg(db: Database['db'], league: string): Promise<Xg> {
  const pairs = await leagueStatPairs(db, league, 'HXG', 'AXG');
  return new Map(pairs.map((p) => [p.naturalKey, { home: p.home, away: p.away }] as const));
}

/** FPL's player xG summed per side; a side with any line lacking xG has none. */
async function fplXg(db: Database['db'], league: string): Promise<Xg> {
  const sides = new Map<string, { home?: number; away?: number }>();
  for (const side of await leaguePlayerLines(db, league)) {
    let total = 0;
    let complete = side.lines.length > 0;
    for (const line of side.lines) {
      if (typeof line.xg !== 'number' || !Number.isFinite(line.xg)) complete = false;
      else total += line.xg;
    }
    if (!complete) continue;
    const entry = sides.get(side.naturalKey) ?? {};
    entry[side.home ? 'home' : 'away'] = total;
    sides.set(side.naturalKey, entry);
  }
  const out: Xg = new Map();
  for (const [key, s] of sides) {
    if (s.home !== undefined && s.away !== undefined) out.set(key, { home: s.home, away: s.away });
  }
  return out;
}

export interface Window {
  name: string;
  leagues: string[];
  seasons: string[];
  /** Forecast too, only to fit the first scored season's blend weight. */
  warmup: string[];
  xg: (db: Database['db'], league: string) => Promise<Xg>;
}

export const WINDOWS: Window[] = [
  {
    name: 'SPI xG: E0, SP1, D1, I1, F1 2017/18–2018/19',
    leagues: ['E0', 'SP1', 'D1', 'I1', 'F1'],
    seasons: ['2017/18', '2018/19'],
    warmup: ['2016/17'],
    xg: spiXg,
  },
  {
    name: 'FPL xG: E0 2023/24–2024/25',
    leagues: ['E0'],
    seasons: ['2023/24', '2024/25'],
    warmup: ['2022/23'],
    xg: fplXg,
  },
];

type Tagged = SoccerForecastRow & { league: string };

/**
 * Each scored season's published forecasts: the weight `fixed` gives the season (production's,
 * soccerBlendWeightFor), else one fitted on the earlier seasons' rows of the window.
 */
function published(
  rows: readonly Tagged[],
  seasons: readonly string[],
  fixed: Readonly<Record<string, number>> = {},
) {
  const weights: Record<string, number> = {};
  const out = new Map<string, number[]>();
  for (const season of seasons) {
    // Labels sort as the seasons do: strictly earlier seasons only.
    const weight =
      fixed[season] ??
      fitBlendWeight(
        rows
          .filter((r) => r.season < season)
          .map((r) => ({ model: r.model, market: r.market, outcome: r.outcome })),
      );
    weights[season] = weight;
    for (const r of rows.filter((x) => x.season === season)) {
      out.set(r.id!, blend(r.model, r.market, weight));
    }
  }
  return { weights, byId: out };
}

function compare(base: readonly Tagged[], variant: readonly Tagged[], seasons: readonly string[]) {
  const byId = new Map(variant.map((r) => [r.id!, r] as const));
  const scored = base.filter((r) => seasons.includes(r.season) && r.closing.length > 0);
  const pair = scored.map((r) => [r, byId.get(r.id!)!] as const);
  const basePublished = published(
    base,
    seasons,
    Object.fromEntries(seasons.map((season) => [season, soccerBlendWeightFor(season).weight])),
  );
  const variantPublished = published(variant, seasons);
  const d = (pick: (r: Tagged, v: Tagged) => [number, number]) => {
    const values = pair.map(([r, v]) => pick(r, v));
    return delta(
      values.map((x) => x[1]),
      values.map((x) => x[0]),
    );
  };
  const model = d((r, v) => [rps(r.model, r.outcome), rps(v.model, v.outcome)]);
  const modelLogLoss = d((r, v) => [logLoss(r.model, r.outcome), logLoss(v.model, v.outcome)]);
  const pub = d((r, v) => [
    rps(basePublished.byId.get(r.id!)!, r.outcome),
    rps(variantPublished.byId.get(v.id!)!, v.outcome),
  ]);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    n: pair.length,
    productionRps: mean(pair.map(([r]) => rps(r.model, r.outcome))),
    preMatchMarketRps: mean(pair.map(([r]) => rps(r.market, r.outcome))),
    deltaRps: model.mean,
    deltaRpsSe: model.se,
    deltaLogLoss: modelLogLoss.mean,
    deltaLogLossSe: modelLogLoss.se,
    blendWeights: { production: basePublished.weights, variant: variantPublished.weights },
    publishedDeltaRps: pub.mean,
    publishedDeltaRpsSe: pub.se,
  };
}

export async function runWindow(db: Database['db'], dataDir: string, window: Window) {
  const base: Tagged[] = [];
  const variants = new Map<number, Tagged[]>(VARIANTS.map((v) => [v, []]));
  const coverage: Record<string, { matches: number; withXg: number }> = {};
  const options = {
    seasons: window.seasons,
    warmupSeasons: window.warmup,
    promotedPrior: PROMOTED_TEAM_PRIOR,
  };
  for (const league of window.leagues) {
    const xg = await window.xg(db, league);
    const matches: SoccerBacktestMatch[] = loadSoccerMatches(dataDir, league).map((m) => {
      const x = xg.get(m.id!);
      return x ? { ...m, homeXg: x.home, awayXg: x.away } : m;
    });
    const inWindow = matches.filter((m) =>
      [...window.warmup, ...window.seasons].includes(m.season),
    );
    coverage[league] = {
      matches: inWindow.length,
      withXg: inWindow.filter((m) => m.homeXg !== undefined).length,
    };
    const tag = (rows: SoccerForecastRow[]) => rows.map((r) => ({ ...r, league }));
    base.push(...tag(soccerForecasts(matches, { ...options, fit: SOCCER_FIT }).rows));
    for (const share of VARIANTS) {
      const fit = { ...SOCCER_FIT, xgShare: share };
      variants.get(share)!.push(...tag(soccerForecasts(matches, { ...options, fit }).rows));
    }
  }
  return {
    window: window.name,
    coverage,
    variants: VARIANTS.map((share) => ({
      xgShare: share,
      pooled: compare(base, variants.get(share)!, window.seasons),
      byLeague: window.leagues.map((league) => ({
        league,
        ...compare(
          base.filter((r) => r.league === league),
          variants.get(share)!.filter((r) => r.league === league),
          window.seasons,
        ),
      })),
    })),
  };
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const config = loadConfig();
  if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
  const database = config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : await openPglite(resolve(config.dataDir, 'pglite'));
  const started = performance.now();
  const results = [];
  try {
    for (const window of WINDOWS) {
      results.push(await runWindow(database.db, config.sportsDataDir, window));
    }
  } finally {
    await database.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (values.json) {
    console.log(JSON.stringify({ results, seconds }, null, 2));
    return;
  }
  const f = (x: number, se: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)} ± ${se.toFixed(4)}`;
  for (const r of results) {
    console.log(`${r.window}; matches with xG: ${JSON.stringify(r.coverage)}`);
    for (const v of r.variants) {
      const p = v.pooled;
      console.log(
        `  xgShare ${v.xgShare}: n=${p.n}, production RPS ${p.productionRps.toFixed(4)} (pre-match market ${p.preMatchMarketRps.toFixed(4)}), model ΔRPS ${f(p.deltaRps, p.deltaRpsSe)}, Δ log loss ${f(p.deltaLogLoss, p.deltaLogLossSe)}; published ΔRPS ${f(p.publishedDeltaRps, p.publishedDeltaRpsSe)}, weights ${JSON.stringify(p.blendWeights)}`,
      );
      for (const l of v.byLeague) {
        console.log(`    ${l.league}: n=${l.n}, ΔRPS ${f(l.deltaRps, l.deltaRpsSe)}`);
      }
    }
  }
  console.log(`${seconds} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
