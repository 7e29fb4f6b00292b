// `npm run backtest -- --league NBA --from 2015 --to 2024 [--json]` (also MLB, NHL): walk-forward backtest of
// Strix's models against the betting market on the offline mirror. `--from 2019` means the
// season starting in 2019 (2019/20 for soccer and NBA, 2019 for NFL).
import { parseArgs } from 'node:util';
import { backtestUsSport } from '../engine/backtest/us-sports.ts';
import { usBacktestOptions } from '../engine/predict/index.ts';
import { loadConfig } from '../server/config/config.ts';
import { backtestMoneylineLeague } from './backtest-mlb-nhl.ts';
import { loadUsGames } from './backtest-us.ts';

const { values } = parseArgs({
  options: {
    league: { type: 'string', default: 'E0' },
    from: { type: 'string', default: '2019' },
    to: { type: 'string', default: '2024' },
    json: { type: 'boolean', default: false },
    // NBA/NFL only: 'full' (default: the served model, engine/predict), 'elo+margin' (the same
    // without the NFL's situational adjustment) or 'elo' (Elo alone).
    model: { type: 'string', default: 'full' },
    // Soccer only: 'pooled' (default: each season's weight from SOCCER_BLEND_WEIGHTS, fitted on
    // all six leagues' earlier seasons, as served; a season it lacks takes the latest fitted
    // season's) or 'league' (fitted on this league's own).
    blend: { type: 'string', default: 'pooled' },
  },
});
const dataDir = loadConfig().sportsDataDir;
if (!dataDir) {
  console.error('No sports data folder: set SPORTS_DATA_DIR.');
  process.exit(1);
}
const league = values.league!.toUpperCase();
const from = Number(values.from);
const to = Number(values.to);
const model = values.model!;
if (model !== 'elo' && model !== 'elo+margin' && model !== 'full') {
  console.error(`Unknown --model ${model}: use full, elo+margin or elo.`);
  process.exit(1);
}
const blend = values.blend!;
if (blend !== 'pooled' && blend !== 'league') {
  console.error(`Unknown --blend ${blend}: use pooled or league.`);
  process.exit(1);
}
const started = performance.now();

let result: Record<string, unknown>;
if (league === 'NBA' || league === 'NFL') {
  // The served model (engine/predict), or a part of it.
  const options = usBacktestOptions(league, from, to);
  const report = backtestUsSport(loadUsGames(dataDir, league), {
    ...options,
    model: model === 'elo' ? 'elo' : 'elo+margin',
    adjustment: model === 'full' ? options.adjustment : undefined,
  });
  result = {
    league,
    columns: {
      model:
        model === 'elo'
          ? 'Elo on scores only (walk-forward tuned)'
          : model === 'elo+margin' || !options.adjustment
            ? 'Elo (walk-forward tuned) averaged with a time-decayed margin rating (NBA: team home edges, back-to-backs; NFL: starting quarterbacks)'
            : 'Elo averaged with the margin rating with starting quarterbacks, then adjusted for quarterback changes and rest (coefficients fitted on earlier seasons)',
      published:
        'model pooled with the closing line as given in the file (weight fitted on earlier seasons)',
      closing:
        'closing moneyline de-vigged where present, else the closing spread as a probability',
    },
    ...report,
  };
} else if (league === 'MLB' || league === 'NHL') {
  result = await backtestMoneylineLeague(dataDir, league, from, to);
} else {
  const { backtestSoccerLeague } = await import('./backtest-soccer.ts');
  result = { league, ...(await backtestSoccerLeague(dataDir, league, from, to, blend)) };
}
result.seconds = Number(((performance.now() - started) / 1000).toFixed(1));

if (values.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const pooled = result.pooled as Record<string, unknown>;
  console.log(`${league} ${from}–${to}: n=${pooled.n}`);
  console.log(JSON.stringify(pooled, null, 2));
  for (const season of result.seasons as Record<string, unknown>[]) {
    console.log(JSON.stringify(season));
  }
  if (result.reference538) console.log('FiveThirtyEight:', JSON.stringify(result.reference538));
  if (result.vsPlainElo) console.log('vs plain Elo:', JSON.stringify(result.vsPlainElo));
  if (result.regulation) console.log('regulation split:', JSON.stringify(result.regulation));
  console.log(`${result.seconds} s`);
}
