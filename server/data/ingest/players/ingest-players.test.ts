import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import {
  leaguesWithPlayerData,
  loadLeaguePlayerGames,
  loadTeamPlayerGames,
} from '../../../db/queries/player-games.ts';
import { matches, playerGames } from '../../../db/schema.ts';
import { createTestDatabase, databaseKinds } from '../../../test/harness.ts';
import { ingestSportsData } from '../run-ingest.ts';

/** Real rows of each player source and the results rows of their games, laid out as upstream. */
function writeMirror(dir: string) {
  const put = (path: string, text: string | Buffer) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put(
    'jokecamp/england/2016-2017/Premier.csv',
    'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\nE0,14/08/16,Arsenal,Liverpool,3,4,A\n',
  );
  put(
    'datasets/premier-league/season-1920.csv',
    'Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\n2020-06-20,Brighton,Arsenal,2,1,H\n',
  );
  const fpl = 'vaastav-Fantasy-Premier-League/data';
  put(
    `${fpl}/master_team_list.csv`,
    'season,team,team_name\n2016-17,1,Arsenal\n2016-17,9,Liverpool\n',
  );
  put(`${fpl}/2016-17/players_raw.csv`, 'id,code,element_type\n12,37265,3\n212,110979,3\n');
  // Windows-1252 bytes, as the 2016/17 files are.
  put(
    `${fpl}/2016-17/gws/gw1.csv`,
    Buffer.from(
      'name,element,fixture,kickoff_time,minutes,opponent_team,was_home,goals_scored,assists,yellow_cards\n' +
        'Alexis_Sánchez,12,8,2016-08-14T15:00:00Z,90,9,True,0,0,0\n' +
        'Sadio_Mané,212,8,2016-08-14T15:00:00Z,90,1,False,1,0,0\n',
      'latin1',
    ),
  );
  put(`${fpl}/2019-20/teams.csv`, 'code,id,name\n3,1,Arsenal\n36,4,Brighton\n');
  put(`${fpl}/2019-20/players_raw.csv`, 'id,code,element_type\n534,233425,4\n12,59966,4\n');
  put(
    `${fpl}/2019-20/gws/gw30.csv`,
    'name,element,fixture,kickoff_time,minutes,opponent_team,was_home\n',
  );
  put(
    `${fpl}/2019-20/gws/gw39.csv`,
    'name,element,fixture,kickoff_time,minutes,opponent_team,was_home,goals_scored,assists\n' +
      'Aaron_Connolly_534,534,293,2020-06-20T14:00:00Z,19,1,True,0,1\n' +
      'Alexandre_Lacazette_12,12,293,2020-06-20T14:00:00Z,77,4,False,0,0\n',
  );
  put(
    'nba/nba_2008-2025_raw.csv',
    'season,date,regular,playoffs,away,home,score_away,score_home,whos_favored,spread,total,moneyline_away,moneyline_home\n' +
      '2025,2025-02-19,True,False,cha,lal,100,97,home,13.5,230.5,,\n' +
      '2025,2025-04-09,True,False,hou,lac,117,134,home,10.5,220.5,,\n',
  );
  put(
    'DERIVED-k-braj9-NBA-player-stat-predictor/PlayerStatistics.csv',
    'firstName,gameDate,playerteamName,opponentteamName,win,home,MP,PTS,AST,BLK,STL,FGA,FG,FG%,3PA,3PM,3P%,FTA,FTM,FT%,TRB,TOV\n' +
      'Jock Landale,2025-04-09,Rockets,Clippers,0,0,34.25,11,5,0,1,7,4,0.571,3,1,0.333,2,2,1,9,0\n',
  );
  put(
    'DERIVED-Krishx2005-nba-analytics/nba_game_logs_2024_25.csv',
    'SEASON_ID,Player_ID,Game_ID,GAME_DATE,MATCHUP,WL,MIN,FGM,FGA,FG_PCT,FG3M,FG3A,FG3_PCT,FTM,FTA,FT_PCT,OREB,DREB,REB,AST,STL,BLK,TOV,PF,PTS,PLUS_MINUS,VIDEO_AVAILABLE,REST_DAYS,PLAYER_ID,PLAYER_NAME\n' +
      '22024,1629111,0022401166,2025-04-09 00:00:00,HOU @ LAC,L,34,4,7,0.571,1,3,0.333,2,2,1.0,2,7,9,5,1,0,0,1,11,-5,1,7.0,1629111,Jock Landale\n' +
      '22024,1628970,22400524,2025-02-19,CHA @ LAL,W,33,9,22,0.409,5,11,0.455,6,7,0.857,1,5,6,0,5,1,2,3,29,4,1,7.0,1628970,Miles Bridges\n',
  );
  put(
    'nfl/games.csv',
    'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location\n' +
      '2024_01_BAL_KC,2024,REG,1,2024-09-05,Thursday,20:20,BAL,20,KC,27,Home\n' +
      '2024_01_PIT_ATL,2024,REG,1,2024-09-08,Sunday,13:00,PIT,18,ATL,10,Home\n',
  );
  const nfl = 'hvpkod-NFL-Data/NFL-data-Players/2024/1';
  put(
    `${nfl}/QB.csv`,
    'PlayerName,PlayerId,Pos,Team,PlayerOpponent,PassingYDS,PassingTD,PassingInt,RushingYDS,RushingTD,ReceivingRec,ReceivingYDS,ReceivingTD,RetTD,FumTD,2PT,Fum,FanPtsAgainst-pts,TouchCarries,TouchReceptions,Touches,TargetsReceptions,Targets,ReceptionPercentage,RzTarget,RzTouch,RzG2G,Rank,TotalPoints\n' +
      'Lamar Jackson,2560757,QB,BAL,@KC,273,1,,122,,,,,,,,1,25.12,16,,16,,,,,,,4,25.12\n',
  );
  put(
    `${nfl}/K.csv`,
    'PlayerName,PlayerId,Pos,Team,PlayerOpponent,PatMade,PatMissed,FgMade_0-19,FgMade_20-29,FgMade_30-39,FgMade_40-49,FgMade_50,FgMiss_0-19,FgMiss_20-29,FgMiss_30-39,Rank,TotalPoints\n' +
      'Chris Boswell,2550545,K,PIT,@ATL,,,,1,,2,3,,,,1,26.00\n',
  );
  // Defenders' files are not read.
  put(
    `${nfl}/DB.csv`,
    'PlayerName,PlayerId,Pos,Team,PlayerOpponent,TacklesTot\nX,1,DB,PIT,@ATL,5\n',
  );
}

describe.each(databaseKinds)('player lines ingest on %s', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'strix-players-'));
  beforeAll(async () => {
    writeMirror(dir);
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts each side on its match and team; a second run adds nothing', async () => {
    const report = await ingestSportsData(database.db, dir);
    expect(report.problems).toEqual([]);
    // Arsenal v Liverpool, Brighton v Arsenal, two NBA games (one side each), two NFL games.
    expect(report.playerGamesAdded).toBe(4 + 2 + 2);
    const all = await database.db.select().from(matches);
    const match = (key: string) => all.find((m) => m.naturalKey === key)!;

    const arsenalLiverpool = match('E0:2016-08-14:Arsenal:Liverpool');
    const e0 = await loadLeaguePlayerGames(
      database.db,
      'E0',
      new Date('2016-08-01'),
      new Date('2020-07-01'),
    );
    expect(e0.map((d) => [d.matchId, d.home, d.lines.map((l) => l.name)])).toEqual([
      [arsenalLiverpool.id, true, ['Alexis Sánchez']],
      [arsenalLiverpool.id, false, ['Sadio Mané']],
      [match('E0:2020-06-20:Brighton:Arsenal').id, true, ['Aaron Connolly']],
      [match('E0:2020-06-20:Brighton:Arsenal').id, false, ['Alexandre Lacazette']],
    ]);
    expect(e0[1]).toMatchObject({
      teamId: arsenalLiverpool.awayTeamId,
      opponentId: arsenalLiverpool.homeTeamId,
      kickoff: arsenalLiverpool.kickoff,
    });
    expect(e0[1]!.lines[0]).toMatchObject({ key: 'fpl:110979', goals: 1 });

    // Arsenal's window [from, before): the 2020 game only.
    const arsenal = await loadTeamPlayerGames(
      database.db,
      arsenalLiverpool.homeTeamId,
      new Date('2016-08-15'),
      new Date('2021-01-01'),
    );
    expect(arsenal.map((d) => [d.home, d.lines[0]!.key])).toEqual([[false, 'fpl:59966']]);

    const nba = await loadLeaguePlayerGames(
      database.db,
      'NBA',
      new Date('2025-01-01'),
      new Date('2025-05-01'),
    );
    expect(nba.map((d) => [d.home, d.lines.map((l) => [l.name, l.points])])).toEqual([
      [false, [['Miles Bridges', 29]]],
      [false, [['Jock Landale', 11]]],
    ]);
    expect(nba[1]!.matchId).toBe(match('NBA:2025-04-09:lac:hou').id);

    const nfl = await loadLeaguePlayerGames(
      database.db,
      'NFL',
      new Date('2024-09-01'),
      new Date('2024-09-10'),
    );
    expect(nfl.map((d) => [d.matchId, d.home, d.lines[0]!.key, d.lines[0]!.points])).toEqual([
      [match('NFL:2024-09-05:KC:BAL').id, false, 'nfl:2560757', 0],
      [match('NFL:2024-09-08:ATL:PIT').id, false, 'nfl:2550545', 18],
    ]);
    expect(await leaguesWithPlayerData(database.db)).toEqual(['E0', 'NBA', 'NFL']);

    const again = await ingestSportsData(database.db, dir);
    expect(again).toMatchObject({ filesRead: 0, playerGamesAdded: 0, problems: [] });
    expect(await database.db.select().from(playerGames)).toHaveLength(8);
  });
});
