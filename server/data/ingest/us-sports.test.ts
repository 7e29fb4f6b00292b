import { describe, expect, it } from 'vitest';
import { parseFiveThirtyEightGames } from './fivethirtyeight.ts';
import { parseNbaGames } from './nba.ts';
import { parseNflverseGames } from './nflverse.ts';
import { parseSportsbookReviewArchive } from './sportsbookreview.ts';

describe('NBA, NFL and FiveThirtyEight files', () => {
  it('reads NBA games: the favourite’s spread becomes the home handicap; moneylines become decimal', () => {
    const text = [
      'season,date,regular,playoffs,away,home,score_away,score_home,whos_favored,spread,total,moneyline_away,moneyline_home',
      '2008,2007-10-30,True,False,por,sa,97,106,home,13.0,189.5,900,-1400',
      '2025,2025-06-19,False,True,okc,ind,91,108,away,5.5,222.5,,',
    ].join('\n');
    const { items, problems } = parseNbaGames(text, 'nba.csv');
    expect(problems).toEqual([]);
    expect(items[0]).toMatchObject({
      leagueId: 'NBA',
      season: '2007/08',
      home: 'sa',
      away: 'por',
      homeScore: 106,
    });
    const quotes = items[0]!.odds[0]!.quotes;
    expect(quotes).toContainEqual({
      bookmaker: 'Closing line',
      market: 'spread',
      line: -13,
      prices: [],
    });
    expect(quotes).toContainEqual({
      bookmaker: 'Closing line',
      market: 'total',
      line: 189.5,
      prices: [],
    });
    const moneyline = quotes.find((q) => q.market === 'moneyline')!;
    expect(moneyline.prices[0]).toBeCloseTo(1 + 100 / 1400, 10);
    expect(moneyline.prices[1]).toBe(10);
    // Away favourite by 5.5, no moneyline in the file.
    expect(items[1]!.odds[0]!.quotes).toEqual([
      { bookmaker: 'Closing line', market: 'spread', line: 5.5, prices: [] },
      { bookmaker: 'Closing line', market: 'total', line: 222.5, prices: [] },
    ]);
  });

  it('reads nflverse games with Eastern kick-off times, lines and an unplayed game', () => {
    const text = [
      'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,away_moneyline,home_moneyline,spread_line,away_spread_odds,home_spread_odds,total_line,under_odds,over_odds',
      '2024_20_HOU_KC,2024,DIV,20,2025-01-18,Saturday,16:30,HOU,14,KC,23,Home,355,-450,8.5,-110,-110,41.5,-108,-112',
      '2024_22_KC_PHI,2024,SB,22,2025-02-09,Sunday,18:30,KC,,PHI,,Neutral,-122,102,-1.5,-105,-115,48.5,-110,-110',
    ].join('\n');
    const { items, problems } = parseNflverseGames(text, 'games.csv');
    expect(problems).toEqual([]);
    expect(items[0]!.kickoff.toISOString()).toBe('2025-01-18T21:30:00.000Z');
    expect(items[0]!.odds[0]!.quotes).toContainEqual({
      bookmaker: 'Closing line',
      market: 'spread',
      line: -8.5,
      prices: [1 + 100 / 110, 1 + 100 / 110],
    });
    expect(items[1]).toMatchObject({
      homeScore: null,
      awayScore: null,
      stats: { playoff: 1, neutral: 1 },
    });
  });

  it('reads FiveThirtyEight forecasts and reports unreadable rows', () => {
    const text =
      'season,date,team1,team2,prob1\n2021,2022-02-13,Bengals,Rams,0.315\n2021,2022-02-14,Bengals,Rams,1.7\n';
    const { items, problems } = parseFiveThirtyEightGames(text, 'nfl_games.csv');
    expect(items).toEqual([
      {
        date: '2022-02-13',
        team1: 'Bengals',
        team2: 'Rams',
        prob1: 0.315,
        file: 'nfl_games.csv',
        line: 2,
      },
    ]);
    expect(problems).toEqual([
      { file: 'nfl_games.csv', line: 3, reason: 'unreadable forecast row' },
    ]);
  });

  it('reads the sportsbookreview archive: opening spread and total, with its odd team spellings', () => {
    const text = JSON.stringify([
      {
        season: 2011,
        date: 20110908.0,
        home_team: 'Packers',
        away_team: 'Saints',
        home_open_spread: -4.5,
        open_over_under: 46.0,
      },
      {
        season: 2015,
        date: 20151017.0,
        home_team: 'LosAngeles',
        away_team: 'Fortyniners',
        home_open_spread: 3,
        open_over_under: 0,
      },
      {
        season: 2017,
        date: 20180204.0,
        home_team: 0,
        away_team: 'Eagles',
        home_open_spread: 4.5,
        open_over_under: 49,
      },
    ]);
    const { items, problems } = parseSportsbookReviewArchive(text, 'nfl_archive.json');
    expect(items[0]).toMatchObject({
      localDate: '2011-09-08',
      home: ['GB'],
      away: ['NO'],
      quotes: [
        { bookmaker: 'Opening line', market: 'spread', line: -4.5, prices: [] },
        { bookmaker: 'Opening line', market: 'total', line: 46, prices: [] },
      ],
    });
    // "LosAngeles" could be either franchise; ingest picks the one that played that day.
    expect(items[1]).toMatchObject({
      home: ['LA', 'LAC'],
      away: ['SF'],
      quotes: [{ market: 'spread', line: 3 }],
    });
    expect(problems).toEqual([
      { file: 'nfl_archive.json', line: 3, reason: 'unreadable game (date 20180204, Eagles at 0)' },
    ]);
  });

  it('takes a team spelled like an inherited object property as an unknown team', () => {
    const text = JSON.stringify([
      { season: 2011, date: 20110908.0, home_team: 'constructor', away_team: 'Saints' },
      { season: 2011, date: 20110908.0, home_team: 'Packers', away_team: 'toString' },
    ]);
    const { items, problems } = parseSportsbookReviewArchive(text, 'nfl_archive.json');
    expect(items).toEqual([]);
    expect(problems.map((problem) => problem.line)).toEqual([1, 2]);
  });
});
