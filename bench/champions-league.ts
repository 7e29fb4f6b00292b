// `npx tsx bench/champions-league.ts [--tune]`: walk-forward RPS of the cross-league model on the
// Champions League 2016/17–2018/19 against FiveThirtyEight's SPI pre-match probabilities, for
// both designs (joint fit, league offsets). Refits on every match date with only results
// strictly before that day. Reads the database of DATA_DIR (or DATABASE_URL), which must hold
// the full mirror (`npx tsx scripts/ingest.ts`). `--tune` prints the 2016/17 grid the settings
// were chosen on instead.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
import { loadConfig } from '../server/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import {
  type CompetitionMatchRow,
  loadCompetitionMatches,
  loadReferenceForecasts,
} from '../server/db/queries/competition-matches.ts';

const { values } = parseArgs({ options: { tune: { type: 'boolean', default: false } } });
const LEAGUES = ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'UCL', 'UEL'];
const SEASONS = ['2016/17', '2017/18', '2018/19'];
const seasonOf = (d: Date) => {
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 7 ? 1 : 0);
  return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
};

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
  };
}

interface Scored {
  season: string;
  model: number;
  spi: number;
}

interface Target {
  row: CompetitionMatchRow;
  spi: [number, number, number];
}

const outcome = (r: CompetitionMatchRow) =>
  r.homeScore > r.awayScore ? 0 : r.homeScore === r.awayScore ? 1 : 2;

/** Refits once per match date (results strictly before that day) and scores that day's matches. */
function walkForward(
  targets: readonly Target[],
  fit: (asOf: string) => CrossLeagueModel,
): { scored: Scored[]; fitSeconds: number[] } {
  const byDay = new Map<string, Target[]>();
  for (const t of targets) {
    const day = t.row.kickoff.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), t]);
  }
  const scored: Scored[] = [];
  const fitSeconds: number[] = [];
  for (const [day, list] of byDay) {
    const started = performance.now();
    const model = fit(day);
    fitSeconds.push((performance.now() - started) / 1000);
    for (const { row, spi } of list) {
      const p = model.predict(String(row.homeTeamId), String(row.awayTeamId), {
        neutral: row.details?.neutral === true,
      });
      const o = outcome(row);
      scored.push({
        season: seasonOf(row.kickoff),
        model: rps([p.homeWin, p.draw, p.awayWin], o),
        spi: rps(spi, o),
      });
    }
  }
  return { scored, fitSeconds };
}

function summary(scored: readonly Scored[], season?: string) {
  const s = season ? scored.filter((x) => x.season === season) : scored;
  const d = pairedDelta(
    s.map((x) => x.model),
    s.map((x) => x.spi),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { n: s.length, model: mean(s.map((x) => x.model)), spi: mean(s.map((x) => x.spi)), d };
}

const f4 = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;

const config = loadConfig();
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'));
try {
  const rows = await loadCompetitionMatches(
    database.db,
    LEAGUES,
    new Date('2011-07-01T00:00:00Z'),
    new Date('2019-07-01T00:00:00Z'),
  );
  const spi = await loadReferenceForecasts(database.db, 'fivethirtyeight-spi', 'UCL');
  const all = rows.map(toCompetitionMatch);
  const targets: Target[] = [];
  for (const row of rows) {
    const p = spi.get(row.id);
    if (row.leagueId !== 'UCL' || !p || p.draw === null) continue;
    if (!SEASONS.includes(seasonOf(row.kickoff))) continue;
    targets.push({ row, spi: [p.homeWin, p.draw, p.awayWin] });
  }
  const ucl = rows.filter((r) => r.leagueId === 'UCL' || r.leagueId === 'UEL').length;
  console.log(
    `${rows.length} matches loaded (${ucl} UEFA), ${targets.length} Champions League matches 2016/17–2018/19 with SPI probabilities`,
  );
  if (targets.length === 0) process.exit(1);

  // The leagues' own fits do not depend on the European settings: fit them once per date.
  const domesticCache = new Map<string, Map<string, DixonColesModel>>();
  const domesticAt = (asOf: string) => {
    let d = domesticCache.get(asOf);
    if (!d) {
      d = fitDomesticLeagues(all, asOf, SOCCER_FIT);
      domesticCache.set(asOf, d);
    }
    return d;
  };
  const run = (design: CrossLeagueDesign, settings: CrossLeagueSettings, only?: string) =>
    walkForward(
      only ? targets.filter((t) => seasonOf(t.row.kickoff) === only) : targets,
      design === 'offsets'
        ? (asOf) => fitLeagueOffsets(all, asOf, settings, SOCCER_FIT, domesticAt(asOf))
        : (asOf) => fitCrossLeagueWith(design, settings)(all, { asOf }),
    );

  if (values.tune) {
    await tune(run);
  } else {
    report(run);
  }
} finally {
  await database.close();
}

type Run = (
  design: CrossLeagueDesign,
  settings: CrossLeagueSettings,
  only?: string,
) => ReturnType<typeof walkForward>;

function report(run: Run) {
  console.log(
    '| design | seasons | n | RPS Strix | RPS SPI | ΔRPS (Strix − SPI) ± SE | fit s (mean / max) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const design of ['joint', 'offsets'] as const) {
    const { scored, fitSeconds } = run(design, CROSS_LEAGUE_SETTINGS);
    const mean = fitSeconds.reduce((a, b) => a + b, 0) / fitSeconds.length;
    const fit = `${mean.toFixed(2)} / ${Math.max(...fitSeconds).toFixed(2)}`;
    for (const season of [undefined, '2016/17', '2017/18', '2018/19', 'test'] as const) {
      const s =
        season === 'test'
          ? summary(scored.filter((x) => x.season !== '2016/17'))
          : summary(scored, season);
      const label = season === 'test' ? '2017/18–2018/19' : (season ?? '2016/17–2018/19 (all)');
      console.log(
        `| ${design} | ${label} | ${s.n} | ${s.model.toFixed(4)} | ${s.spi.toFixed(4)} | ${f4(s.d.mean)} ± ${s.d.se.toFixed(4)} | ${season === undefined ? fit : ''} |`,
      );
    }
  }
}

async function tune(run: Run) {
  console.log('| design | other prior | European ξ | European ridge | n | ΔRPS 2016/17 ± SE |');
  console.log('|---|---|---|---|---|---|');
  const priors = [0, 0.15, 0.3, 0.45];
  for (const p of priors) {
    const settings = { ...CROSS_LEAGUE_SETTINGS, otherPrior: { attack: -p, defence: p } };
    const { scored } = run('joint', settings, '2016/17');
    const s = summary(scored);
    console.log(`| joint | ±${p} | — | — | ${s.n} | ${f4(s.d.mean)} ± ${s.d.se.toFixed(4)} |`);
  }
  for (const p of priors) {
    for (const xi of [0.001, 0.0019, 0.004]) {
      for (const ridge of [1, 2, 5]) {
        const settings = {
          ...CROSS_LEAGUE_SETTINGS,
          otherPrior: { attack: -p, defence: p },
          europeanXi: xi,
          europeanRidge: ridge,
        };
        const s = summary(run('offsets', settings, '2016/17').scored);
        console.log(
          `| offsets | ±${p} | ${xi} | ${ridge} | ${s.n} | ${f4(s.d.mean)} ± ${s.d.se.toFixed(4)} |`,
        );
      }
    }
  }
}
