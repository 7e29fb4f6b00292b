import { describe, expect, it } from 'vitest';
import { decodePlayerFile } from './decode.ts';
import { type FplPlayer, parseFplGameweek, parseFplMasterTeams, parseFplPlayers } from './fpl.ts';

// Real rows from vaastav/Fantasy-Premier-League (header and rows copied byte for byte).
const HEADER_2016 =
  'name,assists,attempted_passes,big_chances_created,big_chances_missed,bonus,bps,clean_sheets,clearances_blocks_interceptions,completed_passes,creativity,dribbles,ea_index,element,errors_leading_to_goal,errors_leading_to_goal_attempt,fixture,fouls,goals_conceded,goals_scored,ict_index,id,influence,key_passes,kickoff_time,kickoff_time_formatted,loaned_in,loaned_out,minutes,offside,open_play_crosses,opponent_team,own_goals,penalties_conceded,penalties_missed,penalties_saved,recoveries,red_cards,round,saves,selected,tackled,tackles,target_missed,team_a_score,team_h_score,threat,total_points,transfers_balance,transfers_in,transfers_out,value,was_home,winning_goals,yellow_cards';
// 2016-17/gws/gw1.csv lines 25, 364 and 446: Arsenal 3-4 Liverpool, 14 Aug 2016.
const GW1_2016 = [
  HEADER_2016,
  'Alexis_Sánchez,0,17,0,0,0,0,0,0,12,15.3,1,0,12,0,0,8,0,4,0,3.5,12,5.4,1,2016-08-14T15:00:00Z,14 Aug 16:00,0,0,90,4,0,9,0,0,0,0,0,0,1,0,296455,4,0,0,4,3,14.0,2,0,0,0,110,True,0,0',
  'Mesut_Özil,0,0,0,0,0,0,0,0,0,0.0,0,0,14,0,0,8,0,0,0,0.0,14,0.0,0,2016-08-14T15:00:00Z,14 Aug 16:00,0,0,0,0,0,9,0,0,0,0,0,0,1,0,179727,0,0,0,4,3,0.0,0,0,0,0,95,True,0,0',
  'Sadio_Mané,0,28,0,0,0,24,0,0,26,8.2,4,0,212,0,0,8,3,3,1,11.6,212,43.2,0,2016-08-14T15:00:00Z,14 Aug 16:00,0,0,90,1,0,1,0,0,0,0,8,0,1,0,481787,9,2,0,4,3,65.0,7,0,0,0,90,False,1,0',
].join('\n');

const MASTER = 'season,team,team_name\n2016-17,1,Arsenal\n2016-17,9,Liverpool\n2019-20,1,Arsenal\n';

describe('FPL gameweek files', () => {
  it('reads a Windows-1252 file of 2016/17: names, stable codes, both sides from opponent_team', () => {
    // The upstream bytes: é and á are single Windows-1252 bytes, invalid as UTF-8.
    const text = decodePlayerFile(Buffer.from(GW1_2016, 'latin1'));
    const players = parseFplPlayers(
      'id,code,element_type,first_name\n12,37265,3,Alexis\n14,37605,3,Mesut\n212,110979,3,Sadio\n',
    );
    const { items, problems } = parseFplGameweek(text, '2016-17/gws/gw1.csv', {
      season: '2016-17',
      gameweek: 1,
      teams: parseFplMasterTeams(MASTER, '2016-17'),
      players,
    });
    expect(problems).toEqual([]);
    expect(items).toHaveLength(1);
    const fixture = items[0]!;
    expect([fixture.home, fixture.away, fixture.line]).toEqual(['Arsenal', 'Liverpool', 2]);
    expect(fixture.kickoff.toISOString()).toBe('2016-08-14T15:00:00.000Z');
    // Özil was in the squad but did not play (0 minutes): no line.
    expect(fixture.homeLines.map((l) => l.name)).toEqual(['Alexis Sánchez']);
    expect(fixture.awayLines).toEqual([
      {
        key: 'fpl:110979',
        name: 'Sadio Mané',
        position: 'MID',
        minutes: 90,
        started: null,
        goals: 1,
        assists: 0,
        points: 0,
        xg: null,
        xa: null,
      },
    ]);
  });

  it('reads the 2019/20 restart, numbered GW39 (Brighton 2-1 Arsenal, 20 June 2020)', () => {
    const text = [
      'name,assists,bonus,bps,clean_sheets,creativity,element,fixture,goals_conceded,goals_scored,ict_index,influence,kickoff_time,minutes,opponent_team,own_goals,penalties_missed,penalties_saved,red_cards,round,saves,selected,team_a_score,team_h_score,threat,total_points,transfers_balance,transfers_in,transfers_out,value,was_home,yellow_cards',
      'Aaron_Connolly_534,1,0,16,0,13.3,534,293,0,0,3.1,17.2,2020-06-20T14:00:00Z,19,1,0,0,0,0,39,0,132408,1,2,0.0,4,41747,70743,28996,42,True,0',
      'Alexandre_Lacazette_12,0,0,3,0,6.3,12,293,1,0,4.9,4.0,2020-06-20T14:00:00Z,77,4,0,0,0,0,39,0,189462,1,2,39.0,1,23836,53645,29809,94,False,1',
    ].join('\n');
    const players = new Map<string, FplPlayer>([
      ['534', { code: '233425', position: 'FWD' }],
      ['12', { code: '59966', position: 'FWD' }],
    ]);
    const teams = new Map([
      ['1', 'Arsenal'],
      ['4', 'Brighton'],
    ]);
    const { items } = parseFplGameweek(text, '2019-20/gws/gw39.csv', {
      season: '2019-20',
      gameweek: 39,
      teams,
      players,
    });
    expect(items.map((f) => [f.home, f.away])).toEqual([['Brighton', 'Arsenal']]);
    // The _<id> suffix of 2018/19–2019/20 names is dropped; the key is the stable code.
    expect(items[0]!.homeLines[0]).toMatchObject({
      key: 'fpl:233425',
      name: 'Aaron Connolly',
      minutes: 19,
      assists: 1,
    });
    expect(items[0]!.awayLines[0]).toMatchObject({ name: 'Alexandre Lacazette', yellowCards: 1 });
  });

  it('stores 2022/23 GW1–15 starts and xG as unknown, and reads them from GW16', () => {
    const header =
      'name,position,team,xP,assists,bonus,bps,clean_sheets,creativity,element,expected_assists,expected_goal_involvements,expected_goals,expected_goals_conceded,fixture,goals_conceded,goals_scored,ict_index,influence,kickoff_time,minutes,opponent_team,own_goals,penalties_missed,penalties_saved,red_cards,round,saves,selected,starts,team_a_score,team_h_score,threat,total_points,transfers_balance,transfers_in,transfers_out,value,was_home,yellow_cards';
    const gw1 = [
      header,
      'Gianluca Scamacca,FWD,West Ham,0.3,0,0,1,0,0.7,529,0.00000,0.00000,0.00000,0.00000,10,1,0,0.1,0.0,2022-08-07T15:30:00Z,33,13,0,0,0,0,1,0,100675,0,2,0,0.0,1,0,0,0,70,True,0',
      'Erling Haaland,FWD,Man City,5.0,0,3,48,1,4.8,318,0.00000,0.00000,0.00000,0.00000,10,0,2,14.0,62.6,2022-08-07T15:30:00Z,77,19,0,0,0,0,1,0,3398599,0,2,0,73.0,13,0,0,0,115,False,0',
    ].join('\n');
    const gw16 = [
      header,
      'Erling Haaland,FWD,Man City,3.0,0,0,7,0,33.8,318,0.34330,0.37010,0.02680,1.28620,155,2,0,6.4,4.6,2022-11-12T12:30:00Z,90,4,0,0,0,0,16,0,8992529,1,2,1,26.0,1,316913,334463,17550,122,True,1',
      'Ben Mee,DEF,Brentford,4.7,1,0,18,0,0.3,526,0.00068,0.00068,0.00000,1.60780,155,1,0,3.2,25.8,2022-11-12T12:30:00Z,90,13,0,0,0,0,16,0,510361,1,2,1,6.0,5,-34242,24393,58635,46,False,0',
    ].join('\n');
    const players = new Map<string, FplPlayer>([
      ['318', { code: '223094', position: 'FWD' }],
      ['529', { code: '195899', position: 'FWD' }],
      ['526', { code: '51927', position: 'DEF' }],
    ]);
    const teams = new Map([
      ['4', 'Brentford'],
      ['13', 'Man City'],
      ['19', 'West Ham'],
    ]);
    const ctx = (gameweek: number) => ({ season: '2022-23', gameweek, teams, players });
    const early = parseFplGameweek(gw1, 'gw1.csv', ctx(1)).items[0]!;
    expect([early.home, early.away]).toEqual(['West Ham', 'Man City']);
    expect(early.awayLines[0]).toMatchObject({
      key: 'fpl:223094',
      minutes: 77,
      goals: 2,
      started: null,
      xg: null,
      xa: null,
    });
    const later = parseFplGameweek(gw16, 'gw16.csv', ctx(16)).items[0]!;
    expect(later.homeLines[0]).toMatchObject({
      started: true,
      goals: 0,
      xg: 0.0268,
      xa: 0.3433,
      yellowCards: 1,
    });
  });

  it('skips assistant managers (AM) and reports a player players_raw does not know', () => {
    const text =
      'name,position,team,element,fixture,kickoff_time,minutes,opponent_team,was_home,goals_scored,assists\n' +
      'Thomas Frank,AM,Brentford,752,299,2025-04-02T18:45:00Z,90,7,True,0,0\n' +
      'Somebody,MID,Brentford,9999,299,2025-04-02T18:45:00Z,90,7,True,0,0\n' +
      'Other,MID,Chelsea,1,299,2025-04-02T18:45:00Z,90,4,False,0,0\n';
    const { items, problems } = parseFplGameweek(text, 'gw30.csv', {
      season: '2024-25',
      gameweek: 30,
      teams: new Map([
        ['4', 'Brentford'],
        ['7', 'Chelsea'],
      ]),
      players: new Map([['1', { code: '5', position: 'MID' }]]),
    });
    expect(problems).toEqual([
      { file: 'gw30.csv', line: 3, reason: 'element 9999 is not in players_raw' },
    ]);
    expect(items[0]!.homeLines).toEqual([]);
    expect(items[0]!.awayLines.map((l) => l.key)).toEqual(['fpl:5']);
  });
});
