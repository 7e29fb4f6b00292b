import { describe, expect, it } from 'vitest';
import type { OpenMatchBet } from '../../db/queries/bet-grading.ts';
import type { OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { closingProbability } from './closing.ts';
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
