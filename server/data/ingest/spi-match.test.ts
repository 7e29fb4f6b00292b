import { describe, expect, it } from 'vitest';
import { parseSpiMatches } from './spi.ts';
import { spiMatcher } from './spi-match.ts';

const NAMES: Record<number, string[]> = {
  1: ['Man City', 'Manchester City'],
  2: ['Man United', 'Manchester United'],
  3: ['Arsenal'],
  4: ['Chelsea'],
  5: ['Olympiakos Piraeus'],
  6: ['Real Madrid'],
  7: ['Liverpool'],
};
const matches = [
  { id: 10, leagueId: 'E0', localDate: '2018-03-10', homeTeamId: 2, awayTeamId: 3 },
  { id: 11, leagueId: 'E0', localDate: '2018-03-10', homeTeamId: 1, awayTeamId: 4 },
  { id: 12, leagueId: 'UCL', localDate: '2018-05-26', homeTeamId: 6, awayTeamId: 7 },
  { id: 13, leagueId: 'UCL', localDate: '2017-10-18', homeTeamId: 5, awayTeamId: 4 },
];
const find = spiMatcher(matches, (id) => NAMES[id] ?? []);

describe('spiMatcher', () => {
  it('finds the match by league, date and both teams, never by a shared word alone', () => {
    const row = {
      leagueId: 'E0',
      date: '2018-03-10',
      team1: 'Manchester United',
      team2: 'Arsenal',
    };
    expect(find(row)).toEqual({ matchId: 10, swapped: false });
    expect(find({ ...row, team1: 'Manchester City', team2: 'Chelsea' })).toEqual({
      matchId: 11,
      swapped: false,
    });
    expect(find({ ...row, team2: 'Chelsea' })).toBeUndefined();
    expect(find({ ...row, leagueId: 'E1' })).toBeUndefined();
  });

  it('accepts a day either side, the reverse pairing, and a close spelling of one side', () => {
    expect(
      find({ leagueId: 'UCL', date: '2018-05-25', team1: 'Liverpool', team2: 'Real Madrid' }),
    ).toEqual({
      matchId: 12,
      swapped: true,
    });
    expect(
      find({ leagueId: 'UCL', date: '2017-10-18', team1: 'Olympiacos', team2: 'Chelsea' }),
    ).toEqual({
      matchId: 13,
      swapped: false,
    });
    expect(
      find({ leagueId: 'UCL', date: '2018-05-28', team1: 'Real Madrid', team2: 'Liverpool' }),
    ).toBeUndefined();
  });
});

describe('parseSpiMatches', () => {
  it('keeps our leagues with file lines, counts the rest, and reads xG and the result', () => {
    const text =
      'season,date,league_id,league,team1,team2,spi1,spi2,prob1,prob2,probtie,proj_score1,proj_score2,importance1,importance2,score1,score2,xg1,xg2,nsxg1,nsxg2,adj_score1,adj_score2\n' +
      '2019,2019-03-01,1979,Chinese Super League,Shandong Luneng,Guizhou Renhe,48.22,37.83,0.5755,0.174,0.2505,1.75,0.84,45.9,22.1,1,0,1.39,0.26,2.05,0.54,1.05,0.0\n' +
      '2017,2018-05-26,1818,UEFA Champions League,Real Madrid,Liverpool,88.0,84.3,0.4662,0.2845,0.2493,1.67,1.28,,,3,1,1.08,0.57,1.2,0.6,2.58,1.05\n' +
      '2019,2020-04-11,2411,Barclays Premier League,Arsenal,Chelsea,80,82,0.4,0.3,0.3,1.5,1.3,,,,,,,,,,\n' +
      '2019,2020-04-11,2411,Barclays Premier League,Arsenal,Chelsea,80,82,abc,0.3,0.3,1.5,1.3,,,,,,,,,,\n';
    const { items, problems, otherLeagues } = parseSpiMatches(text, 'spi.csv');
    expect(otherLeagues).toBe(1);
    expect(items).toEqual([
      {
        leagueId: 'UCL',
        date: '2018-05-26',
        team1: 'Real Madrid',
        team2: 'Liverpool',
        prob1: 0.4662,
        probtie: 0.2493,
        prob2: 0.2845,
        xg: [1.08, 0.57],
        score: [3, 1],
        file: 'spi.csv',
        line: 3,
      },
      expect.objectContaining({ leagueId: 'E0', xg: null, score: null, line: 4 }),
    ]);
    expect(problems).toEqual([{ file: 'spi.csv', line: 5, reason: 'unreadable SPI row' }]);
  });
});
