// `npm run bench:live`: what live polling costs. On PGlite and PostgreSQL (when reachable):
//  1. The refresh job's cost: polls of The Odds API (a local server speaking its JSON) for all
//     nine competitions, stored as the job stores them; ms and rows per 1,000 price quotes.
//  2. Storage growth per day: bytes per stored snapshot (measured), times the snapshots a day of
//     the credit planner's own decisions stores (simulated minute by minute over a match day).
//  3. The match page's price work once a fixture has a day of polls behind it: the odds table
//     and the line history built from ~100 snapshots of 20 bookmakers.
//   npx tsx bench/live-refresh.ts [--events 20] [--books 20] [--polls 5] [--only pglite|postgres]
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createOddsApiClient } from '../server/data/live/odds-api.ts';
import { ODDS_API_SPORTS } from '../server/data/live/odds-api-sports.ts';
import { planPolls } from '../server/data/live/poll-plan.ts';
import { createTeamMatcher } from '../server/data/live/team-matcher.ts';
import { LEAGUES, SPORTS } from '../server/data/reference/leagues.ts';
import { normalizeName } from '../server/data/reference/normalize.ts';
import { connectPostgres, type Database, openPglite } from '../server/db/client.ts';
import { loadOdds, loadTeams } from '../server/db/queries/sports-catalogue.ts';
import {
  ensureSportsAndLeagues,
  ensureTeams,
  insertAliases,
} from '../server/db/queries/sports-ingest.ts';
import { storeOddsEvents } from '../server/features/live/store-odds-api.ts';
import { lineHistory } from '../server/sports/odds/line-history.ts';
import { oddsRows } from '../server/sports/odds/odds-table.ts';
import { startOddsApiServer } from '../server/test/peers/odds-api-server.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const EVENTS = Number(arg('events', '20'));
const BOOKS = Number(arg('books', '20'));
const POLLS = Number(arg('polls', '5'));
const ONLY = arg('only', '');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date('2026-02-07T09:00:00Z');

/** Teams per league, named `<League> Team n`; enough for EVENTS fixtures each. */
async function seedTeams(db: Database['db']) {
  await ensureSportsAndLeagues(db, [...SPORTS], [...LEAGUES]);
  for (const league of LEAGUES) {
    const wanted = Array.from({ length: EVENTS * 2 }, (_, i) => {
      const name = `${league.name} Side ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`;
      return { sourceKey: name, name };
    });
    const ids = await ensureTeams(db, league.sportId, wanted);
    await insertAliases(
      db,
      wanted.map((t) => ({
        sportId: league.sportId,
        alias: normalizeName(t.name),
        teamId: ids.get(t.sourceKey)!,
        source: 'bench',
      })),
    );
  }
}

/** The Odds API's JSON for one sport: EVENTS fixtures over the coming week, BOOKS books each. */
function wireEvents(sportKey: string, leagueName: string, soccer: boolean, poll: number) {
  return Array.from({ length: EVENTS }, (_, e) => {
    const home = `${leagueName} Side ${String.fromCharCode(65 + ((2 * e) % 26))}${Math.floor((2 * e) / 26)}`;
    const away = `${leagueName} Side ${String.fromCharCode(65 + ((2 * e + 1) % 26))}${Math.floor((2 * e + 1) / 26)}`;
    const commence = new Date(NOW.getTime() + (3 + (e % 7) * 24) * HOUR).toISOString();
    const drift = 1 + 0.01 * poll;
    return {
      id: `${sportKey}-${e}`,
      sport_key: sportKey,
      sport_title: leagueName,
      commence_time: commence,
      home_team: home,
      away_team: away,
      // Each book a little apart from the next, as real prices are (and as compressible).
      bookmakers: Array.from({ length: BOOKS }, (_, b) => ({
        key: `book_${b}`,
        title: `Book ${b}`,
        last_update: NOW.toISOString(),
        markets: [
          {
            key: 'h2h',
            last_update: NOW.toISOString(),
            outcomes: soccer
              ? [
                  { name: home, price: +(2.1 * drift * (1 + 0.004 * b)).toFixed(2) },
                  { name: away, price: +(3.6 * (1 - 0.003 * b)).toFixed(2) },
                  { name: 'Draw', price: +(3.4 * (1 + 0.002 * b)).toFixed(2) },
                ]
              : [
                  { name: home, price: +(1.8 * drift * (1 + 0.004 * b)).toFixed(2) },
                  { name: away, price: +(2.05 * (1 - 0.003 * b)).toFixed(2) },
                ],
          },
          {
            key: 'spreads',
            last_update: NOW.toISOString(),
            outcomes: [
              { name: home, price: +(1.87 + 0.005 * b).toFixed(2), point: soccer ? -0.5 : -3.5 },
              { name: away, price: +(1.95 - 0.005 * b).toFixed(2), point: soccer ? 0.5 : 3.5 },
            ],
          },
          {
            key: 'totals',
            last_update: NOW.toISOString(),
            outcomes: [
              { name: 'Over', price: +(1.86 + 0.004 * b).toFixed(2), point: soccer ? 2.5 : 221.5 },
              { name: 'Under', price: +(1.94 - 0.004 * b).toFixed(2), point: soccer ? 2.5 : 221.5 },
            ],
          },
        ],
      })),
    };
  });
}

async function tableBytes(db: Database['db']) {
  const { rows } = (await db.execute(
    sql`select pg_total_relation_size('odds_snapshots')::bigint as bytes, count(*)::int as n from odds_snapshots`,
  )) as unknown as { rows: { bytes: string; n: number }[] };
  return { bytes: Number(rows[0]!.bytes), rows: rows[0]!.n };
}

async function run(kind: 'pglite' | 'postgres') {
  let database: Database;
  let drop = async () => {};
  if (kind === 'pglite') {
    database = await openPglite();
  } else {
    const name = `strix_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    database = connectPostgres(url.href, 10);
    drop = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  await database.migrate();
  const db = database.db;
  await seedTeams(db);
  const server = await startOddsApiServer({ apiKey: 'bench', credits: 1_000_000 });
  const client = createOddsApiClient({
    baseUrl: server.baseUrl,
    apiKey: 'bench',
    regions: ['uk', 'eu', 'us'],
  });
  const sports = ODDS_API_SPORTS.filter((s) => s.held);
  const matcher = createTeamMatcher(await loadTeams(db));
  let quotes = 0;
  let storeMs = 0;
  let totalMs = 0;
  const before = await tableBytes(db);
  for (let poll = 0; poll < POLLS; poll++) {
    for (const sport of sports) {
      const league = LEAGUES.find((l) => l.id === sport.leagueId)!;
      server.setEvents(
        sport.key,
        wireEvents(sport.key, league.name, sport.sportId === 'soccer', poll),
      );
      const at = new Date(NOW.getTime() + poll * 15 * MINUTE);
      const t0 = performance.now();
      const answer = await client.odds(sport.key);
      const t1 = performance.now();
      await storeOddsEvents(db, answer.events, at, matcher);
      const t2 = performance.now();
      storeMs += t2 - t1;
      totalMs += t2 - t0;
      quotes += answer.events.reduce(
        (n, e) => n + e.books.reduce((m, b) => m + b.quotes.length, 0),
        0,
      );
    }
  }
  const after = await tableBytes(db);
  const rows = after.rows - before.rows;
  const bytesPerSnapshot = (after.bytes - before.bytes) / rows;

  // The match page of the fixture with the most snapshots: its table and line history.
  const { rows: top } = (await db.execute(
    sql`select match_id from odds_snapshots group by match_id order by count(*) desc limit 1`,
  )) as unknown as { rows: { match_id: number }[] };
  const matchId = top[0]!.match_id;
  const asOf = new Date(NOW.getTime() + POLLS * 15 * MINUTE);
  const docs = await loadOdds(db, [matchId], asOf);
  // Stretch the history to a day of 15-minute polls by repeating the captures.
  const dayDocs = Array.from({ length: Math.ceil(96 / docs.length) }, (_, k) =>
    docs.map((d) => ({
      ...d,
      capturedAt: new Date(d.capturedAt.getTime() - k * POLLS * 15 * MINUTE),
    })),
  ).flat();
  const t0 = performance.now();
  const reps = 50;
  for (let i = 0; i < reps; i++) {
    oddsRows(matchId, 'E0', dayDocs, { asOf, staleAfterMs: 6 * HOUR }, 0.02);
    lineHistory('E0', dayDocs, [0.45, 0.27, 0.28]);
  }
  const pageMs = (performance.now() - t0) / reps;
  const historyBytes = JSON.stringify(lineHistory('E0', dayDocs, [0.45, 0.27, 0.28])).length;

  await server.close();
  await database.close();
  await drop();
  return {
    kind,
    quotes,
    rows,
    msPer1000: (totalMs / quotes) * 1000,
    storeMsPer1000: (storeMs / quotes) * 1000,
    rowsPer1000: (rows / quotes) * 1000,
    bytesPerSnapshot,
    pageMs,
    dayDocs: dayDocs.length,
    historyKb: historyBytes / 1024,
  };
}

/**
 * Snapshots stored in one match day by the planner's own decisions: every minute it is asked
 * which sports are due; each odds poll stores one snapshot per listed event.
 */
function simulateDay(monthlyCredits: number) {
  const sports = ODDS_API_SPORTS.filter((s) => s.held);
  // Each competition lists EVENTS fixtures: a few today (kick-offs 13:00–21:00 UTC), the rest
  // spread over the week, as a Saturday looks.
  const kickoffs = (i: number) =>
    Array.from({ length: EVENTS }, (_, e) =>
      e < 6
        ? new Date(NOW.getTime() + (4 + e + (i % 3)) * HOUR)
        : new Date(NOW.getTime() + (1 + (e % 6)) * DAY + (i % 5) * HOUR),
    );
  const state = new Map(
    sports.map((s, i) => [s.key, { kicks: kickoffs(i), lastOddsAt: null as Date | null }]),
  );
  let used = 0;
  let polls = 0;
  let snapshots = 0;
  for (let minute = 0; minute < 24 * 60; minute++) {
    const now = new Date(NOW.getTime() + minute * MINUTE);
    const plan = planPolls({
      now,
      sports: sports.map((s) => ({
        sportKey: s.key,
        openKickoffs: state.get(s.key)!.kicks.filter((k) => k.getTime() > now.getTime() - 3 * HOUR),
        lastOddsAt: state.get(s.key)!.lastOddsAt,
        lastScoresAt: now,
      })),
      monthlyCredits,
      creditsUsed: used + Math.round(monthlyCredits * 0.2),
      oddsCallCost: 9,
      daysLeft: 20,
    });
    for (const decision of plan.odds) {
      if (!decision.poll) continue;
      const s = state.get(decision.sportKey)!;
      s.lastOddsAt = now;
      used += 9;
      polls++;
      snapshots += s.kicks.filter((k) => k.getTime() > now.getTime()).length;
    }
  }
  return { polls, snapshots, credits: used };
}

const postgresReachable = async () => {
  try {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
};

const kinds: ('pglite' | 'postgres')[] = [];
if (ONLY !== 'postgres') kinds.push('pglite');
if (ONLY !== 'pglite' && (await postgresReachable())) kinds.push('postgres');
// The Champions League is polled by no one until Strix holds it (its key is marked unheld).
console.log(
  `Live refresh: ${POLLS} polls × 8 competitions × ${EVENTS} events × ${BOOKS} bookmakers × 3 markets`,
);
const results = [];
for (const kind of kinds) {
  const r = await run(kind);
  results.push(r);
  console.log(
    `${kind.padEnd(8)} ${r.quotes} quotes → ${r.rows} rows: ${r.msPer1000.toFixed(1)} ms per 1,000 quotes polled and stored (${r.storeMsPer1000.toFixed(1)} ms storing), ${r.rowsPer1000.toFixed(2)} rows per 1,000 quotes, ${(r.bytesPerSnapshot / 1024).toFixed(1)} KB per snapshot row`,
  );
  console.log(
    `${''.padEnd(8)} match page with ${r.dayDocs} snapshots (a day of 15-min polls): odds table + line history ${r.pageMs.toFixed(2)} ms of CPU, line history ${r.historyKb.toFixed(0)} KB of JSON`,
  );
}
const bytes = results[0]?.bytesPerSnapshot ?? 0;
for (const [label, credits] of [
  ['unlimited credits (every 15 min near kick-off)', 10_000_000],
  ['ODDS_API_MONTHLY_CREDITS=20000 (default)', 20_000],
] as const) {
  const day = simulateDay(credits);
  console.log(
    `A match day, ${label}: ${day.polls} odds polls, ${day.credits} credits, ${day.snapshots} snapshots → ${((day.snapshots * bytes) / 1024 / 1024).toFixed(1)} MB a day`,
  );
}
