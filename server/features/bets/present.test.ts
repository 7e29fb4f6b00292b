import { describe, expect, it } from 'vitest';
import type { BetRow } from '../../db/queries/bets.ts';
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
});
