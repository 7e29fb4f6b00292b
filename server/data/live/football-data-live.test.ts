import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvServer, startCsvServer } from '../../test/peers/csv-server.ts';
import type { Validators } from './conditional-get.ts';
import {
  footballDataFiles,
  parseFixtures,
  readFootballDataLive,
  seasonCode,
  seasonFileExpected,
  seasonStart,
} from './football-data-live.ts';

/** The first three rows of football-data.co.uk's E0 2024/25 file, byte for byte (CRLF). */
const E0 = readFileSync(
  new URL('./fixtures/football-data-E0-2425.head.csv', import.meta.url),
  'utf8',
);
const HEADER = E0.slice(0, E0.indexOf('\r\n')).split(',');
const AT = new Date('2024-10-01T12:00:00Z');

/** A fixtures.csv row in the same columns: no scores yet, current prices. */
const fixtureRow = (cells: Record<string, string>) =>
  HEADER.map((name) => cells[name] ?? '').join(',');
const FIXTURES = [
  HEADER.join(','),
  fixtureRow({
    Div: 'SC0',
    Date: '05/10/2024',
    Time: '15:00',
    HomeTeam: 'Celtic',
    AwayTeam: 'Ross County',
  }),
  fixtureRow({
    Div: 'E0',
    Date: '05/10/2024',
    Time: '17:30',
    HomeTeam: 'Wolves',
    AwayTeam: 'Brentford',
    B365H: '2.3',
    B365D: '3.6',
    B365A: '3',
  }),
  fixtureRow({ Div: 'B1', Date: '05/10/2024', Time: '19:45', HomeTeam: 'Genk', AwayTeam: 'Gent' }),
  '',
].join('\r\n');

let server: CsvServer;
beforeEach(async () => {
  server = await startCsvServer();
});
afterEach(async () => {
  await server.close();
});

describe('football-data.co.uk current season', () => {
  it('files a date under the season that starts in July', () => {
    expect(seasonCode(new Date('2025-08-01T00:00:00Z'))).toBe('2526');
    expect(seasonCode(new Date('2026-05-24T00:00:00Z'))).toBe('2526');
    expect(seasonCode(new Date('2026-06-30T23:59:59Z'))).toBe('2526');
    expect(seasonCode(new Date('2026-07-01T00:00:00Z'))).toBe('2627');
    expect(seasonCode(new Date('1999-08-01T00:00:00Z'))).toBe('9900');
    expect(seasonCode(new Date('2000-03-01T00:00:00Z'))).toBe('9900');
  });

  it('expects a season file a week after the league’s first fixture, else from September', () => {
    const at = (iso: string) => new Date(iso);
    expect(seasonStart(at('2026-07-10T12:00:00Z'))).toEqual(at('2026-07-01T00:00:00Z'));
    expect(seasonStart(at('2026-03-16T12:00:00Z'))).toEqual(at('2025-07-01T00:00:00Z'));
    // July: 2627_E0.csv answering 404 is a season not begun.
    expect(seasonFileExpected(at('2026-07-10T12:00:00Z'), null)).toBe(false);
    // The first fixture is on file: the file follows its results within the week.
    const opener = at('2026-08-14T19:00:00Z');
    expect(seasonFileExpected(at('2026-08-16T12:00:00Z'), opener)).toBe(false);
    expect(seasonFileExpected(at('2026-08-21T19:00:00Z'), opener)).toBe(true);
    // A season that opens late (September 2020) is not expected before it has begun.
    expect(seasonFileExpected(at('2020-09-05T12:00:00Z'), at('2020-09-12T11:30:00Z'))).toBe(false);
    // Nothing on file: every league held has played by the end of August.
    expect(seasonFileExpected(at('2026-08-31T23:59:00Z'), null)).toBe(false);
    expect(seasonFileExpected(at('2026-09-01T00:00:00Z'), null)).toBe(true);
    expect(seasonFileExpected(at('2027-03-16T12:00:00Z'), null)).toBe(true);
  });

  it('names the six league files and fixtures.csv', () => {
    expect(footballDataFiles(new Date('2025-09-01T00:00:00Z')).map((f) => f.url)).toEqual([
      'https://www.football-data.co.uk/mmz4281/2526/E0.csv',
      'https://www.football-data.co.uk/mmz4281/2526/E1.csv',
      'https://www.football-data.co.uk/mmz4281/2526/SP1.csv',
      'https://www.football-data.co.uk/mmz4281/2526/D1.csv',
      'https://www.football-data.co.uk/mmz4281/2526/I1.csv',
      'https://www.football-data.co.uk/mmz4281/2526/F1.csv',
      'https://www.football-data.co.uk/fixtures.csv',
    ]);
  });

  it('reads the files that changed and asks "changed since?" the next time', async () => {
    server.setFile('/mmz4281/2425/E0.csv', E0);
    server.setFile('/fixtures.csv', FIXTURES);
    const first = await readFootballDataLive({ at: AT, baseUrl: server.baseUrl });

    const e0 = first.find((r) => r.leagueId === 'E0')!;
    expect(e0).toMatchObject({
      outcome: 'changed',
      file: 'football-data.co.uk/mmz4281/2425/E0.csv',
    });
    expect(e0.problems).toEqual([]);
    expect(e0.defect).toBeUndefined();
    expect(e0.matches.map((m) => [m.home, m.away, m.homeScore, m.awayScore])).toEqual([
      ['Man United', 'Fulham', 1, 0],
      ['Ipswich', 'Liverpool', 0, 2],
      ['Arsenal', 'Wolves', 2, 0],
    ]);
    expect(e0.matches[0]!.season).toBe('2024/25');

    // The other leagues' files are not there: failures to note, not reasons to stop.
    const e1 = first.find((r) => r.leagueId === 'E1')!;
    expect(e1.outcome).toBe('failed');
    expect(e1.error?.kind).toBe('not-found');

    const validators = new Map<string, Validators>();
    for (const result of first)
      if (result.validators) validators.set(result.url, result.validators);
    expect(validators.size).toBe(2);
    const second = await readFootballDataLive({ at: AT, baseUrl: server.baseUrl, validators });
    expect(second.find((r) => r.leagueId === 'E0')!.outcome).toBe('unchanged');
    expect(second.find((r) => r.file.endsWith('fixtures.csv'))!.outcome).toBe('unchanged');
    expect(server.count('/mmz4281/2425/E0.csv')).toBe(2);
    expect(server.requests.filter((r) => r.status === 304)).toHaveLength(2);
  });

  it('keeps fixtures of held leagues only, dated as snapshots, at their lines in the file', async () => {
    const { items, problems } = parseFixtures(FIXTURES, 'football-data.co.uk/fixtures.csv');
    expect(problems).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      leagueId: 'E0',
      home: 'Wolves',
      away: 'Brentford',
      homeScore: null,
      awayScore: null,
      line: 3,
    });
    expect(items[0]!.odds).toEqual([
      {
        kind: 'snapshot',
        quotes: [{ bookmaker: 'Bet365', market: '1x2', line: null, prices: [2.3, 3.6, 3] }],
      },
    ]);
  });

  it('reports a file with renamed columns instead of reading the wrong ones', async () => {
    server.setRenamedColumns('/mmz4281/2425/E0.csv', E0, { HomeTeam: 'Home', AwayTeam: 'Away' });
    const [e0] = await readFootballDataLive({ at: AT, baseUrl: server.baseUrl, leagues: ['E0'] });
    expect(e0!.outcome).toBe('changed');
    expect(e0!.matches).toEqual([]);
    expect(e0!.problems).toHaveLength(1);
    expect(e0!.problems[0]!.reason).toMatch(
      /^the header has no HomeTeam\/HT, AwayTeam\/AT column; upstream may have renamed its columns \(it has Div, Date, Time, Home, Away,/,
    );
    // The copy's own fault, not a row's: for the status line, and not to be taken as current.
    expect(e0!.defect).toBe(e0!.problems[0]);
  });

  it('leaves out a row the file stops in the middle of', async () => {
    // Cut inside the third row's away team: "Arsenal,Wo".
    const cut = E0.indexOf('Arsenal,Wolves') + 'Arsenal,Wo'.length;
    server.setTruncated('/mmz4281/2425/E0.csv', E0, cut);
    const [e0] = await readFootballDataLive({ at: AT, baseUrl: server.baseUrl, leagues: ['E0'] });
    expect(e0!.matches.map((m) => m.home)).toEqual(['Man United', 'Ipswich']);
    expect(e0!.problems).toEqual([
      {
        file: 'football-data.co.uk/mmz4281/2425/E0.csv',
        line: 4,
        reason:
          'the file stops mid-row ("E0,17/08/2024,15:00,Arsenal,Wo"); that row was left out as cut off',
      },
    ]);
    expect(e0!.defect).toBe(e0!.problems[0]);
  });

  it('reports a transfer that broke off and keeps the validators it had', async () => {
    server.setFile('/mmz4281/2425/E0.csv', E0);
    const previous = { etag: '"an-older-copy"' };
    server.cutNextAnswer('/mmz4281/2425/E0.csv', 500);
    const [e0] = await readFootballDataLive({
      at: AT,
      baseUrl: server.baseUrl,
      leagues: ['E0'],
      validators: new Map([[server.url('/mmz4281/2425/E0.csv'), previous]]),
    });
    expect(e0!.outcome).toBe('failed');
    expect(e0!.error?.kind).toBe('network');
    expect(e0!.validators).toBe(previous);
    expect(e0!.matches).toEqual([]);
  });
});
