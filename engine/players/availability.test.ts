import { describe, expect, it } from 'vitest';
import { availabilityOf } from './availability.ts';
import type { PlayerSport } from './report-types.ts';
import { summarisePlayers } from './summary.ts';
import { line, teamSeason } from './test-lines.ts';
import type { PlayerLine } from './types.ts';

/** `pattern`: one letter per team match, S started, B came off the bench, - did not play. */
function reading(
  pattern: string,
  sport: PlayerSport = 'soccer',
  starter: Partial<PlayerLine> = {},
) {
  const season = teamSeason(
    [...pattern].map((c) => {
      const others = [line('other', { started: true })];
      if (c === 'S') return [...others, line('p', { started: true, ...starter })];
      if (c === 'B') return [...others, line('p', { started: false, minutes: 20 })];
      return others;
    }),
  );
  const player = summarisePlayers(season, sport).get('p')!;
  return availabilityOf(player, season.length, sport);
}

describe('availability from appearances', () => {
  it('calls a player who started the last match healthy, counting the last five', () => {
    expect(reading('SSSSS')).toEqual({ status: 'healthy', reason: 'Started 5 of the last 5' });
    expect(reading('SS-SSBSS')).toEqual({ status: 'healthy', reason: 'Started 4 of the last 5' });
  });

  it('says when the last appearance was off the bench', () => {
    expect(reading('SSSSB')).toEqual({
      status: 'healthy',
      reason: 'Came on as a substitute in the last match; started 4 of the last 5',
    });
  });

  it('makes a regular starter who missed the last match questionable', () => {
    expect(reading(`${'S'.repeat(14)}BB-`)).toEqual({
      status: 'questionable',
      reason: 'Missed the last match after starting 14 of 16',
    });
    expect(reading('SSSSSS--')).toEqual({
      status: 'questionable',
      reason: 'Missed the last 2 matches after starting 6 of 6',
    });
  });

  it('does not call a squad player who was left out a regular', () => {
    expect(reading('BBSBB-')).toEqual({
      status: 'questionable',
      reason: 'Did not play the last match; started 1 of 5 before it',
    });
  });

  it('calls three straight absences out, whatever came before', () => {
    expect(reading('SSSSS---')).toEqual({ status: 'out', reason: 'Missed the last 3 matches' });
    expect(reading('SS-----')).toEqual({ status: 'out', reason: 'Missed the last 5 matches' });
  });

  it('gives no status from fewer than three team matches unless he played the last', () => {
    expect(reading('S-')).toBeNull();
    expect(reading('-S')).toEqual({ status: 'healthy', reason: 'Started 1 of the last 2' });
  });

  it('reads starts from minutes where the source has no flag (NBA, older FPL seasons)', () => {
    const nba = { started: null, minutes: 31 };
    expect(reading('SSSSS', 'basketball', nba)?.reason).toBe(
      'Played 20+ minutes in 5 of the last 5',
    );
    // FPL 2022/23 before gameweek 16 ships every start flag as 0: no side has eleven subs.
    const zeroed = teamSeason(
      Array.from({ length: 4 }, () => [line('p', { started: false, minutes: 90 })]),
    );
    const player = summarisePlayers(zeroed, 'soccer').get('p')!;
    expect(availabilityOf(player, 4, 'soccer')).toEqual({
      status: 'healthy',
      reason: 'Played 60+ minutes in 4 of the last 4',
    });
  });

  it('counts any NFL appearance as playing', () => {
    expect(reading('SSSS--', 'american-football', { started: null, minutes: null })).toEqual({
      status: 'questionable',
      reason: 'Missed the last 2 games after playing in 4 of 4',
    });
  });
});
