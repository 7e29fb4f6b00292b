import { describe, expect, it } from 'vitest';
import { parseFootballData } from './football-data.ts';

// Header and rows in football-data.co.uk's own format (a 2019/20-style file, trimmed).
const MODERN_HEADER =
  'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HS,AS,HST,AST,B365H,B365D,B365A,PSH,PSD,PSA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,B365>2.5,B365<2.5,P>2.5,P<2.5,AHh,PAHH,PAHA,PSCH,PSCD,PSCA,PC>2.5,PC<2.5,AHCh,PCAHH,PCAHA';

describe('football-data.co.uk files', () => {
  it('reads a modern file with a BOM and CRLF line ends: results, stats and every price', () => {
    const text =
      '\uFEFF' +
      [
        MODERN_HEADER,
        'E0,09/08/2019,20:00,Liverpool,Norwich,4,1,H,15,12,7,5,1.14,10,19,1.16,9.59,20.49,1.17,10.5,21.5,1.15,9.3,18.5,1.4,3,1.41,3.09,-2.25,1.96,1.96,1.15,10.51,20.65,1.36,3.35,-2.25,1.9,2.02',
        'E0,10/08/2019,12:30,West Ham,Man City,0,5,A,5,14,3,9,12,6.5,1.22,12.68,6.81,1.24,13.5,7.5,1.27,12.2,6.7,1.23,1.66,2.2,1.69,2.28,1.75,2.01,1.91,12.56,7.26,1.23,,,1.75,1.98,1.94',
      ].join('\r\n');
    const { items, problems } = parseFootballData(text, 'E0_1920.csv');
    expect(problems).toEqual([]);
    expect(items).toHaveLength(2);
    const [first] = items;
    expect(first).toMatchObject({
      leagueId: 'E0',
      season: '2019/20',
      localDate: '2019-08-09',
      home: 'Liverpool',
      away: 'Norwich',
      homeScore: 4,
      awayScore: 1,
      kickoffTimeKnown: true,
      stats: { HS: 15, AS: 12, HST: 7, AST: 5 },
    });
    // 20:00 UK summer time is 19:00 UTC.
    expect(first!.kickoff.toISOString()).toBe('2019-08-09T19:00:00.000Z');
    const opening = first!.odds.find((o) => o.kind === 'opening')!.quotes;
    const closing = first!.odds.find((o) => o.kind === 'closing')!.quotes;
    expect(opening).toContainEqual({
      bookmaker: 'Pinnacle',
      market: '1x2',
      line: null,
      prices: [1.16, 9.59, 20.49],
    });
    expect(opening).toContainEqual({
      bookmaker: 'Market average',
      market: '1x2',
      line: null,
      prices: [1.15, 9.3, 18.5],
    });
    expect(opening).toContainEqual({
      bookmaker: 'Pinnacle',
      market: 'ou',
      line: 2.5,
      prices: [1.41, 3.09],
    });
    expect(opening).toContainEqual({
      bookmaker: 'Pinnacle',
      market: 'ah',
      line: -2.25,
      prices: [1.96, 1.96],
    });
    expect(closing).toContainEqual({
      bookmaker: 'Pinnacle',
      market: '1x2',
      line: null,
      prices: [1.15, 10.51, 20.65],
    });
    expect(closing).toContainEqual({
      bookmaker: 'Pinnacle',
      market: 'ah',
      line: -2.25,
      prices: [1.9, 2.02],
    });
    // A blank closing over/under price leaves that book out rather than half-filled.
    const secondClosing = items[1]!.odds.find((o) => o.kind === 'closing')!.quotes;
    expect(secondClosing.some((q) => q.market === 'ou')).toBe(false);
  });

  it('reads an old file: two-digit years, no kick-off time, Betbrain aggregates, bare-CR line ends, padding rows', () => {
    const text = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A,BbMxH,BbAvH,BbMxD,BbAvD,BbMxA,BbAvA,BbMx>2.5,BbAv>2.5,BbMx<2.5,BbAv<2.5,BbAHh,BbMxAHH,BbAvAHH,BbMxAHA,BbAvAHA',
      'E0,14/08/10,Aston Villa,West Ham,3,0,H,2,3.3,4,2.09,1.96,3.4,3.3,4.33,4.03,2.11,2.01,1.82,1.75,-0.5,2.05,1.98,1.9,1.85',
      'E0,02/01/11,Fulham,West Brom,3,0,H,1.8,3.5,4.5,,,,,,,,,,,,,,,',
      ',,,,,,,,,,,,,,,,,,,,,,,,',
    ].join('\r');
    const { items, problems } = parseFootballData(text, 'Premier.csv');
    expect(problems).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      season: '2010/11',
      localDate: '2010-08-14',
      kickoffTimeKnown: false,
    });
    // Assumed 15:00 UK local: 14:00 UTC in August, 15:00 UTC in January.
    expect(items[0]!.kickoff.toISOString()).toBe('2010-08-14T14:00:00.000Z');
    expect(items[1]!.kickoff.toISOString()).toBe('2011-01-02T15:00:00.000Z');
    const quotes = items[0]!.odds[0]!.quotes;
    expect(quotes).toContainEqual({
      bookmaker: 'Market maximum',
      market: '1x2',
      line: null,
      prices: [2.09, 3.4, 4.33],
    });
    expect(quotes).toContainEqual({
      bookmaker: 'Market average',
      market: 'ou',
      line: 2.5,
      prices: [2.01, 1.75],
    });
    expect(quotes).toContainEqual({
      bookmaker: 'Market maximum',
      market: 'ah',
      line: -0.5,
      prices: [2.05, 1.9],
    });
    expect(items[1]!.odds[0]!.quotes).toEqual([
      { bookmaker: 'Bet365', market: '1x2', line: null, prices: [1.8, 3.5, 4.5] },
    ]);
  });

  it('reads the pandas re-exports with renamed over/under headers and four-digit years', () => {
    const text = [
      'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,PSH,PSD,PSA,P_2_5,P_2_5_1,PC_2_5,PC_2_5_1',
      'SP1,16/08/2019,20:00,Ath Bilbao,Barcelona,1,0,H,5.15,3.84,1.74,1.81,2.09,1.85,2.05',
    ].join('\n');
    const { items } = parseFootballData(text, 'SP1_1920.csv');
    expect(items[0]!.odds.find((o) => o.kind === 'opening')!.quotes).toContainEqual({
      bookmaker: 'Pinnacle',
      market: 'ou',
      line: 2.5,
      prices: [1.81, 2.09],
    });
    expect(items[0]!.odds.find((o) => o.kind === 'closing')!.quotes).toContainEqual({
      bookmaker: 'Pinnacle',
      market: 'ou',
      line: 2.5,
      prices: [1.85, 2.05],
    });
  });

  it('reports a bad row by file and line and keeps the rest', () => {
    const text = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG',
      'E0,17/08/2024,Arsenal,Wolves,2,0',
      'E0,31/02/2024,Brentford,Palace,2,1',
      'E0,18/08/2024,Chelsea,,0,2',
      'E0,18/08/2024,Everton,Brighton,x,3',
      'XX,18/08/2024,Everton,Brighton,0,3',
      'E0,24/08/2024,Brighton,Man United,2,1',
    ].join('\n');
    const { items, problems } = parseFootballData(text, 'bad.csv');
    expect(items.map((m) => m.home)).toEqual(['Arsenal', 'Brighton']);
    expect(problems).toEqual([
      { file: 'bad.csv', line: 3, reason: 'unreadable date "31/02/2024"' },
      { file: 'bad.csv', line: 4, reason: 'missing team name' },
      { file: 'bad.csv', line: 5, reason: 'unreadable score "x-3"' },
      { file: 'bad.csv', line: 6, reason: 'unknown league "XX"' },
    ]);
  });

  it('takes the league from the caller for results-only files without a Div column', () => {
    const text = 'Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR\n2018-08-17,Betis,Levante,0,3,A\n';
    const { items } = parseFootballData(text, 'season-1819.csv', { leagueId: 'SP1' });
    expect(items[0]).toMatchObject({
      leagueId: 'SP1',
      season: '2018/19',
      homeScore: 0,
      awayScore: 3,
      odds: [],
    });
  });
});
