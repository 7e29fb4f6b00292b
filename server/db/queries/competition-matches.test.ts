import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSportsData } from '../../data/ingest/run-ingest.ts';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { loadCompetitionMatches, loadReferenceForecasts } from './competition-matches.ts';

/** An EPL match, three Champions League matches (one a final after extra time) and SPI rows. */
function writeMirror(dir: string) {
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'raw/1617_E0.csv',
    'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,HST,AST\nE0,17/09/2016,12:30,Man City,Bournemouth,4,0,9,1\n',
  );
  put(
    'clubs/europe/england/eng.clubs.txt',
    'Manchester City FC, 1880, @ Etihad Stadium,  Manchester\n  | Man City | Manchester City\n',
  );
  put(
    'champions-league/2016-17/cl.txt',
    `= UEFA Champions League 2016/17

# Date       Tue Sep/13 2016 - Sat Jun/3 2017 (263d)

» Group B
  Tue Sep/13
    20.45  SL Benfica (POR)        v Beşiktaş (TUR)           1-1 (1-0)

» Group C
  Wed Sep/14
    20.45  Manchester City (ENG)   v Celtic FC (SCO)  4-0 (2-0)

» Final
  Sat Jun/3 2017
    20.45  SL Benfica (POR)        v Celtic FC (SCO)  2-3 a.e.t. (1-1, 0-1)
`,
  );
  put(
    'soccer-spi/spi_matches.csv',
    'date,league_id,league,team1,team2,spi1,spi2,prob1,prob2,probtie,proj_score1,proj_score2,importance1,importance2,score1,score2,xg1,xg2,nsxg1,nsxg2,adj_score1,adj_score2\n' +
      '2016-09-13,1818,UEFA Champions League,Benfica,Besiktas,74.49,59.93,0.6938,0.1159,0.1903,2.19,0.9,,,1,1,1.45,0.72,1.17,1.02,1.05,1.05\n',
  );
}

describe.each(databaseKinds)('competition match reads on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-competitions-'));
  beforeAll(async () => {
    writeMirror(dir);
    database = await createTestDatabase(kind);
    await ingestSportsData(database.db, dir);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads domestic and cup matches of a window in kick-off order, a club one team across both', async () => {
    const rows = await loadCompetitionMatches(
      database.db,
      ['E0', 'UCL'],
      new Date('2016-09-13T00:00:00Z'),
      new Date('2017-06-03T00:00:00Z'),
    );
    // The final (3 June) is not before the end of the window.
    expect(rows.map((r) => [r.leagueId, r.homeName, r.awayName])).toEqual([
      ['UCL', 'Benfica', 'Beşiktaş'],
      ['UCL', 'Man City', 'Celtic'],
      ['E0', 'Man City', 'Bournemouth'],
    ]);
    expect(rows[1]!.homeTeamId).toBe(rows[2]!.homeTeamId);
    expect(rows[2]).toMatchObject({ homeScore: 4, awayScore: 0, stats: { HST: 9, AST: 1 } });
    expect(rows[0]).toMatchObject({ homeCountry: 'POR' });
  });

  it('gives the score after 90 minutes and marks the final neutral', async () => {
    const [final] = await loadCompetitionMatches(
      database.db,
      ['UCL'],
      new Date('2017-06-01T00:00:00Z'),
      new Date('2017-07-01T00:00:00Z'),
    );
    expect(final).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(final!.details).toMatchObject({ neutral: true, extraTime: [2, 3] });
  });

  it('reads the SPI probabilities linked to Champions League matches', async () => {
    const spi = await loadReferenceForecasts(database.db, 'fivethirtyeight-spi', 'UCL');
    expect([...spi.values()]).toEqual([{ homeWin: 0.6938, draw: 0.1903, awayWin: 0.1159 }]);
    expect((await loadReferenceForecasts(database.db, 'fivethirtyeight-spi', 'E0')).size).toBe(0);
  });
});
