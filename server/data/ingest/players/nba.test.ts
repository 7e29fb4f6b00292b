import { describe, expect, it } from 'vitest';
import {
  groupNbaGames,
  mergeNbaPlayerGames,
  minutesFromMp,
  parseKbrajPlayerGames,
  parseKrishxPlayerGames,
} from './nba.ts';

const KBRAJ_HEADER =
  'firstName,gameDate,playerteamName,opponentteamName,win,home,MP,PTS,AST,BLK,STL,FGA,FG,FG%,3PA,3PM,3P%,FTA,FTM,FT%,TRB,TOV';
const KRISHX_HEADER =
  'SEASON_ID,Player_ID,Game_ID,GAME_DATE,MATCHUP,WL,MIN,FGM,FGA,FG_PCT,FG3M,FG3A,FG3_PCT,FTM,FTA,FT_PCT,OREB,DREB,REB,AST,STL,BLK,TOV,PF,PTS,PLUS_MINUS,VIDEO_AVAILABLE,REST_DAYS,PLAYER_ID,PLAYER_NAME';

describe('NBA player games', () => {
  it('reads MP as minutes.seconds: 34.25 is 34 min 25 s, and .60 a whole minute', () => {
    // The game logs' whole minutes agree: Jock Landale's 34.25 on 2025-04-09 is MIN 34 there,
    // and across the 8,956 shared rows with .31–.59 every MIN is minutes.seconds rounded.
    expect(minutesFromMp('34.25')).toBeCloseTo(34 + 25 / 60, 10);
    expect(minutesFromMp('37.6')).toBe(38);
    expect(minutesFromMp('12.75')).toBeNull();
  });

  it('places a k-braj9 row by date and nicknames, home side from the home flag', () => {
    // PlayerStatistics.csv line 744: Landale's Rockets at the Clippers.
    const text = `${KBRAJ_HEADER}\nJock Landale,2025-04-09,Rockets,Clippers,0,0,34.25,11,5,0,1,7,4,0.571,3,1,0.333,2,2,1,9,0\n`;
    const { items, problems } = parseKbrajPlayerGames(text, 'k.csv');
    expect(problems).toEqual([]);
    const [game] = groupNbaGames(items);
    expect([game!.date, game!.home, game!.away]).toEqual(['2025-04-09', 'lac', 'hou']);
    expect(game!.homeSide.lines).toEqual([]);
    expect(game!.awaySide.lines[0]).toMatchObject({
      key: 'nba:jock landale',
      position: null,
      started: null,
      points: 11,
      assists: 5,
      goals: 0,
      rebounds: 9,
      steals: 1,
    });
  });

  it('fills games the base lacks from the game logs, without adding a player twice', () => {
    const base = parseKbrajPlayerGames(
      `${KBRAJ_HEADER}\nJock Landale,2025-04-09,Rockets,Clippers,0,0,34.25,11,5,0,1,7,4,0.571,3,1,0.333,2,2,1,9,0\n`,
      'k.csv',
    ).items;
    // Krishx lines 13487 (the same Landale game) and 773/1683 (2025-02-19, absent from k-braj9).
    const fill = parseKrishxPlayerGames(
      [
        KRISHX_HEADER,
        '22024,1629111,0022401166,2025-04-09 00:00:00,HOU @ LAC,L,34,4,7,0.571,1,3,0.333,2,2,1.0,2,7,9,5,1,0,0,1,11,-5,1,7.0,1629111,Jock Landale',
        '22024,1628970,22400524,2025-02-19,CHA @ LAL,W,33,9,22,0.409,5,11,0.455,6,7,0.857,1,5,6,0,5,1,2,3,29,4,1,7.0,1628970,Miles Bridges',
        '22024,1627827,22400524,2025-02-19,LAL vs. CHA,L,28,4,7,0.571,4,6,0.667,0,0,0.0,4,1,5,3,0,0,1,1,12,1,1,9.0,1627827,Dorian Finney-Smith',
      ].join('\n'),
      'x.csv',
    ).items;
    const games = groupNbaGames(mergeNbaPlayerGames(base, fill));
    const landale = games.find((g) => g.date === '2025-04-09')!;
    // Landale once, with the base file's minutes.seconds (not the logs' whole 34).
    expect(landale.awaySide.lines.map((l) => l.minutes)).toEqual([34 + 25 / 60]);
    const filled = games.find((g) => g.date === '2025-02-19')!;
    expect([filled.home, filled.away]).toEqual(['lal', 'cha']);
    expect(filled.homeSide.lines[0]).toMatchObject({
      name: 'Dorian Finney-Smith',
      minutes: 28,
      points: 12,
    });
    expect(filled.awaySide.lines[0]).toMatchObject({
      key: 'nba:miles bridges',
      points: 29,
      assists: 0,
    });
    expect(filled.awaySide.file).toBe('x.csv');
  });

  it('takes a differently spelled player with the same line as the same player', () => {
    const base = parseKbrajPlayerGames(
      `${KBRAJ_HEADER}\nMoe Wagner,2024-11-01,Magic,Bulls,1,1,20.30,14,2,0,1,9,6,0.667,2,1,0.5,2,1,0.5,5,1\n`,
      'k.csv',
    ).items;
    const fill = parseKrishxPlayerGames(
      [
        KRISHX_HEADER,
        '22024,1,0022400100,2024-11-01,ORL vs. CHI,W,21,6,9,0.667,1,2,0.5,1,2,0.5,1,4,5,2,1,0,1,3,14,5,1,2.0,1,Moritz Wagner',
        '22024,1,0022400200,2024-11-03,ORL @ NYK,L,18,3,8,0.375,0,2,0.0,2,2,1.0,1,2,3,1,0,0,1,2,8,-6,1,2.0,1,Moritz Wagner',
      ].join('\n'),
      'x.csv',
    ).items;
    const games = groupNbaGames(mergeNbaPlayerGames(base, fill));
    expect(games.find((g) => g.date === '2024-11-01')!.homeSide.lines).toHaveLength(1);
    // In the game only the logs hold, he keeps the base file's key.
    expect(games.find((g) => g.date === '2024-11-03')!.awaySide.lines[0]!.key).toBe(
      'nba:moe wagner',
    );
  });
});
