import type { Interpretation } from '@contract';
import { describe, expect, it } from 'vitest';
import { matchOf } from './record-bet-dialog.tsx';

const interpretation = (over: Partial<Interpretation> = {}): Interpretation => ({
  intent: 'match',
  sport: 'soccer',
  league: 'Premier League',
  leagueId: 'E0',
  home: 'Arsenal',
  away: 'Manchester City',
  homeTeamId: 67,
  awayTeamId: 80,
  matchId: 238,
  kickoff: '2025-02-02T16:30:00.000Z',
  hypothetical: false,
  dateRange: null,
  label: 'Arsenal vs Manchester City · Sun 2 Feb',
  ...over,
});

describe('finding the Strix match typed in "Record a bet"', () => {
  it('takes a real fixture the text resolves to', () => {
    expect(matchOf({ kind: 'understood', interpretation: interpretation() })?.matchId).toBe(238);
  });

  it('keeps the text as an event for a what-if pairing, a league question or nothing understood', () => {
    expect(
      matchOf({ kind: 'understood', interpretation: interpretation({ hypothetical: true }) }),
    ).toBeNull();
    expect(
      matchOf({ kind: 'understood', interpretation: interpretation({ matchId: null }) }),
    ).toBeNull();
    expect(matchOf({ kind: 'unresolved' })).toBeNull();
    expect(matchOf(undefined)).toBeNull();
  });
});
