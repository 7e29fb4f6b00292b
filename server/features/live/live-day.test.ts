import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchResponse, SearchResponse, StatusResponse } from '@contract';
import { and, eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { ingestSportsData } from '../../data/ingest/run-ingest.ts';
import type { OddsApiEventJson, OddsApiScoreJson } from '../../data/live/odds-api-wire.ts';
import { matches, oddsSnapshots, predictions, teams } from '../../db/schema.ts';
import { type LiveProviders, runLiveRefresh } from '../../jobs/live-refresh.ts';
import { runSettlement } from '../../jobs/settlement.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  MINI_MIRROR,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { type CsvServer, startCsvServer } from '../../test/peers/csv-server.ts';
import { type OddsApiServer, startOddsApiServer } from '../../test/peers/odds-api-server.ts';
import { FROZEN_CLOSING } from './freeze-closing.ts';
import { liveProviders } from './providers.ts';

/**
 * Sunday 16 March 2025, run live against local stand-ins for The Odds API and the CSV hosts:
 * Arsenal v Chelsea (13:30 GMT, 1-0), Fulham v Tottenham (13:30) and Leicester v Man United
 * (19:00), after the mirror's Premier League season up to 26 February. The clock is driven by
 * hand and every job is run by hand; the app starts no timers of its own.
 */

const KEY = 'live-day-key';
const KICKOFF = '2025-03-16T13:30:00.000Z';
const EVENING = '2025-03-16T19:00:00.000Z';
const MINUTE = 60_000;

const MIRROR_E0 = readFileSync(join(MINI_MIRROR, 'football-data/2425_E0.csv'), 'utf8');
const MIRROR_NFL = readFileSync(join(MINI_MIRROR, 'nflverse/games.csv'), 'utf8');
const E0_PATH = '/mmz4281/2425/E0.csv';
const FIXTURES_PATH = '/fixtures.csv';
const NFL_PATH = '/nflverse/games.csv';

/** fixtures.csv in the results file's columns: no scores, the bookmakers' current prices. */
const HEADER = MIRROR_E0.slice(0, MIRROR_E0.search(/\r?\n/))
  .replace(/^\uFEFF/, '')
  .split(',');
const fixtureRow = (cells: Record<string, string>) =>
  HEADER.map((name) => cells[name] ?? '').join(',');
const FIXTURES = [
  HEADER.join(','),
  fixtureRow({
    Div: 'E0',
    Date: '16/03/2025',
    Time: '13:30',
    HomeTeam: 'Arsenal',
    AwayTeam: 'Chelsea',
    B365H: '1.95',
    B365D: '3.6',
    B365A: '4',
    PSH: '1.98',
    PSD: '3.65',
    PSA: '4.1',
  }),
  fixtureRow({
    Div: 'SC0',
    Date: '16/03/2025',
    Time: '12:00',
    HomeTeam: 'Celtic',
    AwayTeam: 'Hearts',
    B365H: '1.2',
    B365D: '7',
    B365A: '13',
  }),
  fixtureRow({
    Div: 'E0',
    Date: '16/03/2025',
    Time: '19:00',
    HomeTeam: 'Leicester',
    AwayTeam: 'Man United',
    B365H: '4.5',
    B365D: '4',
    B365A: '1.75',
    PSH: '4.6',
    PSD: '4.1',
    PSA: '1.78',
  }),
  '',
].join('\r\n');
/** When football-data wrote fixtures.csv: an hour before the first poll. */
const FIXTURES_WRITTEN = new Date('2025-03-16T08:00:00Z');

type Prices = [number, number, number];
type Book = { key: string; title: string; prices: Prices };

function eplEvent(
  id: string,
  home: string,
  away: string,
  commence: string,
  books: Book[],
  updatedAt: string,
): OddsApiEventJson {
  return {
    id,
    sport_key: 'soccer_epl',
    sport_title: 'EPL',
    commence_time: commence,
    home_team: home,
    away_team: away,
    bookmakers: books.map(({ key, title, prices: [h, d, a] }) => ({
      key,
      title,
      last_update: updatedAt,
      markets: [
        {
          key: 'h2h',
          outcomes: [
            { name: home, price: h },
            { name: away, price: a },
            { name: 'Draw', price: d },
          ],
        },
        {
          key: 'spreads',
          outcomes: [
            { name: home, price: 1.95, point: -0.5 },
            { name: away, price: 1.95, point: 0.5 },
          ],
        },
        {
          key: 'totals',
          outcomes: [
            { name: 'Over', price: 1.9, point: 2.5 },
            { name: 'Under', price: 1.96, point: 2.5 },
          ],
        },
      ],
    })),
  };
}

/** The Odds API's list for the Premier League at one moment; Arsenal v Chelsea's prices vary. */
function eplBoard(arsenal: { pinnacle: Prices; williamHill: Prices }, updatedAt: string) {
  return [
    eplEvent(
      'ars-che',
      'Arsenal',
      'Chelsea',
      KICKOFF,
      [
        { key: 'pinnacle', title: 'Pinnacle', prices: arsenal.pinnacle },
        { key: 'williamhill', title: 'William Hill', prices: arsenal.williamHill },
      ],
      updatedAt,
    ),
    eplEvent(
      'ful-tot',
      'Fulham',
      'Tottenham Hotspur',
      KICKOFF,
      [{ key: 'pinnacle', title: 'Pinnacle', prices: [2.6, 3.6, 2.6] }],
      updatedAt,
    ),
    // A side the catalogue does not know: reported, never invented.
    eplEvent(
      'qwe-bre',
      'Qwerty Rovers FC',
      'Brentford',
      '2025-03-16T16:00:00Z',
      [{ key: 'pinnacle', title: 'Pinnacle', prices: [3.1, 3.4, 2.3] }],
      updatedAt,
    ),
    eplEvent(
      'lei-mun',
      'Leicester City',
      'Manchester United',
      EVENING,
      [{ key: 'pinnacle', title: 'Pinnacle', prices: [4.5, 4.0, 1.8] }],
      updatedAt,
    ),
  ];
}

const arsenalScore = (completed: boolean, home: string, away: string): OddsApiScoreJson => ({
  id: 'ars-che',
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: KICKOFF,
  completed,
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  scores: [
    { name: 'Arsenal', score: home },
    { name: 'Chelsea', score: away },
  ],
  last_update: null,
});

describe.each(databaseKinds)('a live match day on %s', (kind) => {
  let t: TestApp;
  let oddsApi: OddsApiServer;
  let files: CsvServer;
  let providers: LiveProviders;
  let token: string;
  let clockNow = () => Date.now();
  /** Arsenal v Chelsea's id, once the first poll has added it. */
  let arsenalId: number;
  let predictionId: string;

  beforeAll(async () => {
    oddsApi = await startOddsApiServer({ apiKey: KEY, credits: 20_000, now: () => clockNow() });
    files = await startCsvServer();
    const env = {
      LIVE_DATA: 'on',
      ODDS_API_KEY: KEY,
      ODDS_API_URL: oddsApi.baseUrl,
      FOOTBALL_DATA_URL: files.baseUrl,
      NFLVERSE_GAMES_URL: files.url(NFL_PATH),
      SPORTS_DATA_DIR: 'off',
    };
    t = await createTestApp(kind, { env });
    clockNow = () => t.clock.now().getTime();
    providers = liveProviders(testConfig(env).live!);
    // The model needs history: the Premier League to 26 Feb 2025, the NBA and NFL seasons.
    await ingestSportsData(t.database.db, MINI_MIRROR);
    moveClockTo('2025-03-16T09:00:00Z');
    const user = await registerUser(t.app);
    token = user.token;
    await setPlan(t.database, user.user.id, 'premium');

    files.setFile(E0_PATH, MIRROR_E0, new Date('2025-02-27T08:00:00Z'));
    files.setFile(NFL_PATH, MIRROR_NFL, new Date('2025-02-10T08:00:00Z'));
    files.setFile(FIXTURES_PATH, FIXTURES, FIXTURES_WRITTEN);
    oddsApi.setEvents(
      'soccer_epl',
      eplBoard(
        { pinnacle: [2.0, 3.6, 4.05], williamHill: [1.95, 3.5, 4.0] },
        '2025-03-16T08:58:00Z',
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await oddsApi?.close();
    await files?.close();
  });

  function moveClockTo(iso: string) {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  }
  const refresh = () =>
    runLiveRefresh({ db: t.database.db, clock: t.clock, log: t.app.log }, providers);
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/status' })).json() as StatusResponse;
  const providerNamed = async (name: string) =>
    (await status()).providers.find((p) => p.name === name);
  const search = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
  const matchPage = (id: number) => t.app.inject({ method: 'GET', url: `/api/match/${id}` });
  const docsOf = (matchId: number) =>
    t.database.db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, matchId));
  const docsFrom = async (source: string) =>
    (
      await t.database.db
        .select({ id: oddsSnapshots.id })
        .from(oddsSnapshots)
        .where(eq(oddsSnapshots.source, source))
    ).length;
  const oddsApiCalls = (path?: string) =>
    oddsApi.requests.filter((r) => path === undefined || r.path === path).length;

  it('shows the day’s fixtures and prices after the first poll', async () => {
    const report = await refresh();
    expect(report?.files).toMatchObject({ problems: 0 });
    expect(report?.odds?.problem).toBeNull();
    expect(report?.odds?.polled).toContain('soccer_epl odds');

    const response = await search('Arsenal vs Chelsea');
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchResponse;
    expect(body.interpretation).toMatchObject({
      intent: 'match',
      home: 'Arsenal',
      away: 'Chelsea',
      hypothetical: false,
    });
    arsenalId = body.prediction.matchId!;
    expect(arsenalId).toBeGreaterThan(0);
    expect(body.prediction.kickoff).toBe(KICKOFF);
    expect(body.pricesPending).toBeNull();

    const page = await matchPage(arsenalId);
    expect(page.statusCode).toBe(200);
    const match = page.json() as MatchResponse;
    expect(match).toMatchObject({
      status: 'upcoming',
      score: null,
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      startTime: KICKOFF,
      startTimeTbc: false,
    });
    // The Odds API's books carry the poll time; Bet365, only in fixtures.csv, the file's date.
    const pinnacle = match.odds.find((row) => row.sportsbook === 'Pinnacle')!;
    expect(pinnacle).toMatchObject({
      decimal: { home: 2.0, draw: 3.6, away: 4.05 },
      kind: 'pre-match',
      capturedAt: '2025-03-16T09:00:00.000Z',
      stale: false,
    });
    expect(match.odds.find((row) => row.sportsbook === 'William Hill')).toMatchObject({
      capturedAt: '2025-03-16T09:00:00.000Z',
      stale: false,
    });
    expect(match.odds.find((row) => row.sportsbook === 'Bet365')).toMatchObject({
      decimal: { home: 1.95, draw: 3.6, away: 4 },
      capturedAt: FIXTURES_WRITTEN.toISOString(),
      stale: false,
    });
    // One match, whichever provider named it first: fixtures.csv and The Odds API met in it.
    const rows = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, 'E0'), eq(matches.kickoff, new Date(KICKOFF))));
    expect(rows).toHaveLength(2);

    const s = await status();
    expect(s).toMatchObject({
      mode: 'live',
      asOf: '2025-03-16T09:00:00.000Z',
      pricesUpdatedAt: '2025-03-16T09:00:00.000Z',
    });
    const byName = new Map(s.providers.map((p) => [p.name, p]));
    expect(byName.get('The Odds API')).toMatchObject({
      state: 'ok',
      problem: null,
      lastSuccessAt: '2025-03-16T09:00:00.000Z',
      quota: { used: oddsApi.usage.used, remaining: oddsApi.usage.remaining },
    });
    expect(oddsApi.usage.used).toBe(9);
    expect(byName.get('football-data.co.uk')).toMatchObject({ state: 'ok', problem: null });
    expect(byName.get('nflverse')).toMatchObject({ state: 'ok', problem: null });
  });

  it('reports a team name that matches nothing and invents nothing for it', async () => {
    const s = await status();
    expect(s.unmatchedTeams).toEqual([
      {
        provider: 'The Odds API',
        league: 'E0',
        name: 'Qwerty Rovers FC',
        seenAt: '2025-03-16T09:00:00.000Z',
      },
    ]);
    const invented = await t.database.db
      .select()
      .from(teams)
      .where(or(ilike(teams.name, '%qwerty%'), ilike(teams.sourceKey, '%qwerty%')));
    expect(invented).toEqual([]);
    const brentford = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.kickoff, new Date('2025-03-16T16:00:00Z')));
    expect(brentford).toEqual([]);
    expect((await search('Qwerty Rovers vs Brentford')).statusCode).toBe(422);
  });

  it('polls no sooner than the plan says, then adds the new prices beside the old', async () => {
    const calls = oddsApiCalls();
    moveClockTo('2025-03-16T09:10:00Z');
    const quiet = await refresh();
    // Kick-off is 4 h 20 min away: every 15 minutes. The files are read every 30.
    expect(quiet?.odds?.polled).toEqual([]);
    expect(quiet?.files).toBeNull();
    expect(oddsApiCalls()).toBe(calls);

    oddsApi.setEvents(
      'soccer_epl',
      eplBoard(
        { pinnacle: [1.9, 3.7, 4.4], williamHill: [1.91, 3.6, 4.2] },
        '2025-03-16T09:14:00Z',
      ),
    );
    moveClockTo('2025-03-16T09:15:00Z');
    const report = await refresh();
    expect(report?.odds?.polled).toEqual(['soccer_epl odds']);
    expect(oddsApiCalls()).toBe(calls + 1);

    const match = (await matchPage(arsenalId)).json() as MatchResponse;
    expect(match.odds.find((row) => row.sportsbook === 'Pinnacle')).toMatchObject({
      decimal: { home: 1.9, draw: 3.7, away: 4.4 },
      capturedAt: '2025-03-16T09:15:00.000Z',
      stale: false,
    });
    const series = new Map(match.lineHistory.series.map((s) => [s.name, s]));
    expect(series.get('Pinnacle')!.points.map((p) => [p.at, p.prices.home])).toEqual([
      ['2025-03-16T08:00:00.000Z', 1.98],
      ['2025-03-16T09:00:00.000Z', 2.0],
      ['2025-03-16T09:15:00.000Z', 1.9],
    ]);
    expect(series.get('William Hill')!.points.map((p) => [p.at, p.prices.home])).toEqual([
      ['2025-03-16T09:00:00.000Z', 1.95],
      ['2025-03-16T09:15:00.000Z', 1.91],
    ]);
    const consensus = match.lineHistory.series[0]!;
    expect(consensus).toMatchObject({ name: 'No-vig consensus', consensus: true });
    expect(consensus.points.map((p) => p.at)).toEqual([
      '2025-03-16T08:00:00.000Z',
      '2025-03-16T09:00:00.000Z',
      '2025-03-16T09:15:00.000Z',
    ]);

    // A user asks before kick-off: the prediction they were given is stored for grading.
    const asked = (await search('Arsenal vs Chelsea prediction')).json() as SearchResponse;
    expect(asked.prediction.matchId).toBe(arsenalId);
    expect(asked.odds.find((row) => row.sportsbook === 'Pinnacle')?.decimal.home).toBe(1.9);
    predictionId = asked.prediction.predictionId;
  });
});
