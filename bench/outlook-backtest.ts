// The season-outlook backtest straight from the mirror's files (no database): every complete
// past season of the leagues named on the command line (default: all) simulated as of 1 Jan
// and 1 Mar (NFL 1 Nov, 1 Dec; MLB 1 Jul, 1 Sep) and scored against the final table, beside the current-table-
// order baseline. The server computes the same (server/features/outlooks/outlook-backtest.ts)
// from the database for /record; this prints it with the time taken.
import { loadConfig } from '../server/config/config.ts';
import { discoverSourceFiles, type SourceFile } from '../server/data/ingest/discover.ts';
import { loadLeagueHistory } from '../server/data/ingest/history.ts';
import { mergedGames } from '../server/data/ingest/mlb-nhl-ingest.ts';
import type { LeagueId } from '../server/data/reference/leagues.ts';
import { LEAGUES } from '../server/data/reference/leagues.ts';
import { MLB_TEAMS } from '../server/data/reference/mlb-teams.ts';
import { NBA_TEAMS } from '../server/data/reference/nba-teams.ts';
import { NFL_TEAMS } from '../server/data/reference/nfl-teams.ts';
import { NHL_TEAMS } from '../server/data/reference/nhl-teams.ts';
import type { LeagueMatchRow } from '../server/db/queries/sports-catalogue.ts';
import { backtestLeague, summariseLeague } from '../server/features/outlooks/outlook-backtest.ts';

const config = loadConfig();
if (!config.sportsDataDir) throw new Error('No sports data folder: set SPORTS_DATA_DIR.');
const wanted = process.argv.slice(2);
const leagues = (
  wanted.length ? wanted : ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'NBA', 'NFL', 'MLB', 'NHL']
) as LeagueId[];
const fullName = new Map<string, string>([
  ...NBA_TEAMS.map((t) => [t.code, t.name] as [string, string]),
  ...NFL_TEAMS.flatMap((t) => t.codes.map((c) => [c, t.name] as [string, string])),
]);
const franchiseName = new Map<string, string>([
  ...MLB_TEAMS.map((t) => [`MLB:${t.code}`, t.name] as [string, string]),
  ...NHL_TEAMS.map((t) => [`NHL:${t.code}`, t.name] as [string, string]),
]);

/** A league's games as database rows, teams by name; MLB and NHL through the ingest's merge. */
function history(league: LeagueId, id: (name: string) => number) {
  const endings = new Map<number, string>();
  if (league !== 'MLB' && league !== 'NHL') {
    const rows = loadLeagueHistory(config.sportsDataDir!, league)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())
      .map((m, i) => ({
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
    return { rows, endings };
  }
  const files = discoverSourceFiles(config.sportsDataDir!).filter(
    (f): f is Extract<SourceFile, { kind: 'mlb-nhl' }> =>
      f.kind === 'mlb-nhl' && f.leagueId === league,
  );
  const games = mergedGames(league, files, []).sort(
    (a, b) => a.kickoff.getTime() - b.kickoff.getTime(),
  );
  const rows: LeagueMatchRow[] = games.map((g, i) => {
    if (typeof g.details.settledIn === 'string') endings.set(i + 1, g.details.settledIn);
    return {
      id: i + 1,
      kickoff: g.kickoff,
      kickoffTimeKnown: g.kickoffTimeKnown,
      season: g.season,
      homeTeamId: id(franchiseName.get(`${league}:${g.home}`) ?? g.home),
      awayTeamId: id(franchiseName.get(`${league}:${g.away}`) ?? g.away),
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      stats: { ...(g.playoff ? { playoff: 1 } : {}), ...(g.neutral ? { neutral: 1 } : {}) },
    };
  });
  return { rows, endings };
}

console.log(
  '| league | chance, from | seasons | team-seasons | Brier Strix | Brier table | log loss Strix | log loss table |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const league of leagues) {
  const started = performance.now();
  const names: string[] = [];
  const id = (name: string) => {
    const known = names.indexOf(name);
    return known >= 0 ? known : names.push(name) - 1;
  };
  const { rows, endings } = history(league, id);
  const points = await backtestLeague(
    league,
    rows,
    config.asOf,
    (t) => names[t]!,
    undefined,
    endings,
  );
  const name = LEAGUES.find((l) => l.id === league)!.name;
  for (const r of summariseLeague(league, name, points)) {
    console.log(
      `| ${league} | ${r.label}, ${r.date} | ${r.firstSeason}–${r.lastSeason} (${r.seasons}) | ${r.n} | ${r.model.brier.toFixed(4)} | ${r.baseline.brier.toFixed(4)} | ${r.model.logLoss.toFixed(4)} | ${r.baseline.logLoss.toFixed(4)} |`,
    );
  }
  console.error(`${league}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
