import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverSourceFiles } from './discover.ts';

describe('finding source files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'strix-discover-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a results-only file by its league folder, and no folder named like an object property', () => {
    const header = 'Date,HomeTeam,AwayTeam,FTHG,FTAG\n01/08/2021,Arsenal,Chelsea,1,0\n';
    for (const folder of ['premier-league', 'constructor', 'toString']) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, 'season-2122.csv'), header);
    }
    const found = discoverSourceFiles(dir);
    expect(found.map((file) => [file.rel, 'leagueId' in file ? file.leagueId : null])).toEqual([
      ['premier-league/season-2122.csv', 'E0'],
    ]);
  });
});
