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
    expect(problems[0]!.reason).not.toContain('no player has');
    expect(problems[0]).toMatchObject({ file: '2022/5/RB.csv', line: 3 });
    expect(problems[0]!.reason).toContain('Phillip Lindsay has stats but no listed game');
  });

  it('reports a week whose file has no stat at all (2022 week 16)', () => {
    // 2022/16/QB.csv lines 2-3: the schedule is there, every statistic blank.
    const text = `${OFFENCE}\nBrandon Allen,2555365,QB,CIN,@NE,,,,,,,,,,,,,,,,,,,,,,,1,0.00\nJosh Allen,2560955,QB,BUF,@CHI,,,,,,,,,,,,,,,,,,,,,,,2,0.00\n`;
    expect(parseNflWeekFile(text, '2022/16/QB.csv', '2022', 16)).toEqual({
      items: [],
      problems: [
        { file: '2022/16/QB.csv', line: 2, reason: 'no player has a recorded stat this week' },
      ],
    });
  });

  it('reports a traded player listed under his new team in a week it had a bye', () => {
    // 2021/6/RB.csv line 30: Ingram's 73 rushing yards came for Houston; the file, written at
    // the season's end, lists him under New Orleans, who had a bye that week.
    const text = `${OFFENCE}\n${'\n'.repeat(28)}Mark Ingram,2495466,RB,NO,Bye,,,,73,,2,8,,,,,,,,,,,,,,,,29,9.10\n`;
    const { items, problems } = parseNflWeekFile(text, '2021/6/RB.csv', '2021', 6);
    expect(items).toEqual([]);
    expect(problems).toEqual([
      {
        file: '2021/6/RB.csv',
        line: 30,
        reason:
          'Mark Ingram has stats but no listed game (team "NO", opponent "Bye"): a traded or released player',
      },
    ]);
  });

  it('reads the Rams as LA in 2021–2023 files and LAR in 2024 ones (nflverse: LA)', () => {
    // 2021/3/WR.csv line 3: Kupp's 2 touchdown catches against Tampa Bay at home.
    const wr = `${OFFENCE}\nCooper Kupp,2557898,WR,LA,TB,,,,,,9,96,2,,,,,60.50,,9,9,9,12,75,3,3,2,2,26.10\n`;
    const [kupp] = parseNflWeekFile(wr, 'WR.csv', '2021', 3).items;
    expect([kupp!.team, kupp!.opponent, kupp!.home, kupp!.line.points]).toEqual([
      'LA',
      'TB',
      true,
      12,
    ]);
    expect(kupp!.line).toMatchObject({ receptions: 9, receivingYards: 96, receivingTds: 2 });
    // 2024/1/K.csv line 18: 2 PATs and 2 field goals of the Rams' 20 at Detroit.
    const text = `${KICKERS}\nJoshua Karty,2572201,K,LAR,@DET,2,,,1,,1,,,,,17,9.00\n`;
    const [row] = parseNflWeekFile(text, 'K.csv', '2024', 1).items;
    expect([row!.team, row!.opponent, row!.line.points]).toEqual(['LA', 'DET', 8]);
  });
});
