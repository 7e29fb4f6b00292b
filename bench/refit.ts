// Times one cold refit per league at the replay clock (AS_OF) with the production settings:
// Dixon–Coles with the shots blend for each soccer league, Elo over the whole history for
// NBA and NFL. Budget: 5 s per league.
import { NBA_ELO, NFL_ELO, runElo } from '../engine/elo/index.ts';
import { fitDixonColes, SHOTS_BLEND_FIT } from '../engine/soccer/index.ts';
import { loadConfig } from '../server/config.ts';
import { loadLeagueHistory, toEloGame, toSoccerMatch } from '../server/data/ingest/history.ts';

const config = loadConfig();
if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
const asOf = config.asOf;
console.log(`| league | matches fitted | refit ms (at ${asOf.toISOString().slice(0, 10)}) |`);
console.log('|---|---|---|');
for (const league of ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'] as const) {
  const played = loadLeagueHistory(config.sportsDataDir, league).filter(
    (m) => m.homeScore !== null && m.kickoff < asOf,
  );
  const matches = played.map(toSoccerMatch);
  const started = performance.now();
  const model = fitDixonColes(matches, {
    ...SHOTS_BLEND_FIT,
    asOf: asOf.toISOString(),
    maxAgeDays: 4 * 365,
  });
  console.log(
    `| ${league} | ${model.meta.matchesUsed} | ${(performance.now() - started).toFixed(0)} |`,
  );
}
for (const [league, params] of [
  ['NBA', NBA_ELO],
  ['NFL', NFL_ELO],
] as const) {
  const games = loadLeagueHistory(config.sportsDataDir, league)
    .filter((m) => m.homeScore !== null && m.kickoff < asOf)
    .map(toEloGame);
  const started = performance.now();
  runElo(games, params);
  console.log(`| ${league} | ${games.length} | ${(performance.now() - started).toFixed(0)} |`);
}
