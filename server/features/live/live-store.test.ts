import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFootballData } from '../../data/ingest/football-data.ts';
import type { LiveOddsEvent } from '../../data/live/odds-api.ts';
import { createOddsApiClient } from '../../data/live/odds-api.ts';
import { createTeamMatcher } from '../../data/live/team-matcher.ts';
import { ODDS_API } from '../../data/reference/provider-names.ts';
import type { Database } from '../../db/client.ts';
import { closingRegradeQueue, queueClosingRegrade } from '../../db/queries/live-data.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { insertOdds } from '../../db/queries/sports-ingest.ts';
import { matches, oddsSnapshots } from '../../db/schema.ts';
import { FROZEN_CLOSING } from '../../sports/odds/market.ts';
import { createTestDatabase, databaseKinds, MINI_MIRROR } from '../../test/harness.ts';
import { startOddsApiServer } from '../../test/peers/odds-api-server.ts';
import { regradeClosingLines } from '../grading/regrade-closing.ts';
import { refreshOdds } from './refresh-odds.ts';
import { storeOddsEvents } from './store-odds-api.ts';
import { storeParsedMatches } from './store-parsed.ts';

const quiet = { info() {}, warn() {} };

describe.each(databaseKinds)('storing live data on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind, 'mini-mirror');
  }, 120_000);
  afterAll(() => database.close());

  const event = (commence: string, books: LiveOddsEvent['books']): LiveOddsEvent => ({
    providerEventId: 'e1',
    sportKey: 'soccer_epl',
    leagueId: 'E0',
    commenceTime: new Date(commence),
    homeName: 'Brentford',
    awayName: 'Crystal Palace',
    books,
  });
  const book = (
    key: string,
    bookmaker: string,
    exchange: boolean,
  ): LiveOddsEvent['books'][number] => ({
    bookmakerKey: key,
    bookmaker,
    exchange,
    capturedAt: new Date('2025-04-01T08:00:00Z'),
    quotes: [{ bookmaker, market: '1x2', line: null, prices: [2.2, 3.4, 3.3] }],
  });

  it('keeps The Odds API’s kick-off time when a file disagrees, and stores books by name', async () => {
    const matcher = createTeamMatcher(await loadTeams(database.db));
    const polled = new Date('2025-04-01T09:00:00Z');
    await storeOddsEvents(
      database.db,
      [
        event('2025-04-05T16:30:00Z', [
          book('betfair_ex_uk', 'Betfair Exchange', true),
          book('pinnacle', 'Pinnacle', false),
        ]),
      ],
      polled,
      matcher,
    );
    // fixtures.csv still says 15:00 on the same day: the poll's 16:30 stands.
    const csv = [
      'Div,Date,Time,HomeTeam,AwayTeam,B365H,B365D,B365A',
      'E0,05/04/2025,15:00,Brentford,Crystal Palace,2.1,3.5,3.4',
      '',
    ].join('\n');
    const parsed = parseFootballData(csv, 'fixtures.csv').items;
    await storeParsedMatches(database.db, parsed, 'football-data.co.uk', () => ({
      kind: 'snapshot',
      capturedAt: polled,
    }));
    const rows = await database.db
      .select({ id: matches.id, kickoff: matches.kickoff, source: matches.source })
      .from(matches)
      .where(eq(matches.naturalKey, 'E0:2025-04-05:Brentford:Crystal Palace'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kickoff.toISOString()).toBe('2025-04-05T16:30:00.000Z');
    expect(rows[0]!.source).toBe(ODDS_API);
    const [snapshot] = await database.db
      .select({ quotes: oddsSnapshots.quotes })
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, rows[0]!.id), eq(oddsSnapshots.source, ODDS_API)));
    expect(snapshot!.quotes.map((q) => q.bookmaker).sort()).toEqual([
      'Betfair Exchange',
      'Pinnacle',
    ]);
  });

  it('adds no second opening or closing line for a match the mirror already priced', async () => {
    const text = (await import('node:fs')).readFileSync(
      `${MINI_MIRROR}/football-data/2425_E0.csv`,
      'utf8',
    );
    const before = await database.db.$count(oddsSnapshots);
    const report = await storeParsedMatches(
      database.db,
      parseFootballData(text, 'E0.csv', { leagueId: 'E0' }).items,
      'football-data.co.uk',
      (kind, match) => ({ kind, capturedAt: match.kickoff }),
    );
    expect(report.matches).toBeGreaterThan(200);
    expect(await database.db.$count(oddsSnapshots)).toBe(before);
  });

  it('stores a results file’s closing prices beside a frozen closing line, once, and queues the match for regrading', async () => {
    const [match] = await database.db
      .select({ id: matches.id, kickoff: matches.kickoff })
      .from(matches)
      .where(eq(matches.naturalKey, 'E0:2025-04-05:Brentford:Crystal Palace'));
    const matchId = match!.id;
    await insertOdds(database.db, [
      {
        matchId,
        kind: 'closing',
        capturedAt: match!.kickoff,
        source: FROZEN_CLOSING,
        quotes: [{ bookmaker: 'Pinnacle', market: '1x2', line: null, prices: [2.2, 3.4, 3.3] }],
      },
    ]);
    const results = [
      'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,PSCH,PSCD,PSCA',
      'E0,05/04/2025,15:00,Brentford,Crystal Palace,1,1,2.05,3.5,3.7',
      '',
    ].join('\n');
    // The file dates the kick-off 15:00, The Odds API 16:30: its closing prices still count.
    const stamp = (kind: string, m: { kickoff: Date }) =>
      kind === 'closing' ? { kind: 'closing' as const, capturedAt: m.kickoff } : null;
    const store = () =>
      storeParsedMatches(
        database.db,
        parseFootballData(results, 'E0.csv', { leagueId: 'E0' }).items,
        'football-data.co.uk',
        stamp,
      );
    expect((await store()).odds).toBe(1);
    const closing = await database.db
      .select({ source: oddsSnapshots.source })
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.kind, 'closing')));
    expect(closing.map((d) => d.source).sort()).toEqual([FROZEN_CLOSING, 'football-data.co.uk']);
    expect((await closingRegradeQueue(database.db, 10)).map((q) => q.matchId)).toEqual([matchId]);

    // Read again: nothing added, nothing queued; the queue empties once its prices are read.
    await regradeClosingLines(database.db, new Date('2025-04-06T09:00:00Z'));
    expect(await closingRegradeQueue(database.db, 10)).toEqual([]);
    expect((await store()).odds).toBe(0);
    expect(await closingRegradeQueue(database.db, 10)).toEqual([]);
  });

  it('keeps a match queued for regrading until its closing prices can be read, or for two weeks', async () => {
    const kickoff = new Date('2025-04-05T16:30:00Z');
    await queueClosingRegrade(database.db, [{ matchId: 999_999, kickoff }]);
    await regradeClosingLines(database.db, new Date('2025-04-06T09:00:00Z'));
    expect(await closingRegradeQueue(database.db, 10)).toEqual([{ matchId: 999_999, kickoff }]);
    await regradeClosingLines(database.db, new Date('2025-04-20T17:00:00Z'));
    expect(await closingRegradeQueue(database.db, 10)).toEqual([]);
  });

  it('leaves a refused key alone for an hour, and tries a replaced key at once', async () => {
    const server = await startOddsApiServer({ apiKey: 'right-key', credits: 500 });
    try {
      const client = createOddsApiClient({
        baseUrl: server.baseUrl,
        apiKey: 'wrong-key',
        regions: ['uk'],
      });
      const at = (minutes: number) => new Date(Date.UTC(2025, 3, 1, 9, minutes));
      const first = await refreshOdds(database.db, client, at(0), quiet, 20_000, 'key-a');
      expect(first.problem).toMatch(/not valid|key/i);
      const calls = server.requests.length;
      expect(calls).toBeGreaterThan(0);
      await refreshOdds(database.db, client, at(30), quiet, 20_000, 'key-a');
      expect(server.requests.length).toBe(calls);
      await refreshOdds(database.db, client, at(31), quiet, 20_000, 'key-b');
      expect(server.requests.length).toBeGreaterThan(calls);
    } finally {
      await server.close();
    }
  });

  it('waits out a refused key in real time on an accelerated clock, not cut short by its speed', async () => {
    const server = await startOddsApiServer({ apiKey: 'right-key', credits: 500 });
    try {
      // Ten clock minutes a real minute: the real hour's wait is ten hours by the clock.
      const client = createOddsApiClient({
        baseUrl: server.baseUrl,
        apiKey: 'wrong-key',
        regions: ['uk'],
        clockSpeed: 10,
      });
      const at = (hours: number) => new Date(Date.UTC(2025, 3, 2, 8 + hours));
      await refreshOdds(database.db, client, at(0), quiet, 20_000, 'key-c');
      const calls = server.requests.length;
      await refreshOdds(database.db, client, at(2), quiet, 20_000, 'key-c');
      await refreshOdds(database.db, client, at(9), quiet, 20_000, 'key-c');
      expect(server.requests.length).toBe(calls);
      await refreshOdds(database.db, client, at(10), quiet, 20_000, 'key-c');
      expect(server.requests.length).toBeGreaterThan(calls);
    } finally {
      await server.close();
    }
  });
});
