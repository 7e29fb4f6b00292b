// Times one cold forecast per league at the replay clock (AS_OF) through the live API
// (engine/predict): for each soccer league the Dixon–Coles fit with the production settings
// plus the forecasts of the next week's fixtures; for NBA and NFL Elo with the season's tuned
// parameters and the margin rating over the whole history plus the next week's games.
// Budget: 5 s per league (the server needs well under 1 s).
import { forecastSoccer, forecastUsGames } from '../engine/predict/index.ts';
import { loadConfig } from '../server/config/config.ts';
import { loadLeagueHistory, toEloGame, toSoccerMatch } from '../server/data/ingest/history.ts';

const config = loadConfig();
if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
const asOf = config.asOf;
const weekAhead = asOf.getTime() + 7 * 86_400_000;
console.log(
  `| league | matches fitted | fixtures | refit + forecast ms (at ${asOf.toISOString().slice(0, 10)}) |`,
);
console.log('|---|---|---|---|');
for (const league of ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1'] as const) {
  const all = loadLeagueHistory(config.sportsDataDir, league);
  const played = all.filter((m) => m.homeScore !== null && m.kickoff < asOf).map(toSoccerMatch);
  const upcoming = all
    .filter((m) => m.kickoff >= asOf && m.kickoff.getTime() < weekAhead)
    .map((m) => ({
      id: `${m.localDate}:${m.home}:${m.away}`,
      home: m.home,
      away: m.away,
      kickoff: m.kickoff.toISOString(),
      season: m.season,
    }));
  const started = performance.now();
  forecastSoccer(played, upcoming, { asOf: asOf.toISOString() });
  const ms = performance.now() - started;
  const recent = played.filter((m) => asOf.getTime() - Date.parse(m.date) <= 4 * 365 * 86_400_000);
  console.log(`| ${league} | ${recent.length} | ${upcoming.length} | ${ms.toFixed(0)} |`);
}
for (const league of ['NBA', 'NFL'] as const) {
  const all = loadLeagueHistory(config.sportsDataDir, league);
  const played = all.filter((m) => m.homeScore !== null && m.kickoff < asOf).map(toEloGame);
  const upcoming = all
    .filter((m) => m.kickoff >= asOf && m.kickoff.getTime() < weekAhead)
    .map((m) => {
      const { homeScore: _h, awayScore: _a, ...fixture } = toEloGame(m);
      return fixture;
    });
  const started = performance.now();
  forecastUsGames(league, played, upcoming);
  const ms = performance.now() - started;
  console.log(`| ${league} | ${played.length} | ${upcoming.length} | ${ms.toFixed(0)} |`);
}
