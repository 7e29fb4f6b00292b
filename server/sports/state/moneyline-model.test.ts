import { describe, expect, it } from 'vitest';
import type { ClosingPriceRow, StarterRow, UsGameRow } from '../../db/queries/mlb-nhl-games.ts';
import { moneylineModel } from './moneyline-model.ts';

const YANKEES = 1;
const RED_SOX = 2;

function game(id: number, kickoff: string, homeScore: number | null, awayScore: number | null) {
  return {
    id,
    season: '2022',
    kickoff: new Date(kickoff),
    kickoffTimeKnown: true,
    homeTeamId: YANKEES,
    awayTeamId: RED_SOX,
    homeScore,
    awayScore,
    stats: null,
    details: { outs: 54 },
    source: 'retrosheet',
  } satisfies UsGameRow;
}

const listed = (matchId: number, side: 'home' | 'away', name: string, at: string): StarterRow => ({
  matchId,
  side,
  kind: 'listed',
  knownAt: new Date(at),
  source: 'workbook',
  players: [{ name }],
});
const actual = (matchId: number, side: 'home' | 'away', id: string, name: string, at: string) =>
  ({
    matchId,
    side,
    kind: 'actual',
    knownAt: new Date(at),
    source: 'retrosheet',
    players: [{ id, name }],
  }) satisfies StarterRow;

// Gerrit Cole starts the first two at home; the third lists him again. Each game's listing is
// known the evening before, the actual starter at first pitch.
const rows = [
  game(1, '2022-04-10T17:05:00Z', 2, 3),
  game(2, '2022-04-15T23:05:00Z', 4, 1),
  game(3, '2022-04-20T23:05:00Z', 5, 0),
];
const starters: StarterRow[] = [
  listed(1, 'home', 'G COLE', '2022-04-10T02:00:00Z'),
  actual(1, 'home', 'coleg001', 'Gerrit Cole', '2022-04-10T17:05:00Z'),
  listed(2, 'home', 'G COLE', '2022-04-15T02:00:00Z'),
  actual(2, 'home', 'coleg001', 'Gerrit Cole', '2022-04-15T23:05:00Z'),
  listed(3, 'home', 'G COLE', '2022-04-20T02:00:00Z'),
];

describe('MLB starting pitchers at the clock', () => {
  it("names the listed pitcher by his own name and gives his season's starts before the clock", () => {
    const model = moneylineModel('MLB', rows, starters, new Date('2022-04-20T12:00:00Z'), '2022');
    expect(model.starters(3)).toEqual({
      // His team allowed 3 and then 1 runs in nine-inning games: 2.00 per nine.
      home: { name: 'Gerrit Cole', starts: 2, runsPerNine: 2 },
      away: null,
    });
  });

  it('counts no start whose result the clock does not know yet', () => {
    // 23:30 on the 15th: game 2 is under way, so only game 1 counts.
    const model = moneylineModel('MLB', rows, starters, new Date('2022-04-15T23:30:00Z'), '2022');
    expect(model.starters(2)).toEqual({
      home: { name: 'Gerrit Cole', starts: 1, runsPerNine: 3 },
      away: null,
    });
  });

  it('has no starters for a game with no listing, and none in the NHL', () => {
    const unlisted = starters.filter((s) => s.matchId !== 3);
    const asOf = new Date('2022-04-20T12:00:00Z');
    expect(moneylineModel('MLB', rows, unlisted, asOf, '2022').starters(3)).toBeNull();
    expect(moneylineModel('NHL', rows, [], asOf, '2022').starters(3)).toBeNull();
  });

  it('never reads a score the clock cannot know into the forecast', () => {
    const asOf = new Date('2022-04-20T12:00:00Z');
    const fixture = {
      id: '3',
      home: YANKEES,
      away: RED_SOX,
      kickoff: rows[2]!.kickoff,
      season: '2022',
      neutral: false,
    };
    const known = moneylineModel('MLB', rows, starters, asOf, '2022').forecast([fixture]);
    // The same game with a different (future) score must forecast the same.
    const rewritten = rows.map((r) => (r.id === 3 ? { ...r, homeScore: 0, awayScore: 9 } : r));
    const again = moneylineModel('MLB', rewritten, starters, asOf, '2022').forecast([fixture]);
    expect(again['3']!.model).toEqual(known['3']!.model);
    expect(known['3']!.model[0]! + known['3']!.model[1]!).toBeCloseTo(1, 12);
  });

  it("learns the listed starter from earlier games' closing prices, never the game's own", () => {
    const asOf = new Date('2022-04-20T12:00:00Z');
    const closing = (matchId: number, home: number, away: number, source = 'sportsbookreview') =>
      ({
        matchId,
        kind: 'closing',
        capturedAt: rows[matchId - 1]!.kickoff,
        source,
        quotes: [{ market: 'moneyline', prices: [home, away] }],
      }) satisfies ClosingPriceRow;
    const fixture = {
      id: '3',
      home: YANKEES,
      away: RED_SOX,
      kickoff: rows[2]!.kickoff,
      season: '2022',
      neutral: false,
    };
    const forecast = (prices: ClosingPriceRow[]) =>
      moneylineModel('MLB', rows, starters, asOf, '2022', prices).forecast([fixture])['3']!
        .model[0]!;
    const unpriced = forecast([]);
    // Cole's two starts were priced far above what the teams alone would give.
    const coleStrong = [closing(1, 1.3, 3.8), closing(2, 1.3, 3.8)];
    expect(forecast(coleStrong)).toBeGreaterThan(unpriced + 0.01);
    // OddsPortal's average is no price anyone could take: not read.
    expect(forecast([closing(1, 1.3, 3.8, 'oddsportal'), closing(2, 1.3, 3.8, 'oddsportal')])).toBe(
      unpriced,
    );
    // A price of the game forecast itself changes nothing.
    expect(forecast([...coleStrong, closing(3, 1.05, 11)])).toBe(forecast(coleStrong));
  });
});
