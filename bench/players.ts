// Walk-forward check of the player projection (engine/players/backtest.ts) on the database:
// EPL 2024/25 (goals + assists), NBA 2024-25 and NFL 2024 (points), each against the naive
// "season average so far", over every player with five earlier appearances and over the three
// per team a report would show. Run after an ingest of the full mirror:
//   DATA_DIR=/tmp/x SPORTS_DATA_DIR=/work/shared/data npx tsx scripts/ingest.ts
//   DATA_DIR=/tmp/x npx tsx bench/players.ts
// Soccer contexts come from the production team model (engine/predict forecastSoccer), fitted
// once per round of matches at the round's first kick-off, so no result of the round is seen;
// NBA/NFL contexts from the opponent's points allowed in earlier games (createDefenceTracker).
//
// Measured 2026-11-24 (main at 04491fd + this branch; Δ = model − season average, paired):
//   EPL every player   n 8,963  MAE 0.287 v 0.276  Δ +0.0102 ± 0.0012  Δ MSE −0.0097 ± 0.0017
//   EPL reported 3     n 1,733  MAE 0.525 v 0.541  Δ −0.0157 ± 0.0044  Δ MSE −0.0286 ± 0.0077
//   NBA every player   n 23,127 MAE 4.655 v 4.701  Δ −0.0463 ± 0.0061  Δ MSE −1.088 ± 0.085
//   NBA reported 3     n 5,904  MAE 5.853 v 5.900  Δ −0.0466 ± 0.0132  Δ MSE −0.663 ± 0.212
//   NFL every player   n 2,632  MAE 2.419 v 2.374  Δ +0.0455 ± 0.0119  Δ MSE −0.406 ± 0.096
//   NFL reported 3     n 847    MAE 3.296 v 3.403  Δ −0.1070 ± 0.0298  Δ MSE −0.731 ± 0.268
// The projection is a mean. Over every EPL (and NFL) player most games end at 0, and absolute
// error is minimised by the median, i.e. by projecting 0 (MAE 0.192 on EPL, below both): the
// season average wins there on MAE only because it says 0 for every player without a goal
// involvement yet. On squared error, and on MAE for the players a report shows, the model wins.

import { resolve } from 'node:path';
import {
  backtestPlayers,
  type ContextFor,
  createDefenceTracker,
  type PlayerBacktest,
  type PlayerSport,
  type TeamMatchLines,
} from '../engine/players/index.ts';
import { forecastSoccer, type PlayedSoccerMatch } from '../engine/predict/index.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, type Db, openPglite } from '../server/db/client.ts';
import { loadLeaguePlayerGames } from '../server/db/queries/player-games.ts';
import { type LeagueMatchRow, loadLeagueMatches } from '../server/db/queries/sports-catalogue.ts';
import { SOCCER_HISTORY_DAYS } from '../server/sports/time/history-window.ts';

const DAY = 86_400_000;
/** A new round starts when a kick-off is more than this after the round's first. */
const ROUND_DAYS = 3;

interface Run {
  label: string;
  leagueId: string;
  sport: PlayerSport;
  from: string;
  before: string;
  /** The results table's season label, for the teams of the season (soccer). */
  season?: string;
}

const RUNS: Run[] = [
  {
    label: 'EPL 2024/25 (goals + assists)',
    leagueId: 'E0',
    sport: 'soccer',
    from: '2024-07-01',
    before: '2025-07-01',
    season: '2024/25',
  },
  {
    label: 'NBA 2024-25 (points)',
    leagueId: 'NBA',
    sport: 'basketball',
    from: '2024-10-01',
    before: '2025-07-01',
  },
  {
    label: 'NFL 2024 (points)',
    leagueId: 'NFL',
    sport: 'american-football',
    from: '2024-08-01',
    before: '2025-03-01',
  },
];

/** Soccer: each team-match's expected goals from the fit at its round's start, and its season rate. */
async function soccerContexts(
  db: Db,
  run: Run,
  lines: readonly TeamMatchLines[],
): Promise<ContextFor> {
  const from = new Date(run.from);
  const rows = await loadLeagueMatches(
    db,
    run.leagueId,
    new Date(from.getTime() - SOCCER_HISTORY_DAYS * DAY),
  );
  const played = rows.filter((r) => r.homeScore !== null && r.awayScore !== null);
  const history: PlayedSoccerMatch[] = played.map((r) => ({
    date: r.kickoff.toISOString(),
    home: String(r.homeTeamId),
    away: String(r.awayTeamId),
    homeGoals: r.homeScore!,
    awayGoals: r.awayScore!,
    homeShotsOnTarget: r.stats?.HST,
    awayShotsOnTarget: r.stats?.AST,
    homeShots: r.stats?.HS,
    awayShots: r.stats?.AS,
  }));
  const seasonRows = rows.filter((r) => r.season === run.season);
  const seasonTeams = new Set(
    seasonRows.flatMap((r) => [String(r.homeTeamId), String(r.awayTeamId)]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const expected = new Map<number, { home: number; away: number }>();
  for (const round of rounds(
    lines.map((l) => byId.get(l.matchId)).filter((r) => r !== undefined),
  )) {
    const asOf = round[0]!.kickoff.toISOString();
    const fixtures = round.map((r) => ({
      id: String(r.id),
      home: String(r.homeTeamId),
      away: String(r.awayTeamId),
      kickoff: r.kickoff.toISOString(),
      season: r.season,
    }));
    const forecasts = forecastSoccer(history, fixtures, { asOf, seasonTeams });
    for (const [id, f] of Object.entries(forecasts)) expected.set(Number(id), f.expectedGoals);
  }
  return (match) => {
    const xg = expected.get(match.matchId);
    const before = seasonRows.filter((r) => r.kickoff < match.kickoff && r.homeScore !== null);
    const mine = before.filter(
      (r) => r.homeTeamId === match.teamId || r.awayTeamId === match.teamId,
    );
    const goals = mine.reduce(
      (sum, r) => sum + (r.homeTeamId === match.teamId ? r.homeScore! : r.awayScore!),
      0,
    );
    return {
      teamExpectedGoals: xg ? (match.home ? xg.home : xg.away) : null,
      teamSeasonGoalsPerMatch: mine.length > 0 ? goals / mine.length : null,
    };
  };
}

/** Matches grouped into rounds: a round is every match within ROUND_DAYS of its first. */
function rounds(rows: readonly LeagueMatchRow[]): LeagueMatchRow[][] {
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()].sort(
    (a, b) => a.kickoff.getTime() - b.kickoff.getTime(),
  );
  const out: LeagueMatchRow[][] = [];
  for (const row of unique) {
    const current = out[out.length - 1];
    if (current && row.kickoff.getTime() - current[0]!.kickoff.getTime() <= ROUND_DAYS * DAY) {
      current.push(row);
    } else out.push([row]);
  }
  return out;
}

/** NBA/NFL: the opponent's defence factor from the league's earlier games. */
function defenceContexts(): ContextFor {
  const tracker = createDefenceTracker();
  let added = 0;
  return (match, earlier) => {
    while (added < earlier.length) tracker.add(earlier[added++]!);
    return { opponentDefenceFactor: tracker.factor(match.opponentId) };
  };
}

const f = (x: number, digits = 3) => x.toFixed(digits);
const pct = (a: { n: number; played: number }) =>
  a.n > 0 ? `${Math.round((100 * a.played) / a.n)}% of ${a.n}` : '—';

function row(label: string, r: PlayerBacktest, seconds: number) {
  const sign = r.difference >= 0 ? '+' : '';
  return `| ${label} | ${r.n} | ${f(r.maeModel)} | ${f(r.maeBaseline)} | ${sign}${f(r.difference, 4)} ± ${f(r.differenceSe, 4)} | ${f(r.rmseModel)} / ${f(r.rmseBaseline)} (Δ MSE ${r.squaredDifference >= 0 ? '+' : ''}${f(r.squaredDifference, 4)} ± ${f(r.squaredDifferenceSe, 4)}) | ${f(r.meanActual)} | ${pct(r.availability.healthy)} · ${pct(r.availability.questionable)} · ${pct(r.availability.out)} | ${seconds.toFixed(1)} |`;
}

const config = loadConfig();
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'));
try {
  console.log(
    '| League, season | n | MAE model | MAE season average | Δ MAE ± SE | RMSE model / average | MAE of projecting 0 | played next: healthy · questionable · out | s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const run of RUNS) {
    const started = performance.now();
    const lines = await loadLeaguePlayerGames(
      database.db,
      run.leagueId,
      new Date(run.from),
      new Date(run.before),
    );
    if (lines.length === 0) {
      console.log(`| ${run.label} | no player lines in the database | | | | | | | |`);
      continue;
    }
    const contextFor =
      run.sport === 'soccer' ? await soccerContexts(database.db, run, lines) : defenceContexts();
    const result = backtestPlayers(lines, run.sport, contextFor);
    console.log(row(`${run.label}, every player`, result, (performance.now() - started) / 1000));
    const again = performance.now();
    const contextAgain = run.sport === 'soccer' ? contextFor : defenceContexts();
    const shown = backtestPlayers(lines, run.sport, contextAgain, { reportedPerTeam: 3 });
    console.log(
      row(`${run.label}, the 3 a report shows`, shown, (performance.now() - again) / 1000),
    );
  }
} finally {
  await database.close();
}
