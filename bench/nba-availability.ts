// `npx tsx bench/nba-availability.ts [--json]`: does knowing who sat out a side's previous game
// improve the NBA forecasts? Measured on the 2024-25 season, the only one with player logs
// (`player_games`, loaded by `npm run ingest` into the configured database), paired game by game
// against the production model (the walk-forward backtest of `usBacktestOptions('NBA', …)`).
//
// The term (engine/situational/availability.ts): the share of a side's rotation minutes (players
// averaging ≥ 20 minutes over ≥ 3 appearances, seen in the last 10 games) carried by players
// with no line in its previous game, home minus away; the forecast moves by β times it on the
// logit scale. β is refitted before each day's games on the season's earlier games only (there
// is no earlier season to fit on), so the first weeks run with a β near 0. Points per game in
// place of minutes is the one variant reported beside it; both were chosen before measuring.
// Kept in production only if the minutes term's Δ log loss and Δ Brier are both below −2 SE.
//
// Measured 2026-11-24 on the full mirror (n = 1,237 regular-season games with a market line,
// lines for both sides in 1,231; 263 s), model alone, term − production (negative = better):
//   minutes share  Δ log loss −0.0034 ± 0.0022, Δ Brier −0.0018 ± 0.0009 (β → −0.88)
//   points share   Δ log loss −0.0045 ± 0.0024, Δ Brier −0.0023 ± 0.0010 (β → −0.92)
//   published (model pooled with the market at the served weight 0.0577): −0.0001 ± 0.0001
// The sign holds for every setting tried (15/25 minutes, 5/20 recent games: −0.0024 to −0.0038),
// but no version clears two standard errors on log loss, on one season; the published figure
// barely moves; and no live source gives player lines after 2024-25. Not kept.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { delta } from '../engine/backtest/report.ts';
import { backtestUsSport, type UsGame } from '../engine/backtest/us-sports.ts';
import { brier, logLoss } from '../engine/metrics/scores.ts';
import type { PlayerLine } from '../engine/players/types.ts';
import { blend } from '../engine/predict/blend.ts';
import { BLEND_WEIGHTS } from '../engine/predict/blend-weights.ts';
import { usBacktestOptions } from '../engine/predict/us.ts';
import {
  AVAILABILITY_SETTINGS,
  type AvailabilityGame,
  type AvailabilitySettings,
  applyAvailability,
  availabilityInputs,
  fitAvailabilityCoefficient,
} from '../engine/situational/availability.ts';
import { loadUsGames } from '../scripts/backtest-us.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { leaguePlayerLines } from '../server/db/queries/match-extras.ts';

const SEASON = 2024;
/** Ridge on β (summed log-likelihood scale): a light pull to "no effect" in the first weeks. */
const RIDGE = 1;

const SENSITIVITY: AvailabilitySettings[] = [
  { ...AVAILABILITY_SETTINGS, minMinutes: 15 },
  { ...AVAILABILITY_SETTINGS, minMinutes: 25 },
  { ...AVAILABILITY_SETTINGS, recentGames: 5 },
  { ...AVAILABILITY_SETTINGS, recentGames: 20 },
];

export type LinesById = Map<string, { home?: PlayerLine[]; away?: PlayerLine[] }>;

const logLossOf = (p: number, hit: number) => logLoss([p, 1 - p], hit === 1 ? 0 : 1);

function scoreDelta(a: number[], b: number[], hits: number[]) {
  const l = delta(
    a.map((p, i) => logLossOf(p, hits[i]!)),
    b.map((p, i) => logLossOf(p, hits[i]!)),
  );
  const br = delta(
    a.map((p, i) => brier(p, hits[i]!)),
    b.map((p, i) => brier(p, hits[i]!)),
  );
  return { deltaLogLoss: l.mean, deltaLogLossSe: l.se, deltaBrier: br.mean, deltaBrierSe: br.se };
}

/** The production forecasts of `season` against the same with the availability term. */
export function measureAvailability(games: readonly UsGame[], lines: LinesById, season = SEASON) {
  const report = backtestUsSport(games, usBacktestOptions('NBA', season, season));
  // The weight served (BLEND_WEIGHTS: fitted by the 2015–2024 backtest), for both sides.
  const weight = BLEND_WEIGHTS.NBA;
  const byId = new Map(games.map((g) => [g.id, g] as const));
  // The regular season: the player logs cover it and nothing after it.
  const rows = report.forecasts.filter((r) => r.season === season && !byId.get(r.id)!.playoff);
  const publishedOf = (p: number, market: number) =>
    blend([p, 1 - p], [market, 1 - market], weight)[0]!;
  const ordered: AvailabilityGame[] = games
    .filter((g) => g.season === season)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((g) => ({ ...g, homeLines: lines.get(g.id)?.home, awayLines: lines.get(g.id)?.away }));
  const defaultInputs = availabilityInputs(ordered);
  const hits = rows.map((r) => r.hit);
  const dates = rows.map((r) => byId.get(r.id)!.date);
  const coverage = ordered.filter((g) => g.homeLines && g.awayLines).length;

  const variant = (
    pick: 'minutesShare' | 'pointsShare',
    inputs: ReturnType<typeof availabilityInputs> = defaultInputs,
  ) => {
    const x = rows.map((r) => {
      const a = inputs.get(r.id)!;
      return a.home[pick] - a.away[pick];
    });
    const samples = rows.map((r, i) => ({ p0: r.model, x: x[i]!, homeWin: r.hit }));
    // β for a day from the games of earlier days only.
    const betaByDate = new Map<string, number>();
    for (const date of [...new Set(dates)].sort()) {
      betaByDate.set(
        date,
        fitAvailabilityCoefficient(
          samples.filter((_, i) => dates[i]! < date),
          RIDGE,
        ),
      );
    }
    const model = rows.map((r, i) => applyAvailability(r.model, x[i]!, betaByDate.get(dates[i]!)!));
    const published = rows.map((r, i) => publishedOf(model[i]!, r.market));
    const lastBeta = betaByDate.get([...betaByDate.keys()].at(-1)!)!;
    // For scale only, never a forecast: β fitted on the whole season at once.
    const inSampleBeta = fitAvailabilityCoefficient(samples, RIDGE);
    const inSample = rows.map((r, i) => applyAvailability(r.model, x[i]!, inSampleBeta));
    return {
      term: pick,
      gamesWithAbsence: x.filter((v) => v !== 0).length,
      meanAbsX: x.reduce((s, v) => s + Math.abs(v), 0) / x.length,
      finalBeta: lastBeta,
      model: scoreDelta(
        model,
        rows.map((r) => r.model),
        hits,
      ),
      published: scoreDelta(
        published,
        rows.map((r) => publishedOf(r.model, r.market)),
        hits,
      ),
      inSampleBeta,
      inSample: scoreDelta(
        inSample,
        rows.map((r) => r.model),
        hits,
      ),
    };
  };
  return {
    season,
    n: rows.length,
    gamesWithLinesBothSides: coverage,
    gamesInSeason: ordered.length,
    production: {
      logLoss: rows.reduce((s, r) => s + logLossOf(r.model, r.hit), 0) / rows.length,
      brier: rows.reduce((s, r) => s + brier(r.model, r.hit), 0) / rows.length,
      blendWeight: weight,
    },
    minutes: variant('minutesShare'),
    points: variant('pointsShare'),
    // How much the answer leans on the settings chosen beforehand (not a search for the best).
    sensitivity: SENSITIVITY.map((settings) => {
      const v = variant('minutesShare', availabilityInputs(ordered, [], settings));
      return { settings, model: v.model, finalBeta: v.finalBeta };
    }),
  };
}

/** Player lines of every NBA game in the configured database, by the backtest's game id. */
async function loadLines(): Promise<LinesById> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : await openPglite(resolve(config.dataDir, 'pglite'));
  try {
    const out: LinesById = new Map();
    for (const side of await leaguePlayerLines(database.db, 'NBA')) {
      // Natural key 'NBA:<date>:<home>:<away>'; the backtest's id is the same without 'NBA:'.
      const id = side.naturalKey.slice('NBA:'.length);
      const entry = out.get(id) ?? {};
      entry[side.home ? 'home' : 'away'] = side.lines;
      out.set(id, entry);
    }
    return out;
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const dataDir = loadConfig().sportsDataDir;
  if (!dataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
  const lines = await loadLines();
  if (lines.size === 0) throw new Error('No NBA player lines in the database: run the ingest.');
  const started = performance.now();
  const result = measureAvailability(loadUsGames(dataDir, 'NBA'), lines);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (values.json) {
    console.log(JSON.stringify({ ...result, seconds }, null, 2));
    return;
  }
  const f = (x: number, se: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)} ± ${se.toFixed(4)}`;
  console.log(
    `NBA ${result.season}-${(result.season + 1) % 100}: n=${result.n} (lines for both sides in ${result.gamesWithLinesBothSides} of ${result.gamesInSeason} games), ${seconds} s`,
  );
  console.log(
    `production: log loss ${result.production.logLoss.toFixed(4)}, Brier ${result.production.brier.toFixed(4)}`,
  );
  for (const v of [result.minutes, result.points]) {
    console.log(
      `${v.term}: Δ log loss ${f(v.model.deltaLogLoss, v.model.deltaLogLossSe)}, Δ Brier ${f(v.model.deltaBrier, v.model.deltaBrierSe)}; published Δ log loss ${f(v.published.deltaLogLoss, v.published.deltaLogLossSe)}; β at season end ${v.finalBeta.toFixed(3)}; ${v.gamesWithAbsence} games with an absence, mean |x| ${v.meanAbsX.toFixed(3)}; in-sample β ${v.inSampleBeta.toFixed(3)} Δ log loss ${f(v.inSample.deltaLogLoss, v.inSample.deltaLogLossSe)}`,
    );
  }
  for (const v of result.sensitivity) {
    console.log(
      `  minutes, ${JSON.stringify(v.settings)}: Δ log loss ${f(v.model.deltaLogLoss, v.model.deltaLogLossSe)}, Δ Brier ${f(v.model.deltaBrier, v.model.deltaBrierSe)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
