import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  matches,
  referenceForecasts,
  seasons,
  teamAliases,
  teamFollows,
  teams,
  users,
} from '../../db/schema.ts';
import { createTestDatabase, databaseKinds } from '../../test/harness.ts';
import { ingestSportsData } from './run-ingest.ts';

const SPI_HEADER =
  'date,league_id,league,team1,team2,spi1,spi2,prob1,prob2,probtie,proj_score1,proj_score2,importance1,importance2,score1,score2,xg1,xg2,nsxg1,nsxg2,adj_score1,adj_score2\n';

/** Real extracts: openfootball/champions-league 2016/17 and 2024/25, clubs, FiveThirtyEight SPI. */
function writeMirror(dir: string) {
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'raw/1617_E0.csv',
    'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG\nE0,17/09/2016,12:30,Man City,Bournemouth,4,0\n',
  );
  put(
    'clubs/europe/england/eng.clubs.txt',
    'Manchester City FC, 1880, @ Etihad Stadium,  Manchester     ## North West England\n' +
      '  | Man City | Manchester City | Man. City | Manchester C.\n' +
      '  | Manchester City Football Club\n',
  );
  put(
    'champions-league/2016-17/cl.txt',
    `= UEFA Champions League 2016/17

# Date       Tue Sep/13 2016 - Sat Jun/3 2017 (263d)

» Group B
  Tue Sep/13
    20.45  Dinamo Kiev (UKR)       v SSC Napoli (ITA)         1-2 (1-2)
           SL Benfica (POR)        v Beşiktaş (TUR)           1-1 (1-0)

» Group C
  Wed Sep/14
    20.45  Manchester City (ENG)   v Bor. Mönchengladbach (GER)  4-0 (2-0)
`,
  );
  put(
    'champions-league/2024-25/cl.txt',
    `= UEFA Champions League 2024/25

# Date       Tue Sep/17 2024 - Sat May/31 2025 (256d)

» League, Matchday 1
  Wed Sep/18 2024
    21.00  Manchester City FC (ENG) v FC Internazionale Milano (ITA)  0-0
  Thu Sep/19
    18.45  FK Crvena Zvezda (SRB)  v Sport Lisboa e Benfica (POR)  1-2 (0-2)
`,
  );
  put(
    'soccer-spi/spi_matches.csv',
    SPI_HEADER +
      '2016-09-13,1818,UEFA Champions League,PSV,Atletico Madrid,63.98,90.05,0.2004,0.5349,0.2646,0.61,1.63,,,0,1,1.38,1.23,1.83,1.8,0.0,1.05\n' +
      '2016-09-13,1818,UEFA Champions League,Benfica,Besiktas,74.49,59.93,0.6938,0.1159,0.1903,2.19,0.9,,,1,1,1.45,0.72,1.17,1.02,1.05,1.05\n' +
      '2016-09-14,1818,UEFA Champions League,Manchester City,Borussia Monchengladbach,86.79,74.12,0.6953,0.116,0.1888,2.2,0.89,,,4,0,4.83,0.22,2.71,1.24,3.49,0.0\n' +
      '2016-09-17,1979,Chinese Super League,Shandong Luneng,Guizhou Renhe,48.22,37.83,0.5755,0.174,0.2505,1.75,0.84,45.9,22.1,1,0,1.39,0.26,2.05,0.54,1.05,0.0\n',
  );
}

describe.each(databaseKinds)('UEFA competitions and SPI ingest on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-uefa-'));
  beforeAll(async () => {
    writeMirror(dir);
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts a domestic club's cup matches on its league team and keeps a foreign club one team", async () => {
    const report = await ingestSportsData(database.db, dir);
    expect(report.matchesAdded).toBe(1 + 5);
    // No Bundesliga or Serie A file here: their clubs are ones of our leagues we could not place.
    expect(report.unmatchedDomesticClubs.sort()).toEqual([
      'Bor. Mönchengladbach (GER)',
      'FC Internazionale Milano (ITA)',
      'SSC Napoli (ITA)',
    ]);
    // SPI's other leagues are not ours; a Champions League row without its match is a problem.
    expect(report.problems).toEqual([
      {
        file: 'soccer-spi/spi_matches.csv',
        line: 2,
        reason: 'no UCL match for PSV v Atletico Madrid on 2016-09-13 (±1 day)',
      },
    ]);

    const [manCity] = await database.db.select().from(teams).where(eq(teams.sourceKey, 'Man City'));
    expect(manCity!.country).toBe('ENG');
    const cup = await database.db.select().from(matches).where(eq(matches.leagueId, 'UCL'));
    const cityCup = cup.filter((m) => m.homeTeamId === manCity!.id);
    expect(cityCup.map((m) => m.naturalKey).sort()).toEqual([
      'UCL:2016-09-14:Man City:mgladbach (GER)',
      'UCL:2024-09-18:Man City:internazionale milano (ITA)',
    ]);
    expect(cityCup.find((m) => m.naturalKey.includes('2024'))).toMatchObject({
      homeScore: 0,
      awayScore: 0,
      details: { round: 'League, Matchday 1' },
    });

    // 'SL Benfica' (2016/17) and 'Sport Lisboa e Benfica' (2024/25): one team.
    const benfica = await database.db.select().from(teams).where(eq(teams.name, 'Benfica'));
    expect(benfica).toHaveLength(1);
    expect(benfica[0]).toMatchObject({ sourceKey: 'benfica (POR)', country: 'POR' });
    const benficaMatches = cup.filter(
      (m) => m.homeTeamId === benfica[0]!.id || m.awayTeamId === benfica[0]!.id,
    );
    expect(benficaMatches.map((m) => m.naturalKey.split(':')[1]).sort()).toEqual([
      '2016-09-13',
      '2024-09-19',
    ]);
    const aliases = await database.db
      .select()
      .from(teamAliases)
      .where(eq(teamAliases.teamId, benfica[0]!.id));
    expect(aliases.map((a) => a.alias)).toEqual(
      expect.arrayContaining(['sl benfica', 'sport lisboa e benfica', 'benfica']),
    );
  });

  it('attaches SPI forecasts and xG to the matches it names, and reports the rows it cannot place', async () => {
    const [cityCup] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.naturalKey, 'UCL:2016-09-14:Man City:mgladbach (GER)'));
    expect(cityCup!.stats).toEqual({ HXG: 4.83, AXG: 0.22 });
    const forecasts = await database.db.select().from(referenceForecasts);
    expect(forecasts).toHaveLength(2);
    expect(forecasts.find((f) => f.matchId === cityCup!.id)).toMatchObject({
      source: 'fivethirtyeight-spi',
      homeWin: 0.6953,
      draw: 0.1888,
      awayWin: 0.116,
    });
    const again = await ingestSportsData(database.db, dir);
    expect(again).toMatchObject({ filesRead: 0, matchesAdded: 0, referenceForecastsAdded: 0 });
    expect(await database.db.select().from(referenceForecasts)).toHaveLength(2);
  });
});

/** Real lines: openfootball/champions-league 2024/25 (clq, el) and 2025/26 (cl). */
function writeSpellingsMirror(dir: string, with2025: boolean) {
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'champions-league/2024-25/el.txt',
    `= UEFA Europa League 2024/25

# Date       Wed Sep/25 2024 - Wed May/21 2025 (238d)

» League phase
  Thu Sep/26 2024
    18.45  Fenerbahçe (TUR)        v Union Saint-Gilloise (BEL)  2-1 (1-0)
           Sporting Braga (POR)    v Maccabi Tel Aviv (ISR)   2-1 (0-1)
  Thu Oct/3
    18.45  Slavia Praha (CZE)      v AFC Ajax (NED)           1-1 (0-1)
           Olympiakos Piraeus (GRE) v Sporting Braga (POR)     3-0 (1-0)
           Qarabağ FK (AZE)        v Malmö FF (SWE)           1-2 (1-1)
`,
  );
  put(
    'champions-league/2024-25/elq.txt',
    `= UEFA Europa League - Quali 2024/25

# Date       Thu Jul/11 - Thu Aug/29 2024 (49d)

» Round 1
  Thu Jul/11 2024
    19.00  IF Elfsborg (SWE)       v Paphos FC (CYP)          3-0 (1-0)
`,
  );
  if (!with2025) return;
  put(
    'champions-league/2025-26/cl.txt',
    `= UEFA Champions League 2025/26

# Date       Tue Sep/16 2025 - Sat May/30 2026 (256d)

» League, Matchday 1
  Tue Sep/16 2025
           PSV (NED)               v Royale Union Saint-Gilloise (BEL)  1-3 (0-2)
           Sport Lisboa e Benfica (POR) v Qarabağ Ağdam FK (AZE)   2-3 (2-1)
  Wed Sep/17
    18.45  SK Slavia Praha (CZE)   v FK Bodø/Glimt (NOR)      2-2 (1-0)
           PAE Olympiakos SFP (GRE) v Paphos FC (CYP)          0-0
  Thu Sep/18
           Sporting Clube de Portugal (POR) v FK Kairat (KAZ)          4-1 (1-0)

» League, Matchday 3
  Tue Oct/21
           FK Kairat (KAZ)         v Pafos FC (CYP)          0-0
`,
  );
}

describe.each(databaseKinds)('club identity across spellings on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-spellings-'));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const teamsNamed = async (country: string) =>
    (await database.db.select().from(teams).where(eq(teams.country, country))).length;

  it('adds no second team for a club the 2025/26 file spells anew', async () => {
    writeSpellingsMirror(dir, false);
    await ingestSportsData(database.db, dir);
    const before = (await database.db.select().from(teams)).length;
    writeSpellingsMirror(dir, true);
    const report = await ingestSportsData(database.db, dir);
    expect(report.matchesAdded).toBe(6);
    // New to Strix: PSV, Benfica, Bodø/Glimt, Sporting CP and Kairat; nothing else.
    expect((await database.db.select().from(teams)).length).toBe(before + 5);
    for (const country of ['AZE', 'BEL', 'GRE', 'CYP', 'CZE', 'KAZ']) {
      expect(await teamsNamed(country)).toBe(1);
    }
    const [qarabag] = await database.db.select().from(teams).where(eq(teams.country, 'AZE'));
    const cup = await database.db.select().from(matches).where(eq(matches.leagueId, 'UCL'));
    expect(cup.find((m) => m.awayTeamId === qarabag!.id)?.naturalKey).toBe(
      'UCL:2025-09-16:benfica (POR):qarabag (AZE)',
    );
  });

  it('folds a duplicate a past load stored into its club, unless user data points at it', async () => {
    const [qarabag] = await database.db.select().from(teams).where(eq(teams.country, 'AZE'));
    const [paphos] = await database.db.select().from(teams).where(eq(teams.country, 'CYP'));
    // As the load before known-name matching stored the 2025/26 file's new spellings.
    const [duplicate, followed] = await database.db
      .insert(teams)
      .values([
        {
          sportId: 'soccer',
          name: 'Qarabağ Ağdam',
          sourceKey: 'qarabag agdam (AZE)',
          country: 'AZE',
        },
        { sportId: 'soccer', name: 'Pafos', sourceKey: 'pafos fc (CYP)', country: 'CYP' },
      ])
      .returning();
    const [season] = await database.db.select().from(seasons).where(eq(seasons.leagueId, 'UCL'));
    const [match] = await database.db
      .insert(matches)
      .values({
        leagueId: 'UCL',
        seasonId: season!.id,
        kickoff: new Date('2025-10-01T16:45:00Z'),
        kickoffTimeKnown: true,
        homeTeamId: duplicate!.id,
        awayTeamId: paphos!.id,
        homeScore: 2,
        awayScore: 0,
        naturalKey: 'UCL:2025-10-01:qarabag agdam (AZE):paphos (CYP)',
        source: 'champions-league/2025-26/cl.txt',
      })
      .returning();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'follower@example.com', name: 'F' })
      .returning();
    await database.db.insert(teamFollows).values({ userId: user!.id, teamId: followed!.id });

    const report = await ingestSportsData(database.db, dir);
    expect(report.clubMerge).toEqual({
      merged: ['Qarabağ Ağdam → Qarabağ (AZE)'],
      leftApart: ['Pafos → Paphos (CYP): user data points at it'],
    });
    expect(await teamsNamed('AZE')).toBe(1);
    expect(await teamsNamed('CYP')).toBe(2);
    const [moved] = await database.db.select().from(matches).where(eq(matches.id, match!.id));
    expect(moved).toMatchObject({
      homeTeamId: qarabag!.id,
      naturalKey: 'UCL:2025-10-01:qarabag (AZE):paphos (CYP)',
    });
  });
});
