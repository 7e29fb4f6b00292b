import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsApiTeamCode } from '../../data/ingest/odds-api-snapshots.ts';
import { createOddsApiClient } from '../../data/live/odds-api.ts';
import type { OddsApiEventJson, OddsApiScoreJson } from '../../data/live/odds-api-wire.ts';
import { createTeamMatcher } from '../../data/live/team-matcher.ts';
import { LEAGUES, SPORTS } from '../../data/reference/leagues.ts';
import { MLB_TEAMS } from '../../data/reference/mlb-teams.ts';
import { NHL_TEAMS } from '../../data/reference/nhl-teams.ts';
import { ODDS_API } from '../../data/reference/provider-names.ts';
import type { Database } from '../../db/client.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { ensureSportsAndLeagues, ensureTeams } from '../../db/queries/sports-ingest.ts';
import { matches, oddsSnapshots, seasons } from '../../db/schema.ts';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';
import { type OddsApiServer, startOddsApiServer } from '../../test/peers/odds-api-server.ts';
import { refreshOdds } from './refresh-odds.ts';
import { storeOddsEvents, storeScores } from './store-odds-api.ts';

const KEY = 'mlb-nhl-key';
const quiet = { info() {}, warn() {} };

describe('The Odds API names of MLB and NHL teams', () => {
  it('are the franchises the saved snapshots map them to, accents and old names included', () => {
    const mlb = (name: string) => oddsApiTeamCode('MLB', name);
    const nhl = (name: string) => oddsApiTeamCode('NHL', name);
    expect(mlb('Los Angeles Angels')).toBe('LAA');
    expect(mlb('Athletics')).toBe('OAK');
    expect(mlb('Oakland Athletics')).toBe('OAK');
    expect(mlb('Cleveland Guardians')).toBe('CLE');
    expect(mlb('St. Louis Cardinals')).toBe('STL');
    expect(nhl('St Louis Blues')).toBe('STL');
    expect(nhl('Montréal Canadiens')).toBe('MTL');
    expect(nhl('Utah Hockey Club')).toBe('UTA');
    expect(nhl('Utah Mammoth')).toBe('UTA');
    expect(nhl('Arizona Coyotes')).toBe('UTA');
    // A name two franchises share, or none has, is no franchise.
    expect(mlb('Los Angeles')).toBeUndefined();
    expect(mlb('National League')).toBeUndefined();
  });
});

interface Book {
  key: string;
  title: string;
  updatedAt: string;
  moneyline: [number, number];
  /** The home side's line (±1.5) and both prices. */
  spread: [number, number, number];
  /** The line, over, under. */
  total: [number, number, number];
}

function usEvent(
  sportKey: string,
  id: string,
  home: string,
  away: string,
  commence: string,
  books: Book[],
): OddsApiEventJson {
  return {
    id,
    sport_key: sportKey,
    sport_title: sportKey === 'baseball_mlb' ? 'MLB' : 'NHL',
    commence_time: commence,
    home_team: home,
    away_team: away,
    bookmakers: books.map((book) => ({
      key: book.key,
      title: book.title,
      last_update: book.updatedAt,
      markets: [
        {
          key: 'h2h',
          last_update: book.updatedAt,
          outcomes: [
            { name: home, price: book.moneyline[0] },
            { name: away, price: book.moneyline[1] },
          ],
        },
        {
          key: 'spreads',
          last_update: book.updatedAt,
          outcomes: [
            { name: home, price: book.spread[1], point: book.spread[0] },
            { name: away, price: book.spread[2], point: -book.spread[0] },
          ],
        },
        {
          key: 'totals',
          last_update: book.updatedAt,
          outcomes: [
            { name: 'Over', price: book.total[1], point: book.total[0] },
            { name: 'Under', price: book.total[2], point: book.total[0] },
          ],
        },
      ],
    })),
  };
}

const book = (key: string, updatedAt: string, moneyline: [number, number]): Book => ({
  key,
  title: key === 'draftkings' ? 'DraftKings' : 'FanDuel',
  updatedAt,
  moneyline,
  spread: [-1.5, 2.3, 1.65],
  total: [8.5, 1.9, 1.92],
});

function score(
  id: string,
  home: string,
  away: string,
  commence: string,
  [h, a]: [number, number],
): OddsApiScoreJson {
  return {
    id,
    sport_key: 'baseball_mlb',
    sport_title: 'MLB',
    commence_time: commence,
    completed: true,
    home_team: home,
    away_team: away,
    scores: [
      { name: home, score: String(h) },
      { name: away, score: String(a) },
    ],
    last_update: commence,
  };
}

describe.each(databaseKinds)('MLB and NHL from The Odds API on %s', (kind) => {
  let database: Database;
  let server: OddsApiServer;
  let serverNow = Date.parse('2025-04-14T18:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await ensureSportsAndLeagues(database.db, [...SPORTS], [...LEAGUES]);
    // The franchises as the MLB and NHL load keys them, without the names people use: The Odds
    // API's names reach them through the franchise table alone.
    await ensureTeams(
      database.db,
      'baseball',
      MLB_TEAMS.map((team) => ({ sourceKey: team.code, name: team.name })),
    );
    await ensureTeams(
      database.db,
      'ice-hockey',
      NHL_TEAMS.map((team) => ({ sourceKey: team.code, name: team.name })),
    );
    server = await startOddsApiServer({ apiKey: KEY, credits: 20_000, now: () => serverNow });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const client = () =>
    createOddsApiClient({ baseUrl: server.baseUrl, apiKey: KEY, regions: ['us'] });
  const matcher = async () => createTeamMatcher(await loadTeams(database.db));
  const poll = async (sportKey: string, at: string) => {
    serverNow = Date.parse(at);
    const answer = await client().odds(sportKey);
    return storeOddsEvents(database.db, answer.events, new Date(at), await matcher());
  };
  const matchRows = (prefix: string) =>
    database.db
      .select({
        id: matches.id,
        key: matches.naturalKey,
        kickoff: matches.kickoff,
        season: seasons.label,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      })
      .from(matches)
      .innerJoin(seasons, eq(seasons.id, matches.seasonId))
      .where(like(matches.naturalKey, `${prefix}%`))
      .orderBy(asc(matches.kickoff));
  const snapshotsOf = (matchId: number) =>
    database.db
      .select({ capturedAt: oddsSnapshots.capturedAt, quotes: oddsSnapshots.quotes })
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.source, ODDS_API)))
      .orderBy(asc(oddsSnapshots.capturedAt));

  it('stores an MLB and an NHL game with moneyline, run or puck line and total, each book dated when it set them', async () => {
    server.setEvents('baseball_mlb', [
      usEvent('baseball_mlb', 'mlb-1', 'Los Angeles Angels', 'Athletics', '2025-04-15T02:38:00Z', [
        book('draftkings', '2025-04-14T17:40:00Z', [1.8, 2.05]),
        book('fanduel', '2025-04-14T17:52:00Z', [1.83, 2.02]),
      ]),
    ]);
    server.setEvents('icehockey_nhl', [
      usEvent(
        'icehockey_nhl',
        'nhl-1',
        'Montréal Canadiens',
        'St Louis Blues',
        '2025-04-14T23:00:00Z',
        [{ ...book('draftkings', '2025-04-14T17:45:00Z', [2.1, 1.76]), total: [6.5, 2.0, 1.82] }],
      ),
    ]);
    const mlb = await poll('baseball_mlb', '2025-04-14T18:00:00Z');
    const nhl = await poll('icehockey_nhl', '2025-04-14T18:00:00Z');
    expect([mlb.events, mlb.snapshots, nhl.events, nhl.snapshots]).toEqual([1, 2, 1, 1]);

    // 19:38 in Anaheim on the 14th: the park's date, the 2025 season.
    const [angels] = await matchRows('MLB:2025-04-14:LAA:OAK');
    expect(angels).toMatchObject({ key: 'MLB:2025-04-14:LAA:OAK', season: '2025' });
    expect(angels!.kickoff.toISOString()).toBe('2025-04-15T02:38:00.000Z');
    const prices = await snapshotsOf(angels!.id);
    expect(prices.map((doc) => doc.capturedAt.toISOString())).toEqual([
      '2025-04-14T17:40:00.000Z',
      '2025-04-14T17:52:00.000Z',
    ]);
    expect(prices[0]!.quotes).toEqual([
      { bookmaker: 'DraftKings', market: 'moneyline', line: null, prices: [1.8, 2.05] },
      { bookmaker: 'DraftKings', market: 'spread', line: -1.5, prices: [2.3, 1.65] },
      { bookmaker: 'DraftKings', market: 'total', line: 8.5, prices: [1.9, 1.92] },
    ]);

    const [habs] = await matchRows('NHL:2025-04-14:MTL:STL');
    expect(habs).toMatchObject({ season: '2024/25' });
    const puck = await snapshotsOf(habs!.id);
    expect(puck.map((doc) => doc.quotes.map((q) => [q.market, q.line]))).toEqual([
      [
        ['moneyline', null],
        ['spread', -1.5],
        ['total', 6.5],
      ],
    ]);
  });

  it('takes no level final from the NHL, where a shoot-out decides every game', async () => {
    const habs = (home: number, away: number): OddsApiScoreJson => ({
      ...score('nhl-1', 'Montréal Canadiens', 'St Louis Blues', '2025-04-14T23:00:00Z', [
        home,
        away,
      ]),
      sport_key: 'icehockey_nhl',
      sport_title: 'NHL',
    });
    serverNow = Date.parse('2025-04-15T02:30:00Z');
    const store = async () =>
      storeScores(
        database.db,
        (await client().scores('icehockey_nhl')).scores,
        new Date(serverNow),
        await matcher(),
      );
    server.setScores('icehockey_nhl', [habs(3, 3)]);
    const level = await store();
    expect(level.results).toBe(0);
    expect(level.skippedEvents[0]!.reason).toMatch(
      /finished level at 3-3, which no NHL game can end/,
    );
    expect(await matchRows('NHL:2025-04-14:MTL:STL')).toMatchObject([{ homeScore: null }]);
    // The shoot-out's winner counted: the result.
    server.setScores('icehockey_nhl', [habs(4, 3)]);
    expect((await store()).results).toBe(1);
    expect(await matchRows('NHL:2025-04-14:MTL:STL')).toMatchObject([
      { homeScore: 4, awayScore: 3 },
    ]);
  });

  it('keeps a double-header’s two games apart: their own prices, their own scores', async () => {
    const first = '2025-04-19T17:05:00Z';
    const second = '2025-04-19T20:45:00Z';
    const game = (id: string, at: string, updatedAt: string, moneyline: [number, number]) =>
      usEvent('baseball_mlb', id, 'Boston Red Sox', 'New York Yankees', at, [
        book('draftkings', updatedAt, moneyline),
      ]);
    // The feed lists the later game first.
    server.setEvents('baseball_mlb', [
      game('dh-2', second, '2025-04-19T11:30:00Z', [2.2, 1.7]),
      game('dh-1', first, '2025-04-19T11:30:00Z', [1.9, 1.95]),
    ]);
    expect((await poll('baseball_mlb', '2025-04-19T12:00:00Z')).events).toBe(2);
    const day = await matchRows('MLB:2025-04-19:BOS:NYY');
    expect(day.map((m) => [m.key, m.kickoff.toISOString()])).toEqual([
      ['MLB:2025-04-19:BOS:NYY', '2025-04-19T17:05:00.000Z'],
      ['MLB:2025-04-19:BOS:NYY:g2', '2025-04-19T20:45:00.000Z'],
    ]);

    // The first game under way: its in-play price is not stored, the second's new one is, on it.
    server.setEvents('baseball_mlb', [
      game('dh-1', first, '2025-04-19T17:58:00Z', [1.4, 3.0]),
      game('dh-2', second, '2025-04-19T17:58:00Z', [2.1, 1.75]),
    ]);
    expect((await poll('baseball_mlb', '2025-04-19T18:00:00Z')).snapshots).toBe(1);
    const [one, two] = await Promise.all(day.map((m) => snapshotsOf(m.id)));
    expect(one!.map((doc) => doc.quotes[0]!.prices)).toEqual([[1.9, 1.95]]);
    expect(two!.map((doc) => doc.quotes[0]!.prices)).toEqual([
      [2.2, 1.7],
      [2.1, 1.75],
    ]);

    server.setScores('baseball_mlb', [
      score('dh-2', 'Boston Red Sox', 'New York Yankees', second, [2, 7]),
      score('dh-1', 'Boston Red Sox', 'New York Yankees', first, [5, 3]),
    ]);
    serverNow = Date.parse('2025-04-20T03:00:00Z');
    const answer = await client().scores('baseball_mlb');
    const settled = await storeScores(
      database.db,
      answer.scores,
      new Date('2025-04-20T03:00:00Z'),
      await matcher(),
    );
    expect(settled.results).toBe(2);
    expect(
      (await matchRows('MLB:2025-04-19:BOS:NYY')).map((m) => [m.homeScore, m.awayScore]),
    ).toEqual([
      [5, 3],
      [2, 7],
    ]);
  });

  it('leaves out an event whose team is no franchise, saying why, and adds no match for it', async () => {
    server.setEvents('baseball_mlb', [
      usEvent('baseball_mlb', 'asg', 'National League', 'American League', '2025-07-16T00:00:00Z', [
        book('draftkings', '2025-07-15T17:00:00Z', [1.95, 1.9]),
      ]),
    ]);
    const report = await poll('baseball_mlb', '2025-07-15T18:00:00Z');
    expect(report.events).toBe(0);
    expect(report.unmatched.sort()).toEqual(['American League', 'National League']);
    expect(report.skippedEvents).toEqual([
      {
        providerEventId: 'asg',
        reason:
          'American League at National League, 2025-07-16T00:00:00.000Z: no MLB team is called "National League"; no MLB team is called "American League".',
      },
    ]);
    expect(await matchRows('MLB:2025-07-15')).toEqual([]);
  });

  it('asks for MLB’s schedule in July and spends nothing on the NHL’s until October', async () => {
    server.setEvents('baseball_mlb', []);
    server.setEvents('icehockey_nhl', []);
    const before = server.requests.length;
    const report = await refreshOdds(
      database.db,
      client(),
      new Date('2025-07-20T12:00:00Z'),
      quiet,
      20_000,
    );
    const asked = server.requests.slice(before).map((r) => r.path);
    expect(asked).toContain('/v4/sports/baseball_mlb/odds');
    expect(asked).not.toContain('/v4/sports/icehockey_nhl/odds');
    expect(report.reasons['icehockey_nhl odds']).toBe(
      'out of season (the NHL plays from October to April, its play-offs to June), no games on file.',
    );
  });
});
