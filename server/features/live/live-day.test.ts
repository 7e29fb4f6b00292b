import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchResponse, SearchResponse, StatusResponse } from '@contract';
import { and, eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { testConfig } from '../../config/config.ts';
import type { OddsApiEventJson, OddsApiScoreJson } from '../../data/live/odds-api-wire.ts';
import { acquireLease, releaseLease } from '../../db/queries/leases.ts';
import { matches, oddsSnapshots, predictions, teams } from '../../db/schema.ts';
import { runLiveRefresh } from '../../jobs/live-refresh.ts';
import { runSettlement } from '../../jobs/settlement.ts';
import { FROZEN_CLOSING } from '../../sports/odds/market.ts';
import {
  bearer,
  databaseKinds,
  MINI_MIRROR,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import {
  E0_HEADER,
  E0_PATH,
  e0Row,
  FIXTURES_PATH,
  MIRROR_E0,
  NFL_PATH,
  startLiveTestApp,
} from '../../test/live-kit.ts';
import type { CsvServer } from '../../test/peers/csv-server.ts';
import type { OddsApiServer } from '../../test/peers/odds-api-server.ts';
import type { LiveProviders } from './providers.ts';

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

const MIRROR_NFL = readFileSync(join(MINI_MIRROR, 'nflverse/games.csv'), 'utf8');
/** The season's other league files: published (a header and no row a test needs). */
const OTHER_LEAGUE_PATHS = ['E1', 'SP1', 'D1', 'I1', 'F1'].map((id) => `/mmz4281/2425/${id}.csv`);

/** fixtures.csv in the results file's columns: no scores, the bookmakers' current prices. */
const FIXTURES = [
  E0_HEADER.join(','),
  e0Row({
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
  e0Row({
    Div: 'SC0',
    Date: '16/03/2025',
    Time: '12:00',
    HomeTeam: 'Celtic',
    AwayTeam: 'Hearts',
    B365H: '1.2',
    B365D: '7',
    B365A: '13',
  }),
  e0Row({
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
  let config: ReturnType<typeof testConfig>;
  let token: string;
  /** Arsenal v Chelsea's id, once the first poll has added it. */
  let arsenalId: number;
  let predictionId: string;

  beforeAll(async () => {
    ({ t, oddsApi, files, config, providers } = await startLiveTestApp(kind, KEY));
    moveClockTo('2025-03-16T09:00:00Z');
    const user = await registerUser(t.app);
    token = user.token;
    await setPlan(t.database, user.user.id, 'premium');

    files.setFile(E0_PATH, MIRROR_E0, new Date('2025-02-27T08:00:00Z'));
    for (const path of OTHER_LEAGUE_PATHS) {
      files.setFile(path, `${E0_HEADER.join(',')}\r\n`, new Date('2025-02-27T08:00:00Z'));
    }
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
    runLiveRefresh({ db: t.database.db, clock: t.clock, log: t.app.log, config }, providers);
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/status' })).json() as StatusResponse;
  const providerNamed = async (name: string) =>
    (await status()).providers.find((p) => p.name === name);
  const search = (query: string, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(auth),
      remoteAddress: nextIp(),
      payload: { query },
    });
  const matchPage = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(token) });
  const docsOf = (matchId: number) =>
    t.database.db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, matchId));
  const docsFrom = async (source: string) =>
    (
      await t.database.db
        .select({ id: oddsSnapshots.id })
        .from(oddsSnapshots)
        .where(eq(oddsSnapshots.source, source))
    ).length;
  /** The settlement job as the app runs it: at the live clock, under its lock. */
  const settle = () =>
    runSettlement({
      db: t.database.db,
      config: testConfig({ LIVE_DATA: 'on' }),
      clock: t.clock,
    } as unknown as AppContext);
  const oddsApiCalls = (path?: string) =>
    oddsApi.requests.filter((r) => path === undefined || r.path === path).length;
  /** Calls that can cost credits: odds and scores, not the free list of sports. */
  const meteredCalls = () => oddsApi.requests.filter((r) => r.path !== '/v4/sports').length;

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
    // The Odds API's books carry their last_update (08:58); Bet365, only in fixtures.csv, the
    // file's date.
    const pinnacle = match.odds.find((row) => row.sportsbook === 'Pinnacle')!;
    expect(pinnacle).toMatchObject({
      decimal: { home: 2.0, draw: 3.6, away: 4.05 },
      kind: 'pre-match',
      capturedAt: '2025-03-16T08:58:00.000Z',
      stale: false,
    });
    expect(match.odds.find((row) => row.sportsbook === 'William Hill')).toMatchObject({
      capturedAt: '2025-03-16T08:58:00.000Z',
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
      pricesUpdatedAt: '2025-03-16T08:58:00.000Z',
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
    // One pass at a time: while another instance holds the lease, this one does nothing.
    const lease = { db: t.database.db, name: 'live-refresh', holder: 'another-instance' };
    expect(await acquireLease(lease.db, lease.name, lease.holder, t.clock.now(), MINUTE)).toBe(
      true,
    );
    expect(await refresh()).toBeUndefined();
    await releaseLease(lease.db, lease.name, lease.holder);
    const quiet = await refresh();
    // Kick-off is 4 h 20 min away: every 15 minutes. The files are read every 30.
    expect(quiet?.odds?.polled).toEqual([]);
    expect(quiet?.odds?.reasons['soccer_epl odds']).toBe(
      'next game in 4.3 h: every 15 min; next at 2025-03-16T09:15:00.000Z.',
    );
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
      capturedAt: '2025-03-16T09:14:00.000Z',
      stale: false,
    });
    const series = new Map(match.lineHistory.series.map((s) => [s.name, s]));
    expect(series.get('Pinnacle')!.points.map((p) => [p.at, p.prices.home])).toEqual([
      ['2025-03-16T08:00:00.000Z', 1.98],
      ['2025-03-16T08:58:00.000Z', 2.0],
      ['2025-03-16T09:14:00.000Z', 1.9],
    ]);
    expect(series.get('William Hill')!.points.map((p) => [p.at, p.prices.home])).toEqual([
      ['2025-03-16T08:58:00.000Z', 1.95],
      ['2025-03-16T09:14:00.000Z', 1.91],
    ]);
    const consensus = match.lineHistory.series[0]!;
    expect(consensus).toMatchObject({ name: 'No-vig consensus', consensus: true });
    expect(consensus.points.map((p) => p.at)).toEqual([
      '2025-03-16T08:00:00.000Z',
      '2025-03-16T08:58:00.000Z',
      '2025-03-16T09:14:00.000Z',
    ]);

    // A user asks before kick-off: the prediction they were given is stored for grading. (One
    // who has not asked about it today: asking again re-opens the answer first paid for.)
    const asker = await registerUser(t.app);
    const asked = (
      await search('Arsenal vs Chelsea prediction', asker.token)
    ).json() as SearchResponse;
    expect(asked.prediction.matchId).toBe(arsenalId);
    expect(asked.odds.find((row) => row.sportsbook === 'Pinnacle')?.decimal.home).toBe(1.9);
    predictionId = asked.prediction.predictionId;
  });

  it('reports a football-data file with renamed columns, stores nothing from it, and waits out a 429', async () => {
    const before = {
      footballData: await docsFrom('football-data.co.uk'),
      theOddsApi: await docsFrom('The Odds API'),
      matches: (await t.database.db.select({ id: matches.id }).from(matches)).length,
    };
    files.setRenamedColumns(E0_PATH, MIRROR_E0, { HomeTeam: 'Home', AwayTeam: 'Away' });
    oddsApi.throttleNext(120);
    moveClockTo('2025-03-16T10:00:00Z');
    const report = await refresh();
    expect(report?.odds?.problem).toMatch(/too frequent.*wait 120 s/);
    expect(report?.odds?.snapshots).toBe(0);

    const footballData = await providerNamed('football-data.co.uk');
    expect(footballData).toMatchObject({ state: 'failing' });
    expect(footballData!.problem).toMatch(/E0\.csv.*renamed/);
    expect(await providerNamed('The Odds API')).toMatchObject({
      state: 'failing',
      problem: expect.stringMatching(/too frequent/),
    });
    expect(await docsFrom('football-data.co.uk')).toBe(before.footballData);
    expect(await docsFrom('The Odds API')).toBe(before.theOddsApi);
    expect((await t.database.db.select({ id: matches.id }).from(matches)).length).toBe(
      before.matches,
    );
    // Searches answer from what is stored.
    const asked = (await search('Arsenal vs Chelsea odds')).json() as SearchResponse;
    expect(asked.odds.find((row) => row.sportsbook === 'Pinnacle')).toMatchObject({
      decimal: { home: 1.9 },
      capturedAt: '2025-03-16T09:14:00.000Z',
    });

    // The Retry-After is honoured: nothing is asked until it has passed.
    const calls = oddsApiCalls();
    moveClockTo('2025-03-16T10:01:00Z');
    await refresh();
    expect(oddsApiCalls()).toBe(calls);
    moveClockTo('2025-03-16T10:03:00Z');
    const after = await refresh();
    expect(after?.odds?.polled).toEqual(['soccer_epl odds']);
    expect(await providerNamed('The Odds API')).toMatchObject({ state: 'ok', problem: null });
  });

  it('reports a download cut short and a file cut mid-row, reads them again, and a 304 adds nothing', async () => {
    const leicesterId = (await search('Leicester vs Manchester United')).json().prediction
      .matchId as number;
    const fromFiles = async (matchId: number) =>
      (await docsOf(matchId))
        .filter((d) => d.source === 'football-data.co.uk')
        .map((d) => d.capturedAt.toISOString())
        .sort();
    const resultsFileDocs = await docsFrom('football-data.co.uk');
    const written = '2025-03-16T08:00:00.000Z';
    expect(await fromFiles(arsenalId)).toEqual([written]);
    expect(await fromFiles(leicesterId)).toEqual([written]);

    // Upstream is fixed, and fixtures.csv changes, but its answer breaks off half-way through.
    files.setFile(E0_PATH, MIRROR_E0, new Date('2025-03-16T10:20:00Z'));
    const rewritten = new Date('2025-03-16T10:25:00Z');
    const fixtures = FIXTURES.replace('4.6,4.1,1.78', '4.7,4.1,1.74');
    expect(fixtures).not.toBe(FIXTURES);
    files.setFile(FIXTURES_PATH, fixtures, rewritten);
    files.cutNextAnswer(FIXTURES_PATH, 300);
    moveClockTo('2025-03-16T10:30:00Z');
    await refresh();
    const cut = await providerNamed('football-data.co.uk');
    expect(cut).toMatchObject({ state: 'failing' });
    expect(cut!.problem).toMatch(/fixtures\.csv.*broke off/);
    expect(await fromFiles(leicesterId)).toEqual([written]);
    expect(await docsFrom('football-data.co.uk')).toBe(resultsFileDocs);

    // Both files caught mid-write: whole rows are read, the cut ones left out, and it is said.
    files.setTruncated(E0_PATH, MIRROR_E0, MIRROR_E0.trimEnd().length - 30);
    const cutFixtures = fixtures.slice(
      0,
      fixtures.indexOf('Leicester,Man') + 'Leicester,Man'.length,
    );
    files.setFile(FIXTURES_PATH, cutFixtures, rewritten);
    moveClockTo('2025-03-16T11:00:00Z');
    const truncated = await refresh();
    expect(truncated?.files?.problems).toBe(2);
    const mid = await providerNamed('football-data.co.uk');
    expect(mid).toMatchObject({ state: 'failing' });
    expect(mid!.problem).toMatch(/E0\.csv: the file stops mid-row/);
    expect(await fromFiles(arsenalId)).toEqual([written, rewritten.toISOString()]);
    expect(await fromFiles(leicesterId)).toEqual([written]);
    expect(await docsFrom('football-data.co.uk')).toBe(resultsFileDocs + 1);

    // Read again, not taken as current: the whole E0.csv is the copy held before (a 304), the
    // same cut fixtures.csv adds no second copy of the rows it had, and is reported again.
    files.setFile(E0_PATH, MIRROR_E0, new Date('2025-03-16T10:20:00Z'));
    moveClockTo('2025-03-16T11:30:00Z');
    let seen = files.requests.length;
    await refresh();
    const statuses = (from: number) =>
      files.requests
        .slice(from)
        .filter((r) => r.path === E0_PATH || r.path === FIXTURES_PATH)
        .map((r) => [r.path, r.status]);
    expect(statuses(seen)).toEqual([
      [E0_PATH, 304],
      [FIXTURES_PATH, 200],
    ]);
    expect(await docsFrom('football-data.co.uk')).toBe(resultsFileDocs + 1);
    expect((await providerNamed('football-data.co.uk'))!.problem).toMatch(
      /fixtures\.csv: the file stops mid-row/,
    );

    // Whole again: the missing row is read, and then nothing has changed.
    files.setFile(FIXTURES_PATH, fixtures, rewritten);
    moveClockTo('2025-03-16T12:00:00Z');
    await refresh();
    expect(await fromFiles(leicesterId)).toEqual([written, rewritten.toISOString()]);
    expect(await providerNamed('football-data.co.uk')).toMatchObject({
      state: 'ok',
      problem: null,
    });
    const total = await docsFrom('football-data.co.uk');
    moveClockTo('2025-03-16T12:30:00Z');
    seen = files.requests.length;
    await refresh();
    expect(statuses(seen)).toEqual([
      [E0_PATH, 304],
      [FIXTURES_PATH, 304],
    ]);
    expect(await docsFrom('football-data.co.uk')).toBe(total);
  });

  it('freezes the last price before kick-off as the closing line, and stores no in-play price', async () => {
    oddsApi.setEvents(
      'soccer_epl',
      eplBoard(
        { pinnacle: [1.85, 3.8, 4.6], williamHill: [1.87, 3.7, 4.5] },
        '2025-03-16T13:19:00Z',
      ),
    );
    moveClockTo('2025-03-16T13:20:00Z');
    await refresh();
    const before = await docsOf(arsenalId);

    // In play: The Odds API still lists the game, and fixtures.csv still has its row, at prices
    // no one could have had before it.
    oddsApi.setEvents(
      'soccer_epl',
      eplBoard({ pinnacle: [1.3, 5.0, 11.0], williamHill: [1.28, 5.2, 12.0] }, KICKOFF),
    );
    oddsApi.setScores('soccer_epl', [arsenalScore(false, '0', '0')]);
    files.setFile(
      FIXTURES_PATH,
      FIXTURES.replace('1.98,3.65,4.1', '1.31,5,11.5'),
      new Date('2025-03-16T13:40:00Z'),
    );
    moveClockTo('2025-03-16T13:50:00Z');
    const report = await refresh();
    expect(report?.files?.changed).toBe(1);
    expect(report?.odds?.polled).toEqual(['soccer_epl odds', 'soccer_epl scores']);
    // Arsenal v Chelsea and Fulham v Tottenham.
    expect(report?.closingFrozen).toBe(2);
    // 0-0 and not completed: no result, nothing to settle.
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, arsenalId));
    expect(row).toMatchObject({ homeScore: null, awayScore: null });
    expect(await settle()).toBe(0);

    const docs = await docsOf(arsenalId);
    const closing = docs.filter((d) => d.kind === 'closing');
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatchObject({ source: FROZEN_CLOSING, capturedAt: new Date(KICKOFF) });
    expect(docs.filter((d) => d.kind !== 'closing')).toEqual(before);
    expect(docs.filter((d) => d.capturedAt > new Date(KICKOFF))).toEqual([]);
    const h2h = (book: string) =>
      closing[0]!.quotes.find((q) => q.bookmaker === book && q.market === '1x2')?.prices;
    expect(h2h('Pinnacle')).toEqual([1.85, 3.8, 4.6]);
    expect(h2h('William Hill')).toEqual([1.87, 3.7, 4.5]);
    // Bet365 was last priced in fixtures.csv, at 10:25: its last price before kick-off.
    expect(h2h('Bet365')).toEqual([1.95, 3.6, 4]);

    // In play: a question about the pair answers with this match, its closing line as the
    // market and no value bets (nothing can be bet pre-match any more).
    const asked = (await search('Arsenal vs Chelsea')).json() as SearchResponse;
    expect(asked.interpretation.hypothetical).toBe(false);
    expect(asked.prediction.matchId).toBe(arsenalId);
    expect(asked.played).toMatchObject({ status: 'in-play', score: null, grade: null });
    expect(asked.valueBets).toEqual([]);
    // Under way, its result not in yet: the match page does not show it as upcoming (it answers
    // 404 until the result arrives).
    const page = await matchPage(arsenalId);
    if (page.statusCode === 200) expect(page.json().status).not.toBe('upcoming');
    else expect(page.statusCode).toBe(404);
  });

  it('settles the prediction once the scores endpoint reports the game completed', async () => {
    oddsApi.setScores('soccer_epl', [arsenalScore(true, '1', '0')]);
    moveClockTo('2025-03-16T15:30:00Z');
    const report = await refresh();
    expect(report?.odds?.polled).toContain('soccer_epl scores');
    expect(report?.odds?.results).toBe(1);

    expect(await settle()).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, predictionId));
    expect(row).toMatchObject({
      matchId: arsenalId,
      pick: 'home',
      outcome: 'home',
      settledAt: new Date('2025-03-16T15:30:00Z'),
    });
    // Graded against Pinnacle's frozen closing price, 1.85 / 3.80 / 4.60 without its margin.
    const closingHome = 1 / 1.85 / (1 / 1.85 + 1 / 3.8 + 1 / 4.6);
    expect(row!.closingProb).toBeCloseTo(closingHome, 10);
    // The best home price on offer when asked: Bet365's 1.95 in fixtures.csv.
    expect(row!.pickPrice).toBe(1.95);
    expect(row!.clv).toBeCloseTo(1.95 * closingHome - 1, 10);
    expect(row!.logLoss).toBeCloseTo(-Math.log(row!.homeProb), 10);
    expect(await settle()).toBe(0);

    const match = (await matchPage(arsenalId)).json() as MatchResponse;
    expect(match).toMatchObject({ status: 'finished', score: { home: 1, away: 0 } });
    expect(match.odds.find((r) => r.sportsbook === 'Pinnacle')).toMatchObject({
      kind: 'closing',
      capturedAt: KICKOFF,
      decimal: { home: 1.85, draw: 3.8, away: 4.6 },
    });
    const pinnacle = match.lineHistory.series.find((s) => s.name === 'Pinnacle')!;
    expect(pinnacle.points.at(-1)).toMatchObject({ at: KICKOFF, kind: 'closing' });
    expect(pinnacle.points.every((p) => p.at <= KICKOFF)).toBe(true);
  });

  it('stops calling The Odds API when its credits are used up, and answers from what it has', async () => {
    oddsApi.usage.remaining = 0;
    moveClockTo('2025-03-16T16:00:00Z');
    const report = await refresh();
    expect(report?.odds?.problem).toMatch(/usage credits for this period are used up/);
    expect(oddsApi.requests.at(-1)).toMatchObject({ status: 401 });
    const provider = await providerNamed('The Odds API');
    expect(provider).toMatchObject({
      state: 'failing',
      quota: { remaining: 0, used: oddsApi.usage.used },
      lastSuccessAt: '2025-03-16T15:30:00.000Z',
    });
    expect(provider!.problem).toMatch(/^The Odds API's usage credits .* used up/);

    // Searches answer from the prices already stored.
    const response = await search('Leicester vs Manchester United');
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchResponse;
    expect(body.prediction.kickoff).toBe(EVENING);
    // Dated by its latest capture (fixtures.csv written at 13:40; The Odds API's book last moved
    // at 13:30), not by the 15:30 poll that read it again.
    expect(body.odds.find((r) => r.sportsbook === 'Pinnacle')).toMatchObject({
      capturedAt: '2025-03-16T13:40:00.000Z',
      stale: false,
    });

    // No odds or scores are asked for, however close kick-off gets; only the free list of
    // sports, half-hourly at most, to see whether credits came; the rest of the job goes on.
    const calls = meteredCalls();
    const checks = oddsApiCalls('/v4/sports');
    const frozen: number[] = [];
    for (const at of [
      '2025-03-16T16:30:00Z',
      '2025-03-16T16:45:00Z',
      '2025-03-16T18:45:00Z',
      '2025-03-17T09:00:00Z',
    ]) {
      moveClockTo(at);
      const quiet = await refresh();
      expect(quiet?.odds?.polled).toEqual([]);
      expect(quiet?.odds?.paused).toBe('paused: credits below reserve (0 left, resets 1 Apr)');
      frozen.push(quiet!.closingFrozen);
    }
    expect(meteredCalls()).toBe(calls);
    expect(oddsApiCalls('/v4/sports')).toBe(checks + 3);
    // Leicester v Man United kicked off in between: its last prices are its closing line.
    expect(frozen).toEqual([0, 0, 0, 1]);
    // The list of sports answered: not failing any more, paused, and the status says why.
    expect(await providerNamed('The Odds API')).toMatchObject({
      state: 'paused',
      problem: 'paused: credits below reserve (0 left, resets 1 Apr)',
      quota: { remaining: 0, used: oddsApi.usage.used },
    });

    // The credits reset with the month: polling resumes.
    oddsApi.usage.used = 0;
    oddsApi.usage.remaining = 20_000;
    moveClockTo('2025-04-01T00:05:00Z');
    const resumed = await refresh();
    expect(resumed?.odds?.problem).toBeNull();
    expect(resumed?.odds?.polled.length).toBeGreaterThan(0);
    expect(meteredCalls()).toBeGreaterThan(calls);
    expect(await providerNamed('The Odds API')).toMatchObject({ state: 'ok', problem: null });
  });

  it('says polling is paused below the reserve, and resumes when the free list of sports shows a top-up', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const pauses = () => warn.mock.calls.filter(([, msg]) => /polls paused/.test(String(msg)));
    const reason = 'paused: credits below reserve (400 left, resets 1 May)';
    // Someone else spent the key's credits: 400 left, under the 1,000 kept back. (With no
    // events listed, the polls below cost nothing.)
    oddsApi.setEvents('soccer_epl', []);
    oddsApi.setRemaining(400);
    moveClockTo('2025-04-01T12:10:00Z');
    const spent = await refresh();
    expect(spent?.odds?.polled.length).toBeGreaterThan(0);
    expect(spent?.odds?.paused).toBe(reason);
    expect(await providerNamed('The Odds API')).toMatchObject({
      state: 'paused',
      problem: reason,
      quota: { remaining: 400, used: oddsApi.usage.used },
    });
    expect(pauses()).toHaveLength(1);

    // Paused: nothing metered is asked; the list of sports is asked half-hourly, at no cost.
    const calls = meteredCalls();
    const checks = oddsApiCalls('/v4/sports');
    moveClockTo('2025-04-01T12:20:00Z');
    expect((await refresh())?.odds?.paused).toBe(reason);
    expect(oddsApiCalls('/v4/sports')).toBe(checks);
    moveClockTo('2025-04-01T12:40:00Z');
    expect((await refresh())?.odds?.paused).toBe(reason);
    expect(oddsApiCalls('/v4/sports')).toBe(checks + 1);
    expect(meteredCalls()).toBe(calls);
    expect(await providerNamed('The Odds API')).toMatchObject({ state: 'paused', problem: reason });
    // Said once, not on every pass.
    expect(pauses()).toHaveLength(1);

    // A top-up: seen on the next look at the list of sports, and polling resumes.
    oddsApi.setRemaining(20_000);
    moveClockTo('2025-04-01T13:10:00Z');
    const seen = await refresh();
    expect(oddsApiCalls('/v4/sports')).toBe(checks + 2);
    expect(seen?.odds?.paused).toBeNull();
    expect(Object.values(seen!.odds!.reasons).join(' ')).not.toMatch(/Held back/);
    expect(await providerNamed('The Odds API')).toMatchObject({
      state: 'ok',
      problem: null,
      quota: { remaining: 20_000 },
    });
    moveClockTo('2025-04-01T18:15:00Z');
    const polled = await refresh();
    expect(polled?.odds?.polled.length).toBeGreaterThan(0);
    expect(meteredCalls()).toBeGreaterThan(calls);
    expect(oddsApiCalls('/v4/sports')).toBe(checks + 2);
    expect(pauses()).toHaveLength(1);
    warn.mockRestore();
  });

  it('fails nflverse with the status code when games.csv answers 404 or 500', async () => {
    files.removeFile(NFL_PATH);
    moveClockTo('2025-04-01T19:00:00Z');
    expect((await refresh())?.files).not.toBeNull();
    expect(await providerNamed('nflverse')).toMatchObject({
      state: 'failing',
      problem: 'nflverse/games.csv: HTTP 404 Not Found',
    });
    expect(await providerNamed('football-data.co.uk')).toMatchObject({ state: 'ok' });

    files.setFile(NFL_PATH, MIRROR_NFL, new Date('2025-02-10T08:00:00Z'));
    files.failNext(NFL_PATH, 500);
    moveClockTo('2025-04-01T19:30:00Z');
    await refresh();
    expect(await providerNamed('nflverse')).toMatchObject({
      state: 'failing',
      problem: 'nflverse/games.csv: HTTP 500 Internal Server Error',
    });

    moveClockTo('2025-04-01T20:00:00Z');
    await refresh();
    expect(await providerNamed('nflverse')).toMatchObject({ state: 'ok', problem: null });
  });

  it('fails football-data on a season file that should exist, not on one whose season has not begun', async () => {
    // In April the season's files all exist: a 404 for one is a failure.
    files.removeFile(OTHER_LEAGUE_PATHS[0]!);
    moveClockTo('2025-04-01T20:30:00Z');
    await refresh();
    expect(await providerNamed('football-data.co.uk')).toMatchObject({
      state: 'failing',
      problem: 'football-data.co.uk/mmz4281/2425/E1.csv: HTTP 404 Not Found',
    });

    // July: the 2025/26 files answer 404, as they should before the season begins.
    moveClockTo('2025-07-10T09:00:00Z');
    await refresh();
    const july = files.requests.filter((r) => r.path.startsWith('/mmz4281/2526/'));
    expect(july.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await providerNamed('football-data.co.uk')).toMatchObject({
      state: 'ok',
      problem: null,
    });

    // fixtures.csv is always there: its 404 is a failure in July too.
    files.removeFile(FIXTURES_PATH);
    moveClockTo('2025-07-10T09:30:00Z');
    await refresh();
    expect(await providerNamed('football-data.co.uk')).toMatchObject({
      state: 'failing',
      problem: 'football-data.co.uk/fixtures.csv: HTTP 404 Not Found',
    });

    // The Premier League opened on 15 August: ten days on, its file should be there, while the
    // leagues with no fixture on file are given until September.
    files.setFile(
      FIXTURES_PATH,
      [
        E0_HEADER.join(','),
        e0Row({
          Div: 'E0',
          Date: '15/08/2025',
          Time: '20:00',
          HomeTeam: 'Liverpool',
          AwayTeam: 'Bournemouth',
        }),
        '',
      ].join('\r\n'),
      new Date('2025-08-14T08:00:00Z'),
    );
    moveClockTo('2025-08-25T09:00:00Z');
    await refresh();
    moveClockTo('2025-08-25T09:30:00Z');
    await refresh();
    expect(await providerNamed('football-data.co.uk')).toMatchObject({
      state: 'failing',
      problem: 'football-data.co.uk/mmz4281/2526/E0.csv: HTTP 404 Not Found',
    });
  });
});
