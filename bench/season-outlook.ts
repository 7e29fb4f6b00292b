// Times the season simulation (engine/season through the outlook service's league functions)
// on real seasons from the mirror: the remaining fixtures at a clock are priced once by the
// production models (not timed), then the rest of the season is simulated and summarised
// (timed: the median of 3 runs). Prints ms per league at 10,000 simulations, the scaling with
// the number of simulations (1k/10k/50k), and with remaining fixtures (early, mid, late season).
// Budget: ≤ 1 s per league at 10,000 simulations.
import { loadConfig } from '../server/config/config.ts';
import { loadLeagueHistory } from '../server/data/ingest/history.ts';
import type { ParsedMatch } from '../server/data/ingest/types.ts';
import type { LeagueId } from '../server/data/reference/leagues.ts';
import { NBA_TEAMS } from '../server/data/reference/nba-teams.ts';
import { NFL_TEAMS } from '../server/data/reference/nfl-teams.ts';
import type { LeagueMatchRow } from '../server/db/queries/sports-catalogue.ts';
import { modelForecasts } from '../server/features/outlooks/model-forecasts.ts';
import { splitSeason } from '../server/features/outlooks/season-rows.ts';
import { soccerOutlook } from '../server/features/outlooks/soccer-outlook.ts';
import { usOutlook } from '../server/features/outlooks/us-outlook.ts';

const config = loadConfig();
if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
const dataDir = config.sportsDataDir;

const fullName = new Map<string, string>([
  ...NBA_TEAMS.map((t) => [t.code, t.name] as [string, string]),
  ...NFL_TEAMS.flatMap((t) => t.codes.map((c) => [c, t.name] as [string, string])),
]);

/** A league's history as database rows (team names numbered), kept per league. */
const cache = new Map<string, { rows: LeagueMatchRow[]; names: string[] }>();
function history(league: LeagueId) {
  let hit = cache.get(league);
  if (!hit) {
    const names: string[] = [];
    const id = (name: string) => {
      const known = names.indexOf(name);
      return known >= 0 ? known : names.push(name) - 1;
    };
    const rows = loadLeagueHistory(dataDir, league)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())
      .map((m: ParsedMatch, i) => ({
        id: i + 1,
        kickoff: m.kickoff,
        kickoffTimeKnown: m.kickoffTimeKnown,
        season: m.season,
        homeTeamId: id(fullName.get(m.home) ?? m.home),
        awayTeamId: id(fullName.get(m.away) ?? m.away),
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        stats: m.stats ?? null,
      }));
    hit = { rows, names };
    cache.set(league, hit);
  }
  return hit;
}

function prepare(league: LeagueId, asOf: Date) {
  const { rows, names } = history(league);
  const season = rows.filter((r) => r.kickoff <= asOf).at(-1)!.season;
  const seasonRows = splitSeason(league, season, rows, asOf, new Map());
  const forecasts = modelForecasts(league, rows, seasonRows.remaining, asOf);
  return { rows: { ...seasonRows, forecasts }, name: (id: number) => names[id]! };
}

function time(league: LeagueId, asOf: Date, simulations: number) {
  const { rows, name } = prepare(league, asOf);
  const run = () =>
    league === 'NBA' || league === 'NFL'
      ? usOutlook(league, rows, name, simulations, 1)
      : soccerOutlook(rows, name, simulations, 1);
  run(); // warm-up (JIT)
  // Wall time and this process's CPU time: on a shared machine the CPU time is the steadier.
  const runs = [0, 1, 2].map(() => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
  return {
    ms: median(runs.map((r) => r.wall)),
    cpu: median(runs.map((r) => r.cpu)),
    remaining: rows.remaining.length,
    teams: rows.teamIds.length,
  };
}

const clock = config.asOf;
console.log(`Per league, 10,000 simulations at ${clock.toISOString().slice(0, 10)}:\n`);
console.log('| league | teams | remaining fixtures | ms (CPU ms) |');
console.log('|---|---|---|---|');
for (const league of ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'NBA'] as const) {
  const r = time(league, clock, 10_000);
  console.log(
    `| ${league} | ${r.teams} | ${r.remaining} | ${r.ms.toFixed(0)} (${r.cpu.toFixed(0)}) |`,
  );
}
// The NFL's regular season is over by mid-January: time it at the start of December.
const nfl = time('NFL', new Date('2024-12-01T00:00:00Z'), 10_000);
console.log(
  `| NFL (1 Dec 2024) | ${nfl.teams} | ${nfl.remaining} | ${nfl.ms.toFixed(0)} (${nfl.cpu.toFixed(0)}) |`,
);

console.log('\nScaling with simulations (ms, CPU ms):\n');
console.log('| league | 1,000 | 10,000 | 50,000 |');
console.log('|---|---|---|---|');
for (const league of ['E0', 'E1', 'NBA'] as const) {
  const cells = [1_000, 10_000, 50_000].map((s) => {
    const r = time(league, clock, s);
    return `${r.ms.toFixed(0)} (${r.cpu.toFixed(0)})`;
  });
  console.log(`| ${league} | ${cells.join(' | ')} |`);
}

console.log('\nScaling with remaining fixtures (10,000 simulations):\n');
console.log('| league | clock | remaining fixtures | ms (CPU ms) |');
console.log('|---|---|---|---|');
const stages: [LeagueId, string][] = [
  ['E0', '2024-08-20'],
  ['E0', '2025-01-15'],
  ['E0', '2025-04-25'],
  ['NBA', '2024-10-26'],
  ['NBA', '2025-01-15'],
  ['NBA', '2025-04-01'],
];
for (const [league, day] of stages) {
  const r = time(league, new Date(`${day}T12:00:00Z`), 10_000);
  console.log(`| ${league} | ${day} | ${r.remaining} | ${r.ms.toFixed(0)} (${r.cpu.toFixed(0)}) |`);
}
