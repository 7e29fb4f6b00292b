// `npx tsx bench/champions-league.ts [--tune]`: walk-forward RPS of the cross-league model on the
// Champions League 2016/17–2018/19 against FiveThirtyEight's SPI pre-match probabilities, for
// both designs (joint fit, league offsets). Refits on every match date with only results
// strictly before that day. Reads the database of DATA_DIR (or DATABASE_URL), which must hold
// the full mirror (`npx tsx scripts/ingest.ts`). `--tune` prints the 2016/17 grid the settings
// were chosen on instead.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CompetitionMatch } from '../engine/soccer/cross-league-types.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import {
  type CompetitionMatchRow,
  loadCompetitionMatches,
  loadReferenceForecasts,
} from '../server/db/queries/competition-matches.ts';
import { report, runner, seasonOf, type Target, tune } from './champions-league-walk.ts';

const { values } = parseArgs({ options: { tune: { type: 'boolean', default: false } } });
const LEAGUES = ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'UCL', 'UEL'];
const SEASONS = ['2016/17', '2017/18', '2018/19'];

function toCompetitionMatch(r: CompetitionMatchRow): CompetitionMatch {
  return {
    date: r.kickoff.toISOString(),
    home: String(r.homeTeamId),
    away: String(r.awayTeamId),
    homeGoals: r.homeScore,
    awayGoals: r.awayScore,
    homeShotsOnTarget: r.stats?.HST,
    awayShotsOnTarget: r.stats?.AST,
    homeShots: r.stats?.HS,
    awayShots: r.stats?.AS,
    neutral: r.details?.neutral === true,
    competition: r.leagueId,
    homeCountry: r.homeCountry,
    awayCountry: r.awayCountry,
  };
}

const config = loadConfig();
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'));
let rows: CompetitionMatchRow[];
let spi: Awaited<ReturnType<typeof loadReferenceForecasts>>;
try {
  rows = await loadCompetitionMatches(
    database.db,
    LEAGUES,
    new Date('2011-07-01T00:00:00Z'),
    new Date('2019-07-01T00:00:00Z'),
  );
  spi = await loadReferenceForecasts(database.db, 'fivethirtyeight-spi', 'UCL');
} finally {
  await database.close();
}

const all = rows.map(toCompetitionMatch);
const TUNING = ['2013/14', '2014/15', '2015/16', '2016/17'];
const targets: Target[] = [];
for (const [i, row] of rows.entries()) {
  const m = all[i]!;
  const p = spi.get(row.id);
  const forecast: Target['spi'] = p && p.draw !== null ? [p.homeWin, p.draw, p.awayWin] : null;
  if (row.leagueId !== 'UCL') continue;
  // Evaluation: the matches SPI forecast; tuning: every match of the tuning seasons.
  const wanted = values.tune
    ? TUNING.includes(seasonOf(m.date))
    : forecast && SEASONS.includes(seasonOf(m.date));
  if (wanted) targets.push({ ...m, neutral: m.neutral === true, spi: forecast });
}
const uefa = rows.filter((r) => r.leagueId === 'UCL' || r.leagueId === 'UEL').length;
console.log(
  `${rows.length} matches loaded (${uefa} UEFA), ${targets.length} Champions League matches to forecast (${targets.filter((t) => t.spi).length} with SPI probabilities)`,
);
if (targets.length === 0) process.exit(1);
const run = runner(all, targets);
if (values.tune) tune(run);
else report(run);
