import { describe, expect, it } from 'vitest';
import { parseNflWeekFile } from './nfl.ts';

const KICKERS =
  'PlayerName,PlayerId,Pos,Team,PlayerOpponent,PatMade,PatMissed,FgMade_0-19,FgMade_20-29,FgMade_30-39,FgMade_40-49,FgMade_50,FgMiss_0-19,FgMiss_20-29,FgMiss_30-39,Rank,TotalPoints';
const OFFENCE =
  'PlayerName,PlayerId,Pos,Team,PlayerOpponent,PassingYDS,PassingTD,PassingInt,RushingYDS,RushingTD,ReceivingRec,ReceivingYDS,ReceivingTD,RetTD,FumTD,2PT,Fum,FanPtsAgainst-pts,TouchCarries,TouchReceptions,Touches,TargetsReceptions,Targets,ReceptionPercentage,RzTarget,RzTouch,RzG2G,Rank,TotalPoints';

describe('NFL weekly player files', () => {
  it("counts a kicker's points: 3 per field goal, 1 per extra point", () => {
    // 2024/1/K.csv lines 2-3: Boswell 6 FGs at ATL (PIT won 18-10); Moody 6 FGs + 2 PATs v NYJ.
    const text = `${KICKERS}\nChris Boswell,2550545,K,PIT,@ATL,,,,1,,2,3,,,,1,26.00\nJake Moody,2570308,K,SF,NYJ,2,,,1,1,2,2,,,,2,26.00\n`;
    const { items, problems } = parseNflWeekFile(text, '2024/1/K.csv', '2024', 1);
    expect(problems).toEqual([]);
    expect(items.map((r) => [r.team, r.opponent, r.home, r.line.points])).toEqual([
      ['PIT', 'ATL', false, 18],
      ['SF', 'NYJ', true, 20],
    ]);
    expect(items[1]!.line).toMatchObject({
      key: 'nfl:2570308',
      position: 'K',
      fieldGoalsMade: 6,
      patMade: 2,
    });
  });

  it('gives a quarterback no points for touchdown passes, and keeps his yards', () => {
    // 2024/1/QB.csv line 5: Lamar Jackson at KC, 273 passing yards, 1 TD pass, 122 rushing.
    const text = `${OFFENCE}\nLamar Jackson,2560757,QB,BAL,@KC,273,1,,122,,,,,,,,1,25.12,16,,16,,,,,,,4,25.12\n`;
    const [row] = parseNflWeekFile(text, 'QB.csv', '2024', 1).items;
    expect(row!.line).toEqual({
      key: 'nfl:2560757',
      name: 'Lamar Jackson',
      position: 'QB',
      minutes: null,
      started: null,
      goals: 0,
      assists: 0,
      points: 0,
      passingYards: 273,
      passingTds: 1,
      rushingYards: 122,
    });
    expect([row!.team, row!.opponent, row!.home]).toEqual(['BAL', 'KC', false]);
  });

  it('reports a traded or released player whose listed team had no game, and skips empty rows', () => {
    // 2022/5/RB.csv line 41: Lindsay's 40 rushing yards that week, listed as a free agent on a
    // bye (the file shows his end-of-season status), and a player with no stat at all.
    const text = `${OFFENCE}\nHolton Ahlers,2571369,QB,FA,Bye,,,,,,,,,,,,,,,,,,,,,,,33,0.00\nPhillip Lindsay,2559947,RB,FA,Bye,,,,40,,3,14,,,,,,,11,3,14,3,4,75,,,,40,6.90\n`;
    const { items, problems } = parseNflWeekFile(text, '2022/5/RB.csv', '2022', 5);
    expect(items).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: '2022/5/RB.csv', line: 3 });
    expect(problems[0]!.reason).toContain('Phillip Lindsay has stats but no listed game');
  });

  it('reads the Rams, LAR in 2024 files, as nflverse LA', () => {
    // 2024/1/K.csv line 18: 2 PATs and 2 field goals of the Rams' 20 at Detroit.
    const text = `${KICKERS}\nJoshua Karty,2572201,K,LAR,@DET,2,,,1,,1,,,,,17,9.00\n`;
    const [row] = parseNflWeekFile(text, 'K.csv', '2024', 1).items;
    expect([row!.team, row!.opponent, row!.line.points]).toEqual(['LA', 'DET', 8]);
  });
});
