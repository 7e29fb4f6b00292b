import { describe, expect, it } from 'vitest';
import { parseFootballTxt } from './football-txt.ts';

// Unedited extracts of openfootball/champions-league (CC0), header lines kept.
const LEAGUE_PHASE_2024 = `= UEFA Champions League 2024/25

# Date       Tue Sep/17 2024 - Sat May/31 2025 (256d)
# Teams      36
# Matches    189
# Stages     League (144)  Playoffs (16)  Finals (29)



» League, Matchday 1
  Tue Sep/17 2024
    18.45  BSC Young Boys (SUI)    v Aston Villa FC (ENG)     0-3 (0-2)
           Juventus FC (ITA)       v PSV (NED)                3-1 (2-0)
    21.00  Sporting Clube de Portugal (POR) v Lille OSC (FRA)          2-0 (1-0)
  Wed Sep/18
    21.00  Manchester City FC (ENG) v FC Internazionale Milano (ITA)  0-0
  Thu Sep/19
           FK Crvena Zvezda (SRB)  v Sport Lisboa e Benfica (POR)  1-2 (0-2)


» League, Matchday 7
  Tue Jan/21 2025
    21.00  Paris Saint-Germain FC (FRA) v Manchester City FC (ENG)  4-2 (0-0)


» Finals, Round of 16
  Tue Mar/11
    21.00  Liverpool FC (ENG)      v Paris Saint-Germain FC (FRA)  1-4 pen. 0-1 a.e.t. (0-1, 0-1)


» Finals, Final
  Sat May/31
    21.00  Paris Saint-Germain FC (FRA) v FC Internazionale Milano (ITA)  5-0 (2-0)
`;

// 2019/20: group by group, so the dates restart at every group; the final moved to August 2020.
const GROUPS_2019 = `= UEFA Champions League 2019/20

# Date       Tue Sep/17 2019 - Sun Aug/23 2020 (341d)
# Teams      32
# Matches    119



» Group A
  Wed Sep/18 2019
    21.00  Paris Saint-Germain (FRA) v Real Madrid (ESP)        3-0 (2-0)
  Wed Dec/11
    21.00  Paris Saint-Germain (FRA) v Galatasaray (TUR)        5-0 (2-0)


» Group B
  Wed Sep/18
    18.55  Olympiakos Piraeus (GRE) v Tottenham Hotspur (ENG)  2-2 (1-2)


» Quarterfinals
  Thu Aug/13
    21.00  RB Leipzig (GER)        v Atlético Madrid (ESP)    2-1 (0-0)


» Final
  Sun Aug/23
    21.00  Paris Saint-Germain (FRA) v Bayern München (GER)     0-1 (0-0)
`;

describe('parseFootballTxt', () => {
  it('reads a league-phase block: competition, season, round, teams, countries and the 90-minute score', () => {
    const { items, problems } = parseFootballTxt(LEAGUE_PHASE_2024, '2024-25/cl.txt');
    expect(problems).toEqual([]);
    expect(items).toHaveLength(8);
    const first = items[0]!;
    expect(first).toMatchObject({
      leagueId: 'UCL',
      season: '2024/25',
      localDate: '2024-09-17',
      home: 'BSC Young Boys',
      homeCountry: 'SUI',
      away: 'Aston Villa FC',
      awayCountry: 'ENG',
      homeScore: 0,
      awayScore: 3,
      kickoffTimeKnown: true,
      details: { round: 'League, Matchday 1' },
      file: '2024-25/cl.txt',
      line: 12,
    });
    // 18.45 Central European Summer Time is 16:45 UTC.
    expect(first.kickoff.toISOString()).toBe('2024-09-17T16:45:00.000Z');
    // A blank time is the line above's.
    expect(items[1]!.kickoff.toISOString()).toBe('2024-09-17T16:45:00.000Z');
    expect(items[2]!.kickoff.toISOString()).toBe('2024-09-17T19:00:00.000Z');
    expect(items[3]).toMatchObject({ homeScore: 0, awayScore: 0, localDate: '2024-09-18' });
  });

  it('assumes 20:00 local when a day has no time at all, and says the time is not known', () => {
    const { items } = parseFootballTxt(LEAGUE_PHASE_2024, '2024-25/cl.txt');
    const redStar = items.find((m) => m.home === 'FK Crvena Zvezda')!;
    expect(redStar.kickoffTimeKnown).toBe(false);
    expect(redStar.kickoff.toISOString()).toBe('2024-09-19T18:00:00.000Z');
  });

  it('converts winter kick-offs with CET (+1) and summer ones with CEST (+2)', () => {
    const { items } = parseFootballTxt(LEAGUE_PHASE_2024, '2024-25/cl.txt');
    const january = items.find((m) => m.localDate === '2025-01-21')!;
    expect(january.kickoff.toISOString()).toBe('2025-01-21T20:00:00.000Z');
    const final = items.at(-1)!;
    expect(final.kickoff.toISOString()).toBe('2025-05-31T19:00:00.000Z');
  });

  it('keeps the 90-minute score for 1X2 and puts extra time and the shoot-out in details', () => {
    const { items } = parseFootballTxt(LEAGUE_PHASE_2024, '2024-25/cl.txt');
    const liverpool = items.find((m) => m.home === 'Liverpool FC')!;
    expect(liverpool).toMatchObject({ localDate: '2025-03-11', homeScore: 0, awayScore: 1 });
    expect(liverpool.details).toEqual({
      round: 'Finals, Round of 16',
      extraTime: [0, 1],
      penalties: [1, 4],
    });
    const aet = parseFootballTxt(
      `${GROUPS_2019.split('» Group A')[0]}» Round of 16\n  Wed Aug/12\n           Liverpool FC (ENG)      v Atlético Madrid (ESP)    2-3 a.e.t. (1-0, 1-0)\n` +
        '           Atlético Madrid (ESP)   v PSV Eindhoven (NED)      8-7 pen. 0-0 a.e.t. (0-0)\n',
      'x.txt',
    ).items;
    expect(aet[0]).toMatchObject({ homeScore: 1, awayScore: 0, details: { extraTime: [2, 3] } });
    expect(aet[0]!.details.penalties).toBeUndefined();
    expect(aet[1]).toMatchObject({
      homeScore: 0,
      awayScore: 0,
      details: { extraTime: [0, 0], penalties: [8, 7] },
    });
  });

  it('marks the final (and only the final) as played at a neutral venue', () => {
    const { items } = parseFootballTxt(LEAGUE_PHASE_2024, '2024-25/cl.txt');
    expect(items.filter((m) => m.details.neutral).map((m) => m.localDate)).toEqual(['2025-05-31']);
    expect(items.at(-1)).toMatchObject({
      home: 'Paris Saint-Germain FC',
      away: 'FC Internazionale Milano',
      homeScore: 5,
      awayScore: 0,
    });
  });

  it('infers a missing year from the season span, even when dates restart at every group', () => {
    const { items, problems } = parseFootballTxt(GROUPS_2019, '2019-20/cl.txt');
    expect(problems).toEqual([]);
    expect(items.map((m) => m.localDate)).toEqual([
      '2019-09-18',
      '2019-12-11',
      '2019-09-18', // Group B starts again in September
      '2020-08-13', // August after the span's start: 2020, not 2019
      '2020-08-23',
    ]);
    expect(items.at(-1)!.details).toEqual({ round: 'Final', neutral: true });
    // The August 2020 quarter-finals were single matches in Lisbon.
    expect(items.at(-2)!.details).toEqual({ round: 'Quarterfinals', neutral: true });
    expect(items[0]!.details.neutral).toBeUndefined();
    // 18.55 CEST.
    expect(items[2]!.kickoff.toISOString()).toBe('2019-09-18T16:55:00.000Z');
  });

  it('reads qualifying files (span without a first year) as the competition, flagged qualifying', () => {
    const text = `= UEFA Champions League - Quali 2024/25

# Date       Tue Jul/9 - Wed Aug/28 2024 (50d)

» Round 1
  Tue Jul/9 2024
    17.30  FK Panevėžys (LTU)      v HJK Helsinki (FIN)       3-0 (1-0)
  Tue Jul/16
    16.30  KF Ballkani (KOS)       v UE Santa Coloma (AND)    5-6 pen. 1-2 a.e.t. (0-1, 0-0)
`;
    const { items, problems } = parseFootballTxt(text, '2024-25/clq.txt');
    expect(problems).toEqual([]);
    expect(items.map((m) => [m.leagueId, m.season, m.localDate])).toEqual([
      ['UCL', '2024/25', '2024-07-09'],
      ['UCL', '2024/25', '2024-07-16'],
    ]);
    expect(items[1]!.details).toEqual({
      round: 'Round 1',
      qualifying: true,
      extraTime: [1, 2],
      penalties: [5, 6],
    });
    expect(items[1]).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('reports matches that were not played and lines it cannot read, with file and line', () => {
    const text = `= UEFA Europa League 2021/22

# Date       Wed Sep/15 2021 - Wed May/18 2022 (245d)

» Round of 16
  Thu Mar/10 2022
           RB Leipzig (GER)        v Spartak Moskva (RUS)     [cancelled]
    18.55  Villarreal CF (ESP)     v Qarabağ FK (AZE)         3-0    [awarded]
    21.00  West Ham United (ENG)   v Sevilla FC (ESP)         2-0 after penalties
    21.00  somebody versus someone
  Fri Mar/10
`;
    const { items, problems } = parseFootballTxt(text, '2021-22/el.txt');
    expect(items).toEqual([]);
    expect(problems).toEqual([
      { file: '2021-22/el.txt', line: 7, reason: 'cancelled, not played' },
      { file: '2021-22/el.txt', line: 8, reason: 'awarded 3-0, not played' },
      { file: '2021-22/el.txt', line: 9, reason: 'unreadable result "2-0 after penalties"' },
      { file: '2021-22/el.txt', line: 10, reason: 'unreadable line' },
      // 10 March 2022 was a Thursday.
      { file: '2021-22/el.txt', line: 11, reason: 'unreadable date "Fri Mar/10"' },
    ]);
  });

  it('refuses a file that is not a UEFA competition', () => {
    expect(parseFootballTxt('= English Premier League 2024/25\n', 'eng.txt')).toEqual({
      items: [],
      problems: [{ file: 'eng.txt', line: 1, reason: 'not a UEFA competition' }],
    });
  });
});
