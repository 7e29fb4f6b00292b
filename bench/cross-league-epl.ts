// `npx tsx bench/cross-league-epl.ts`: does the joint cross-league fit (design a) change the
// EPL forecasts? Walk-forward on EPL 2019/20–2024/25 with weekly refits, both models fitted at
// the same instants on results strictly before them: the production per-league fit (SOCCER_FIT,
// promoted sides' prior, closed-doors home edge) and the joint fit over the six leagues and the
// UEFA competitions. Prints the paired ΔRPS (joint − production) ± SE per season and pooled.
// Design (b) leaves domestic forecasts unchanged by construction (the league's own model).
// Reads the database of DATA_DIR (or DATABASE_URL) holding the full mirror.
import { resolve } from 'node:path';
import { rps } from '../engine/metrics/scores.ts';
import { pairedDelta } from '../engine/metrics/summary.ts';
import { fitSoccerModel } from '../engine/predict/soccer.ts';
import { CROSS_LEAGUE_SETTINGS } from '../engine/soccer/cross-league.ts';
import { jointDixonColes } from '../engine/soccer/cross-league-joint.ts';
import type { CompetitionMatch } from '../engine/soccer/cross-league-types.ts';
import { isClosedDoors, predictMatch, SOCCER_FIT } from '../engine/soccer/index.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { loadCompetitionMatches } from '../server/db/queries/competition-matches.ts';

const DAY = 86_400_000;
const config = loadConfig();
const database = config.databaseUrl
  ? connectPostgres(config.databaseUrl)
  : await openPglite(resolve(config.dataDir, 'pglite'));
const rows = await loadCompetitionMatches(
  database.db,
  ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'UCL', 'UEL'],
  new Date('2015-07-01T00:00:00Z'),
  new Date('2025-07-01T00:00:00Z'),
);
await database.close();

const all: CompetitionMatch[] = rows.map((r) => ({
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
}));
const epl = all.filter((m) => m.competition === 'E0');
const seasonOf = (iso: string) => {
  const d = new Date(iso);
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 7 ? 1 : 0);
  return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
};
const targets = epl.filter((m) => m.date >= '2019-07-01');
const seasonTeams = new Map<string, Set<string>>();
for (const m of epl) {
  const s = seasonTeams.get(seasonOf(m.date)) ?? new Set<string>();
  s.add(m.home);
  s.add(m.away);
  seasonTeams.set(seasonOf(m.date), s);
}

const scored: { season: string; production: number; joint: number }[] = [];
let fittedAt = Number.NEGATIVE_INFINITY;
let production: ReturnType<typeof fitSoccerModel> | undefined;
let joint: ReturnType<typeof jointDixonColes>['model'] | undefined;
let jointSeconds = 0;
let fits = 0;
for (const m of targets) {
  const at = Date.parse(m.date);
  if (!production || !joint || at - fittedAt >= 7 * DAY) {
    production = fitSoccerModel(epl, seasonTeams.get(seasonOf(m.date))!, m.date);
    const started = performance.now();
    joint = jointDixonColes(all, m.date, CROSS_LEAGUE_SETTINGS, SOCCER_FIT).model;
    jointSeconds += (performance.now() - started) / 1000;
    fits++;
    fittedAt = at;
  }
  const closedDoors = isClosedDoors(m.date);
  const o = m.homeGoals > m.awayGoals ? 0 : m.homeGoals === m.awayGoals ? 1 : 2;
  const p = predictMatch(production, m.home, m.away, { closedDoors });
  const q = predictMatch(joint, m.home, m.away, { closedDoors });
  scored.push({
    season: seasonOf(m.date),
    production: rps([p.homeWin, p.draw, p.awayWin], o),
    joint: rps([q.homeWin, q.draw, q.awayWin], o),
  });
}

console.log(`${fits} refits, joint fit ${(jointSeconds / fits).toFixed(2)} s each on average`);
console.log('| EPL season | n | RPS production | RPS joint | ΔRPS (joint − production) ± SE |');
console.log('|---|---|---|---|---|');
for (const season of [...new Set(scored.map((s) => s.season)), 'all']) {
  const s = season === 'all' ? scored : scored.filter((x) => x.season === season);
  const d = pairedDelta(
    s.map((x) => x.joint),
    s.map((x) => x.production),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `| ${season} | ${s.length} | ${mean(s.map((x) => x.production)).toFixed(4)} | ${mean(s.map((x) => x.joint)).toFixed(4)} | ${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(4)} ± ${d.se.toFixed(4)} |`,
  );
}
