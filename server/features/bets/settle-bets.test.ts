import { describe, expect, it } from 'vitest';
import type { OpenMatchBet } from '../../db/queries/bet-grading.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { closingProbability, movedClosingLine } from './closing.ts';
import { gradeBet, VOID_AFTER_MS } from './settle-bets.ts';

const kickoff = new Date('2024-12-01T18:00:00Z');

const bet = (over: Partial<OpenMatchBet>): OpenMatchBet => ({
  id: 'b1',
  matchId: 7,
  leagueId: 'NFL',
  kickoff,
  kickoffTimeKnown: true,
  takenAt: new Date('2024-12-01T12:00:00Z'),
  market: 'moneyline',
  selection: 'home',
  line: null,
  homeScore: 20,
  awayScore: 17,
  ...over,
});

const closing = (quotes: OddsDocRow['quotes']): OddsDocRow[] => [
  { matchId: 7, kind: 'closing', capturedAt: kickoff, source: 'test', quotes },
];

describe('gradeBet', () => {
  it('dates a grade when the result became known: kick-off plus the match’s length', () => {
    // NFL: 210 minutes after an 18:00 kick-off.
    expect(gradeBet(bet({}), []).settledAt.toISOString()).toBe('2024-12-01T21:30:00.000Z');
    expect(gradeBet(bet({}), [])).toMatchObject({ status: 'won', closingProb: null });
  });

  it('gives no CLV to a bet taken after a known kick-off time (an in-play price)', () => {
    const docs = closing([
      { bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.8, 2.1] },
    ]);
    const inPlay = new Date('2024-12-01T18:30:00Z');
    expect(gradeBet(bet({ takenAt: inPlay }), docs).closingProb).toBeNull();
    expect(gradeBet(bet({}), docs).closingProb).toBeCloseTo(0.538462, 6);
    // A day-only kick-off cannot tell in-play from pre-match: valued against the close.
    expect(
      gradeBet(bet({ takenAt: inPlay, kickoffTimeKnown: false }), docs).closingProb,
    ).toBeCloseTo(0.538462, 6);
  });

  it('voids a tie on the moneyline and a total landing on its line', () => {
    expect(gradeBet(bet({ homeScore: 20, awayScore: 20 }), []).status).toBe('void');
    expect(
      gradeBet(
        bet({ market: 'total', selection: 'under', line: 44, homeScore: 24, awayScore: 20 }),
        [],
      ).status,
    ).toBe('void');
  });

  it('grades a spread on the final score: an NFL −3 won by three is a push, void', () => {
    const spread = (
      selection: 'home' | 'away',
      line: number,
      homeScore: number,
      awayScore: number,
    ) => gradeBet(bet({ market: 'spread', selection, line, homeScore, awayScore }), []).status;
    expect(spread('home', -3, 20, 17)).toBe('void');
    expect(spread('away', 3, 20, 17)).toBe('void');
    expect(spread('home', -3, 21, 17)).toBe('won');
    expect(spread('away', 3, 19, 17)).toBe('won');
    // NHL puck line: a 3–2 overtime win does not cover −1.5.
    expect(
      gradeBet(
        bet({
          leagueId: 'NHL',
          market: 'spread',
          selection: 'home',
          line: -1.5,
          homeScore: 3,
          awayScore: 2,
        }),
        [],
      ).status,
    ).toBe('lost');
  });

  it('voids a match with no result 72 hours after kick-off, dated then, without CLV', () => {
    const g = gradeBet(
      bet({ homeScore: null, awayScore: null }),
      closing([{ bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.8, 2.1] }]),
    );
    expect(g).toMatchObject({ status: 'void', closingProb: null });
    expect(g.settledAt.getTime()).toBe(kickoff.getTime() + VOID_AFTER_MS);
  });
});

describe('closingProbability', () => {
  it('de-vigs the closing moneyline (NFL): 1.80 / 2.10 → 0.538462 for home', () => {
    // 1/1.8 = 0.555556, 1/2.1 = 0.476190; home = 0.555556 / 1.031746 = 0.538462.
    const p = closingProbability(
      bet({}),
      closing([{ bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.8, 2.1] }]),
    );
    expect(p).toBeCloseTo(0.538462, 6);
  });

  it('takes a total only at the bet’s own line, and none from a line without prices', () => {
    const docs = closing([
      { bookmaker: 'Closing line', market: 'total', line: 44.5, prices: [1.91, 1.91] },
      { bookmaker: 'Other', market: 'total', line: 45.5, prices: [1.5, 2.6] },
    ]);
    const at = (line: number) =>
      closingProbability(bet({ market: 'total', selection: 'over', line }), docs);
    expect(at(44.5)).toBeCloseTo(0.5, 12);
    expect(at(43.5)).toBeNull();
    // The NBA file's total is a line with no prices: no CLV.
    const nba = closing([{ bookmaker: 'Closing line', market: 'total', line: 221.5, prices: [] }]);
    expect(
      closingProbability(
        bet({ leagueId: 'NBA', market: 'total', selection: 'over', line: 221.5 }),
        nba,
      ),
    ).toBeNull();
  });

  it('prefers Pinnacle, then averages the books’ fair prices (soccer over/under)', () => {
    const docs = closing([
      { bookmaker: 'Bet365', market: 'ou', line: 2.5, prices: [1.8, 2.0] },
      { bookmaker: 'William Hill', market: 'ou', line: 2.5, prices: [1.9, 1.9] },
    ]);
    const over = bet({ leagueId: 'E0', market: 'total', selection: 'over', line: 2.5 });
    // Bet365: 0.555556 / (0.555556 + 0.5) = 0.526316; William Hill 0.5; mean 0.513158.
    expect(closingProbability(over, docs)).toBeCloseTo(0.513158, 6);
    const withPinnacle = closing([
      ...docs[0]!.quotes,
      { bookmaker: 'Pinnacle', market: 'ou', line: 2.5, prices: [2.0, 1.85] },
    ]);
    // 0.5 / (0.5 + 0.540541) = 0.480519
    expect(closingProbability(over, withPinnacle)).toBeCloseTo(0.480519, 6);
  });

  it('values a spread at the closing price of its own line, the away side’s read from the home line', () => {
    // The NHL puck line closing Buffalo +1.5 at 1.65 / Carolina −1.5 at 2.30 (quoted as the home
    // line +1.5, prices [home, away]): 1/1.65 = 0.606061, 1/2.30 = 0.434783, sum 1.040843;
    // home 0.582278, away 0.417722.
    const docs = closing([
      { bookmaker: 'Caesars', market: 'spread', line: 1.5, prices: [1.65, 2.3] },
      { bookmaker: 'Caesars', market: 'moneyline', line: null, prices: [2.58, 1.53] },
    ]);
    const nhl = (selection: 'home' | 'away', line: number) =>
      closingProbability(bet({ leagueId: 'NHL', market: 'spread', selection, line }), docs);
    expect(nhl('home', 1.5)).toBeCloseTo(0.582278, 6);
    // The away bet at −1.5 is the home line +1.5.
    expect(nhl('away', -1.5)).toBeCloseTo(0.417722, 6);
    // Another number: no price for that bet, so no CLV rather than the +1.5 line's.
    expect(nhl('home', -1.5)).toBeNull();
    expect(nhl('away', 1.5)).toBeNull();
  });

  it('has no spread CLV from a closing line without prices (the NFL file’s)', () => {
    const docs = closing([{ bookmaker: 'Closing line', market: 'spread', line: -3, prices: [] }]);
    expect(
      closingProbability(bet({ market: 'spread', selection: 'home', line: -3 }), docs),
    ).toBeNull();
    expect(
      movedClosingLine({ leagueId: 'NFL', market: 'spread', selection: 'home', line: -3 }, docs),
    ).toBeNull();
  });

  it('names where a moved line closed, preferring Pinnacle, and nothing when the bet’s line is on file', () => {
    const docs = closing([
      { bookmaker: 'Bet365', market: 'spread', line: -2.5, prices: [1.9, 1.9] },
      { bookmaker: 'Pinnacle', market: 'spread', line: -3.5, prices: [2.0, 1.85] },
    ]);
    const moved = (selection: 'home' | 'away', line: number) =>
      movedClosingLine({ leagueId: 'NFL', market: 'spread', selection, line }, docs);
    expect(moved('home', -3)).toBe(-3.5);
    expect(moved('away', 3)).toBe(-3.5);
    expect(moved('away', 2.5)).toBeNull();
    expect(
      movedClosingLine({ leagueId: 'NFL', market: 'spread', selection: 'home', line: -3 }, []),
    ).toBeNull();
    const totals = closing([
      { bookmaker: 'Closing line', market: 'total', line: 45.5, prices: [] },
    ]);
    expect(
      movedClosingLine({ leagueId: 'NFL', market: 'total', selection: 'over', line: 44.5 }, totals),
    ).toBe(45.5);
  });

  it('has no draw in a two-way market', () => {
    expect(
      closingProbability(
        bet({ selection: 'draw' }),
        closing([
          { bookmaker: 'Closing line', market: 'moneyline', line: null, prices: [1.8, 2.1] },
        ]),
      ),
    ).toBeNull();
  });
});
