import { describe, expect, it } from 'vitest';
import type { BetRow } from '../../db/queries/bets.ts';
import { movedLineNote } from './moved-line.ts';
import { CLV_NOTES, presentBet, visibleStatus } from './present.ts';

const kickoff = new Date('2025-01-15T19:30:00Z');
const row = (over: Partial<BetRow>): BetRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u',
  matchId: 1,
  leagueId: 'E0',
  league: 'Premier League',
  sportId: 'soccer',
  event: 'Newcastle v Wolves',
  market: '1x2',
  selection: 'home',
  line: null,
  price: 1.5,
  stakeCents: 1000,
  bookmaker: null,
  takenAt: new Date('2025-01-15T12:00:00Z'),
  source: 'match',
  status: 'won',
  profitCents: 500,
  closingProb: 0.7,
  clv: 0.05,
  settledAt: new Date('2025-01-15T21:30:00Z'),
  note: null,
  match: {
    homeTeam: 'Newcastle',
    awayTeam: 'Wolves',
    kickoff,
    kickoffTimeKnown: true,
    homeScore: 3,
    awayScore: 0,
  },
  ...over,
});

describe('presentBet', () => {
  it('shows a grade and the score only once the clock has passed the match’s end', () => {
    const before = new Date('2025-01-15T21:29:59Z');
    expect(visibleStatus(row({}), before)).toBe('open');
    expect(presentBet(row({}), before)).toMatchObject({
      status: 'open',
      profit: null,
      clv: null,
      closingProb: null,
      settledAt: null,
      clvNote: null,
      match: { homeScore: null, awayScore: null },
    });
    const after = new Date('2025-01-15T21:30:00Z');
    expect(presentBet(row({}), after)).toMatchObject({
      status: 'won',
      profit: 5,
      clv: 0.05,
      match: { homeScore: 3, awayScore: 0 },
    });
  });

  it('says why a settled bet has no CLV', () => {
    const at = new Date('2025-01-20T00:00:00Z');
    const none = { clv: null, closingProb: null };
    expect(presentBet(row(none), at).clvNote).toBe(CLV_NOTES.noClosing);
    expect(
      presentBet(row({ ...none, takenAt: new Date('2025-01-15T19:45:00Z') }), at).clvNote,
    ).toBe(CLV_NOTES.inPlay);
    expect(presentBet(row({ ...none, matchId: null, match: null }), at).clvNote).toBe(
      CLV_NOTES.outsideStrix,
    );
  });

  it('names the selection as people read it', () => {
    const at = new Date('2025-01-20T00:00:00Z');
    expect(presentBet(row({ selection: 'away' }), at).selectionLabel).toBe('Wolves');
    expect(presentBet(row({ selection: 'draw' }), at).selectionLabel).toBe('Draw');
    expect(
      presentBet(row({ market: 'total', selection: 'over', line: 2.5 }), at).selectionLabel,
    ).toBe('Over 2.5');
  });

  it('names a spread bet by its side and that side’s own line', () => {
    const at = new Date('2025-01-20T00:00:00Z');
    const mlb = { leagueId: 'MLB', sportId: 'baseball', market: 'spread' as const };
    const sides = {
      homeTeam: 'New York Yankees',
      awayTeam: 'Boston Red Sox',
      kickoff,
      kickoffTimeKnown: true,
      homeScore: 5,
      awayScore: 4,
    };
    expect(
      presentBet(row({ ...mlb, selection: 'away', line: 1.5, match: sides }), at).selectionLabel,
    ).toBe('Boston Red Sox +1.5');
    expect(
      presentBet(row({ ...mlb, selection: 'home', line: -1.5, match: sides }), at).selectionLabel,
    ).toBe('New York Yankees -1.5');
    expect(
      presentBet(row({ ...mlb, selection: 'home', line: 0, matchId: null, match: null }), at)
        .selectionLabel,
    ).toBe('Home 0');
  });
});

describe('movedLineNote', () => {
  const at = new Date('2025-01-20T00:00:00Z');
  const closing = (quotes: { market: string; line: number; prices: number[] }[]) => [
    {
      matchId: 1,
      kind: 'closing' as const,
      capturedAt: kickoff,
      source: 'test',
      quotes: quotes.map((q) => ({ bookmaker: 'Pinnacle', ...q })),
    },
  ];
  const none = { clv: null, closingProb: null };

  it('says where a spread closed, from the backed side, when it moved off the bet’s line', () => {
    const nhl = presentBet(
      row({ ...none, leagueId: 'NHL', market: 'spread', selection: 'away', line: 1.5 }),
      at,
    );
    // The puck line closed with the home side at +1.5: the away side at −1.5, not +1.5.
    expect(movedLineNote(nhl, closing([{ market: 'spread', line: 1.5, prices: [1.6, 2.4] }]))).toBe(
      CLV_NOTES.movedLine('puck line', '-1.5', '+1.5'),
    );
    expect(
      movedLineNote(nhl, closing([{ market: 'spread', line: -1.5, prices: [2.4, 1.6] }])),
    ).toBeNull();
    expect(movedLineNote(nhl, [])).toBeNull();
  });

  it('says where a total closed, and nothing for a bet that has its CLV', () => {
    const over = row({ market: 'total', selection: 'over', line: 2.5 });
    const docs = closing([{ market: 'ou', line: 3, prices: [2.1, 1.8] }]);
    expect(movedLineNote(presentBet(row({ ...over, ...none }), at), docs)).toBe(
      'The total closed at 3, not your 2.5: no closing price at your line was on file, so this bet has no CLV.',
    );
    expect(movedLineNote(presentBet(over, at), docs)).toBeNull();
  });
});
