import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvServer, startCsvServer } from '../../test/peers/csv-server.ts';
import { NFLVERSE_GAMES_URL, readNflverseLive } from './nflverse-live.ts';

/** nflverse games.csv rows as published: the 2024 Super Bowl, two played 2025 games, one to come. */
const GAMES = readFileSync(
  new URL('./fixtures/nflverse-games.excerpt.csv', import.meta.url),
  'utf8',
);
const PATH = '/nflverse/nfldata/master/data/games.csv';

let server: CsvServer;
beforeEach(async () => {
  server = await startCsvServer();
});
afterEach(async () => {
  await server.close();
});

describe('nflverse games.csv, live', () => {
  it('defaults to the file on GitHub', () => {
    expect(NFLVERSE_GAMES_URL).toBe(
      'https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv',
    );
  });

  it('parses the file when it changed and keeps the seasons asked for', async () => {
    server.setFile(PATH, GAMES);
    const result = await readNflverseLive({ url: server.url(PATH), fromSeason: 2025 });
    expect(result.outcome).toBe('changed');
    expect(result.problems).toEqual([]);
    expect(result.matches.map((m) => [m.season, m.away, m.home, m.homeScore, m.awayScore])).toEqual(
      [
        ['2025', 'DAL', 'PHI', 24, 20],
        ['2025', 'KC', 'LAC', 27, 21],
        ['2025', 'SEA', 'SF', null, null],
      ],
    );
    expect(result.matches[0]!.file).toBe('nflverse/games.csv');

    const again = await readNflverseLive({ url: server.url(PATH), validators: result.validators });
    expect(again.outcome).toBe('unchanged');
    expect(again.matches).toEqual([]);
    expect(server.requests.at(-1)!.status).toBe(304);
  });

  it('leaves out a row cut off mid-write instead of reading half a game', async () => {
    // Cut inside the last row, after the teams but before the stadium.
    server.setTruncated(PATH, GAMES, GAMES.lastIndexOf('Kyle Shanahan'));
    const result = await readNflverseLive({ url: server.url(PATH) });
    expect(result.matches.map((m) => m.home)).toEqual(['PHI', 'PHI', 'LAC']);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: 'nflverse/games.csv', line: 5 });
  });

  it('reports renamed columns and a missing file without throwing', async () => {
    server.setRenamedColumns(PATH, GAMES, { gameday: 'game_date' });
    const renamed = await readNflverseLive({ url: server.url(PATH) });
    expect(renamed.matches).toEqual([]);
    expect(renamed.problems[0]!.reason).toMatch(/^the header has no gameday column/);

    const missing = await readNflverseLive({ url: server.url('/nflverse/nfldata/games.csv') });
    expect(missing.outcome).toBe('failed');
    expect(missing.error?.kind).toBe('not-found');
  });
});
