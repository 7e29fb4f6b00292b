import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { matches, oddsSnapshots, referenceForecasts, teamAliases, teams } from '../../db/schema.ts';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';
import { normalizeName } from '../reference/normalize.ts';
import { ingestSportsData } from './run-ingest.ts';

/** A miniature mirror in the upstream formats, laid out like the real one. */
function writeMirror(dir: string) {
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'raw/2425_E0.csv',
    '\uFEFFDiv,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,PSH,PSD,PSA,PSCH,PSCD,PSCA\r\n' +
      'E0,16/08/2024,20:00,Man United,Fulham,1,0,1.63,4.38,5.3,1.6,4.5,5.4\r\n' +
      "E0,17/08/2024,12:30,Ipswich,Liverpool,0,2,6.5,4.8,1.5,6.8,4.9,1.48\r\nE0,18/08/2024,16:30,Nott'm Forest,Bournemouth,1,1,,,,,,\r\n",
  );
  // A results-only derivative repeating one match: it must not be stored twice.
  put(
    'datasets/premier-league/season-2425.csv',
    'Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\n2024-08-16,Man United,Fulham,1,0,H\n',
  );
  put(
    'nba/nba_2008-2025_raw.csv',
    'season,date,regular,playoffs,away,home,score_away,score_home,whos_favored,spread,total,moneyline_away,moneyline_home\n' +
      '2022,2022-06-16,False,True,gs,bos,103,90,away,4,211,-160,140\n',
  );
  put(
    'nfl/games.csv',
    'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,away_moneyline,home_moneyline,spread_line\n' +
      '2015_01_OAK_SD,2015,REG,1,2015-09-13,Sunday,16:05,OAK,13,SD,33,Home,150,-170,3.5\n',
  );
  // Opening lines dated a day off, as the archive sometimes is.
  put(
    'nfl/nfl_archive_10Y.json',
    JSON.stringify([
      {
        date: 20150914.0,
        home_team: 'SanDiego',
        away_team: 'Oakland',
        home_open_spread: -4,
        open_over_under: 44,
      },
    ]),
  );
  put(
    '538/nba_games.csv',
    'season,date,team1,team2,prob1\n2022,2022-06-16,Celtics,Warriors,0.74\n',
  );
  put(
    '538/nfl_games.csv',
    'season,date,team1,team2,prob1\n2015,2015-09-13,Chargers,Raiders,0.61\n2015,2015-09-14,Bears,Packers,0.3\n',
  );
  put(
    'clubs/eng.clubs.txt',
    "Nottingham Forest FC, 1865\n  | Nott'm Forest | Forest | Nottingham\n",
  );
}

describe.each(databaseKinds)('sports data ingest on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-mirror-'));
  beforeAll(async () => {
    writeMirror(dir);
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads matches, prices, team names and reference forecasts; a second run adds nothing', async () => {
    const report = await ingestSportsData(database.db, dir);
    expect(report.matchesAdded).toBe(5);
    expect(report.referenceForecastsAdded).toBe(2);
    expect(report.problems).toEqual([
      {
        file: '538/nfl_games.csv',
        line: 3,
        reason: 'no matching game for Bears v Packers on 2015-09-14',
      },
    ]);

    const stored = await database.db.select().from(matches);
    expect(stored).toHaveLength(5);
    const manUtd = stored.find((m) => m.naturalKey === 'E0:2024-08-16:Man United:Fulham')!;
    expect(manUtd).toMatchObject({ homeScore: 1, awayScore: 0, source: 'raw/2425_E0.csv' });
    const snapshots = await database.db
      .select()
      .from(oddsSnapshots)
      .where(eq(oddsSnapshots.matchId, manUtd.id));
    expect(snapshots.map((s) => s.kind).sort()).toEqual(['closing', 'opening']);
    const nflGame = stored.find((m) => m.leagueId === 'NFL')!;
    const nflOdds = await database.db
      .select()
      .from(oddsSnapshots)
      .where(eq(oddsSnapshots.matchId, nflGame.id));
    expect(nflOdds.find((s) => s.kind === 'opening')?.quotes).toEqual([
      { bookmaker: 'Opening line', market: 'spread', line: -4, prices: [] },
      { bookmaker: 'Opening line', market: 'total', line: 44, prices: [] },
    ]);

    // Relocated franchises are one team: San Diego's game belongs to the Los Angeles Chargers.
    const [chargers] = await database.db.select().from(teams).where(eq(teams.sourceKey, 'LAC'));
    expect(stored.find((m) => m.leagueId === 'NFL')?.homeTeamId).toBe(chargers!.id);

    // FiveThirtyEight listed the Celtics first and they were at home; the Chargers likewise.
    const forecasts = await database.db.select().from(referenceForecasts);
    expect(forecasts.map((f) => f.homeWin).sort()).toEqual([0.61, 0.74]);

    // Names people type reach the right team, from the reference table and from openfootball.
    const aliases = await database.db.select().from(teamAliases);
    const teamFor = (sport: string, name: string) =>
      aliases.find((a) => a.sportId === sport && a.alias === normalizeName(name))?.teamId;
    expect(teamFor('basketball', 'Dubs')).toBeDefined();
    expect(teamFor('american-football', 'Niners')).toBeDefined();
    const [forest] = await database.db
      .select()
      .from(teams)
      .where(eq(teams.sourceKey, "Nott'm Forest"));
    expect(teamFor('soccer', 'Nottingham Forest FC')).toBe(forest!.id);
    expect(teamFor('soccer', 'Forest')).toBe(forest!.id);

    const again = await ingestSportsData(database.db, dir);
    expect(again).toMatchObject({
      filesRead: 0,
      matchesAdded: 0,
      oddsSnapshotsAdded: 0,
      referenceForecastsAdded: 0,
    });
    expect(await database.db.select().from(matches)).toHaveLength(5);
  });

  it('re-reads a changed file and adds only what is new', async () => {
    writeFileSync(
      join(dir, 'raw/2425_E0.csv'),
      'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG\nE0,16/08/2024,20:00,Man United,Fulham,1,0\nE0,24/08/2024,15:00,Arsenal,Aston Villa,,\n',
    );
    const report = await ingestSportsData(database.db, dir);
    expect(report).toMatchObject({ filesRead: 1, matchesAdded: 1 });
    const [upcoming] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.naturalKey, 'E0:2024-08-24:Arsenal:Aston Villa'));
    expect(upcoming).toMatchObject({ homeScore: null, awayScore: null });
  });
});

describe.each(databaseKinds)('a results-only copy of a season loaded in full, on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-mirror-'));
  beforeAll(async () => {
    // A priced season of 306 matches (18 clubs, home and away), and the results-only copy of the
    // same season, whose one row is dated a day later than the priced file has that match (the
    // old derivatives sometimes are): read, it would be a second copy of the match.
    const clubs = Array.from({ length: 18 }, (_, i) => `Club ${i + 1}`);
    const day = (n: number) => {
      const date = new Date(Date.UTC(2012, 7, 18) + n * 86_400_000);
      return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
    };
    const rows: string[] = [];
    for (const home of clubs)
      for (const away of clubs)
        if (home !== away)
          rows.push(`D1,${day(rows.length % 270)},${home},${away},1,0,2.1,3.4,3.6`);
    mkdirSync(join(dir, 'raw'), { recursive: true });
    writeFileSync(
      join(dir, 'raw/1213_D1.csv'),
      `Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,B365H,B365D,B365A\n${rows.join('\n')}\n`,
    );
    mkdirSync(join(dir, 'datasets/bundesliga'), { recursive: true });
    writeFileSync(
      join(dir, 'datasets/bundesliga/season-1213.csv'),
      'Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\n2012-08-19,Club 1,Club 2,1,0,H\n',
    );
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is skipped on the first run and on every later run, so a second run adds nothing', async () => {
    const first = await ingestSportsData(database.db, dir);
    expect(first).toMatchObject({ filesRead: 1, matchesAdded: 306 });
    const second = await ingestSportsData(database.db, dir);
    expect(second).toMatchObject({ filesRead: 0, matchesAdded: 0 });
    expect(await database.db.select().from(matches)).toHaveLength(306);
  });
});
