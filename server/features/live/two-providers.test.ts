import type { MatchResponse, SearchResponse } from '@contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { testConfig } from '../../config/config.ts';
import type { OddsApiEventJson } from '../../data/live/odds-api-wire.ts';
import { bets, oddsSnapshots, predictions } from '../../db/schema.ts';
import { runLiveRefresh } from '../../jobs/live-refresh.ts';
import { runSettlement } from '../../jobs/settlement.ts';
import { FROZEN_CLOSING } from '../../sports/odds/market.ts';
import {
  bearer,
  databaseKinds,
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
  startLiveTestApp,
} from '../../test/live-kit.ts';
import type { CsvServer } from '../../test/peers/csv-server.ts';
import type { OddsApiServer } from '../../test/peers/odds-api-server.ts';
import type { LiveProviders } from './providers.ts';

/**
 * One match priced by two providers, The Odds API and football-data.co.uk, from Saturday
 * morning to the results file on Monday: Chelsea v Arsenal, Sunday 16 March 2025 16:30 GMT,
 * 1-2. fixtures.csv is served with no Last-Modified header, so its prices are dated at
 * football-data's documented collection (Friday 17:00 UK) and never at the moment they are read.
 */

const KEY = 'two-providers-key';
const KICKOFF = '2025-03-16T16:30:00.000Z';
/** football-data's weekend collection before the game: Friday 14 March 17:00 GMT. */
const FRIDAY = '2025-03-14T17:00:00.000Z';

type Prices = [number, number, number];
const cells = (prefix: string, [h, d, a]: Prices) => ({
  [`${prefix}H`]: String(h),
  [`${prefix}D`]: String(d),
  [`${prefix}A`]: String(a),
});

/** Friday's prices, as fixtures.csv and then the results file carry them. */
const FRIDAY_BET365: Prices = [3.25, 3.6, 2.0];
const FRIDAY_PINNACLE: Prices = [3.1, 3.7, 2.01];
/** The true closing prices, which only the results file has (B365C…, PSC…). */
const CLOSING_PINNACLE: Prices = [3.2, 3.6, 2.16];
const CLOSING_BET365: Prices = [3.45, 3.6, 2.12];
/** When The Odds API's books last moved before the first poll (Saturday 10:00). */
const SATURDAY_UPDATE = '2025-03-15T09:58:00.000Z';
/** Bwin's price on The Odds API, unmoved since Thursday: older than fixtures.csv's. */
const THURSDAY_UPDATE = '2025-03-13T12:00:00.000Z';
const THURSDAY_BWIN: Prices = [3.3, 3.55, 2.1];
const FRIDAY_BWIN: Prices = [3.35, 3.6, 2.05];

const fixtureCells = {
  Div: 'E0',
  Date: '16/03/2025',
  Time: '16:30',
  HomeTeam: 'Chelsea',
  AwayTeam: 'Arsenal',
  ...cells('B365', FRIDAY_BET365),
  ...cells('PS', FRIDAY_PINNACLE),
  ...cells('BW', FRIDAY_BWIN),
};
const csv = (rows: string[]) => [E0_HEADER.join(','), ...rows, ''].join('\r\n');
/** Another game's row: fixtures.csv on Saturday morning does not list Chelsea v Arsenal yet. */
const OTHER_FIXTURE = e0Row({
  Div: 'E0',
  Date: '16/03/2025',
  Time: '14:00',
  HomeTeam: 'Fulham',
  AwayTeam: 'Tottenham',
  ...cells('B365', [2.6, 3.5, 2.7]),
});
const RESULT_ROW = e0Row({
  ...fixtureCells,
  FTHG: '1',
  FTAG: '2',
  FTR: 'A',
  ...cells('PSC', CLOSING_PINNACLE),
  ...cells('B365C', CLOSING_BET365),
});

function board(
  books: { key: string; title: string; prices: Prices; updated?: string }[],
  updated: string,
): OddsApiEventJson[] {
  return [
    {
      id: 'che-ars',
      sport_key: 'soccer_epl',
      sport_title: 'EPL',
      commence_time: KICKOFF,
      home_team: 'Chelsea',
      away_team: 'Arsenal',
      bookmakers: books.map(({ key, title, prices: [h, d, a], ...book }) => ({
        key,
        title,
        last_update: book.updated ?? updated,
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'Chelsea', price: h },
              { name: 'Arsenal', price: a },
              { name: 'Draw', price: d },
            ],
          },
        ],
      })),
    },
  ];
}

/** De-vigged, as the record grades closing-line value. */
const fair = (prices: Prices) => {
  const total = prices.reduce((sum, p) => sum + 1 / p, 0);
  return prices.map((p) => 1 / p / total);
};

describe.each(databaseKinds)('two providers pricing one match on %s', (kind) => {
  let t: TestApp;
  let oddsApi: OddsApiServer;
  let files: CsvServer;
  let providers: LiveProviders;
  let config: ReturnType<typeof testConfig>;
  let ana: Awaited<ReturnType<typeof registerUser>>;
  let matchId: number;
  let betId: string;
  let predictionId: string;

  beforeAll(async () => {
    ({ t, oddsApi, files, config, providers } = await startLiveTestApp(kind, KEY));
    moveClockTo('2025-03-15T10:00:00Z');
    ana = await registerUser(t.app, { name: 'Ana' });
    await setPlan(t.database, ana.user.id, 'premium');

    files.setFile(E0_PATH, MIRROR_E0, null);
    files.setFile(FIXTURES_PATH, csv([OTHER_FIXTURE]), null);
    oddsApi.setEvents(
      'soccer_epl',
      board(
        [
          { key: 'bet365', title: 'Bet365', prices: [3.4, 3.6, 2.1] },
          { key: 'williamhill', title: 'William Hill', prices: [3.3, 3.5, 2.15] },
          {
            key: 'bwin',
            title: 'Bwin',
            prices: THURSDAY_BWIN,
            updated: THURSDAY_UPDATE,
          },
        ],
        SATURDAY_UPDATE,
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
  const settle = () =>
    runSettlement({
      db: t.database.db,
      config: testConfig({ LIVE_DATA: 'on' }),
      clock: t.clock,
    } as unknown as AppContext);
  const matchPage = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${matchId}`,
        headers: bearer(ana.token),
      })
    ).json() as MatchResponse;
  const rowOf = (page: MatchResponse, book: string) => page.odds.find((r) => r.sportsbook === book);
  /** What a reader acts on: the published probability and the value bets. */
  const verdict = (page: MatchResponse) => ({
    probabilities: [
      page.prediction.homeWinProb,
      page.prediction.drawProb,
      page.prediction.awayWinProb,
    ],
    basis: page.prediction.probabilitySource.basis,
    valueBets: page.valueBets.map((b) => [b.sportsbook, b.outcome, b.decimalOdds]),
  });

  it('keeps The Odds API’s fresher price when fixtures.csv brings Friday’s, read later', async () => {
    await refresh();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { query: 'Chelsea vs Arsenal' },
    });
    expect(asked.statusCode).toBe(200);
    const answer = asked.json() as SearchResponse;
    matchId = answer.prediction.matchId!;
    predictionId = answer.prediction.predictionId;
    expect(matchId).toBeGreaterThan(0);
    const before = await matchPage();
    // Each book's price is dated when the book last moved it, not when the poll read it.
    expect(rowOf(before, 'Bet365')).toMatchObject({
      decimal: { home: 3.4, draw: 3.6, away: 2.1 },
      capturedAt: SATURDAY_UPDATE,
      stale: false,
    });
    // Bwin has not moved since Thursday: too old to count, however recent the poll.
    expect(rowOf(before, 'Bwin')).toMatchObject({
      decimal: { home: 3.3, draw: 3.55, away: 2.1 },
      capturedAt: THURSDAY_UPDATE,
      stale: true,
    });

    // Half an hour later fixtures.csv lists the game with Friday's prices (no Last-Modified).
    // The Odds API is not due again (kick-off is 30 hours away: hourly).
    files.setFile(FIXTURES_PATH, csv([OTHER_FIXTURE, e0Row(fixtureCells)]), null);
    moveClockTo('2025-03-15T10:30:00Z');
    const report = await refresh();
    expect(report?.files?.changed).toBe(1);
    expect(report?.odds?.polled).not.toContain('soccer_epl odds');

    const stored = await t.database.db
      .select({ capturedAt: oddsSnapshots.capturedAt })
      .from(oddsSnapshots)
      .where(
        and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.source, 'football-data.co.uk')),
      );
    expect(stored.map((d) => d.capturedAt.toISOString())).toEqual([FRIDAY]);

    const after = await matchPage();
    // Bet365's current price is still The Odds API's of 09:58, not Friday's read at 10:30.
    expect(rowOf(after, 'Bet365')).toMatchObject({
      decimal: { home: 3.4, draw: 3.6, away: 2.1 },
      capturedAt: SATURDAY_UPDATE,
      stale: false,
    });
    // Bwin's Friday price in fixtures.csv is newer than the Thursday one The Odds API had.
    expect(rowOf(after, 'Bwin')).toMatchObject({
      decimal: { home: 3.35, draw: 3.6, away: 2.05 },
      capturedAt: FRIDAY,
      stale: true,
    });
    // Pinnacle, priced only in fixtures.csv, is shown as Friday's price: too old to count.
    expect(rowOf(after, 'Pinnacle')).toMatchObject({
      decimal: { home: 3.1, draw: 3.7, away: 2.01 },
      capturedAt: FRIDAY,
      stale: true,
      best: { home: false, draw: false, away: false },
    });
    // Nothing a reader acts on flipped.
    expect(verdict(after)).toEqual(verdict(before));
    // The line history holds both captures of Bet365, in the order they were taken.
    const bet365 = after.lineHistory.series.find((s) => s.name === 'Bet365')!;
    expect(bet365.points.map((p) => [p.at, p.prices.home])).toEqual([
      [FRIDAY, 3.25],
      [SATURDAY_UPDATE, 3.4],
    ]);

    // Ana backs Arsenal at William Hill's 2.15.
    moveClockTo('2025-03-15T10:45:00Z');
    const bet = await t.app.inject({
      method: 'POST',
      url: `/api/user/${ana.user.id}/bets`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: {
        matchId,
        market: '1x2',
        selection: 'away',
        price: 2.15,
        stake: 10,
        bookmaker: 'William Hill',
        source: 'odds',
      },
    });
    expect(bet.statusCode).toBe(201);
    betId = bet.json().id;
  });

  it('freezes each book’s last capture before kick-off, whichever provider took it, leaving out stale ones', async () => {
    oddsApi.setEvents(
      'soccer_epl',
      board(
        [
          { key: 'bet365', title: 'Bet365', prices: [3.5, 3.6, 2.05] },
          { key: 'williamhill', title: 'William Hill', prices: [3.4, 3.5, 2.12] },
          // Last moved on Saturday evening, 20 hours before kick-off.
          {
            key: 'sport888',
            title: '888sport',
            prices: [3.3, 3.5, 2.2],
            updated: '2025-03-15T20:30:00.000Z',
          },
        ],
        '2025-03-16T16:12:00.000Z',
      ),
    );
    moveClockTo('2025-03-16T16:15:00Z');
    expect((await refresh())?.odds?.polled).toContain('soccer_epl odds');
    moveClockTo('2025-03-16T16:31:00Z');
    expect((await refresh())?.closingFrozen).toBeGreaterThanOrEqual(1);

    const [frozen] = await t.database.db
      .select()
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.kind, 'closing')));
    expect(frozen).toMatchObject({ source: FROZEN_CLOSING, capturedAt: new Date(KICKOFF) });
    const h2h = (book: string) =>
      frozen!.quotes.find((q) => q.bookmaker === book && q.market === '1x2')?.prices;
    expect(h2h('Bet365')).toEqual([3.5, 3.6, 2.05]);
    expect(h2h('William Hill')).toEqual([3.4, 3.5, 2.12]);
    // A book whose last price was already stale at kick-off is no guess at its close: 888sport
    // last moved 20 hours before, Pinnacle and Bwin were last priced on Friday.
    expect(h2h('888sport')).toBeUndefined();
    expect(h2h('Pinnacle')).toBeUndefined();
    expect(h2h('Bwin')).toBeUndefined();
    expect(frozen!.quotes.map((q) => q.bookmaker).sort()).toEqual(['Bet365', 'William Hill']);
  });

  it('grades the bet without a closing-line value, then against the true close once the results file brings it', async () => {
    oddsApi.setScores('soccer_epl', [
      {
        id: 'che-ars',
        sport_key: 'soccer_epl',
        sport_title: 'EPL',
        commence_time: KICKOFF,
        completed: true,
        home_team: 'Chelsea',
        away_team: 'Arsenal',
        scores: [
          { name: 'Chelsea', score: '1' },
          { name: 'Arsenal', score: '2' },
        ],
        last_update: null,
      },
    ]);
    moveClockTo('2025-03-16T19:00:00Z');
    expect((await refresh())?.odds?.results).toBe(1);
    expect(await settle()).toBeGreaterThan(0);
    const betRow = async () =>
      (await t.database.db.select().from(bets).where(eq(bets.id, betId)))[0]!;
    const graded = await betRow();
    expect(graded).toMatchObject({ status: 'won' });
    // The frozen line holds no Pinnacle price (Friday's was stale at kick-off): no closing-line
    // value yet, rather than one against Friday's price (-1.9%).
    expect(graded.closingProb).toBeNull();
    expect(graded.clv).toBeNull();

    // Monday: the results file adds the game with its closing prices.
    files.setFile(E0_PATH, `${MIRROR_E0.trimEnd()}\r\n${RESULT_ROW}\r\n`, null);
    moveClockTo('2025-03-17T09:00:00Z');
    expect((await refresh())?.files?.changed).toBeGreaterThanOrEqual(1);
    const closing = await t.database.db
      .select({ source: oddsSnapshots.source, capturedAt: oddsSnapshots.capturedAt })
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.kind, 'closing')));
    expect(closing.map((d) => d.source).sort()).toEqual([FROZEN_CLOSING, 'football-data.co.uk']);
    expect(closing.every((d) => d.capturedAt.toISOString() === KICKOFF)).toBe(true);

    await settle();
    const regraded = await betRow();
    expect(regraded).toMatchObject({ status: 'won', profitCents: graded.profitCents });
    expect(regraded.closingProb).toBeCloseTo(fair(CLOSING_PINNACLE)[2]!, 10);
    expect(Math.round(regraded.clv! * 1000) / 10).toBe(-5.5);

    // Strix's own prediction is graded against the same closing line.
    const [prediction] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, predictionId));
    const pick = ['home', 'draw', 'away'].indexOf(prediction!.pick!);
    expect(prediction!.closingProb).toBeCloseTo(fair(CLOSING_PINNACLE)[pick]!, 10);

    // The match page shows the true closing prices where the file has them, the frozen
    // guess for the book it does not.
    const page = await matchPage();
    expect(rowOf(page, 'Pinnacle')).toMatchObject({
      kind: 'closing',
      capturedAt: KICKOFF,
      decimal: { home: 3.2, draw: 3.6, away: 2.16 },
    });
    expect(rowOf(page, 'Bet365')).toMatchObject({
      kind: 'closing',
      decimal: { home: 3.45, draw: 3.6, away: 2.12 },
    });
    expect(rowOf(page, 'William Hill')).toMatchObject({
      kind: 'closing',
      decimal: { home: 3.4, draw: 3.5, away: 2.12 },
    });
    const pinnacle = page.lineHistory.series.find((s) => s.name === 'Pinnacle')!;
    expect(pinnacle.points.at(-1)).toMatchObject({ at: KICKOFF, prices: { home: 3.2 } });
    expect(pinnacle.points.filter((p) => p.at === KICKOFF)).toHaveLength(1);

    // Read again (a changed file), the game's closing line is not stored twice.
    files.setFile(E0_PATH, `${MIRROR_E0.trimEnd()}\r\n${RESULT_ROW}\r\n\r\n`, null);
    moveClockTo('2025-03-17T10:00:00Z');
    await refresh();
    const again = await t.database.db
      .select({ id: oddsSnapshots.id })
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.kind, 'closing')));
    expect(again).toHaveLength(2);
  });
});
