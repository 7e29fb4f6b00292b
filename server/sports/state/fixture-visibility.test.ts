import { describe, expect, it } from 'vitest';
import { type UpcomingRow, visibleFixtures } from './fixture-visibility.ts';

let id = 0;
const cup = (kickoff: string, round: string): UpcomingRow => ({
  id: ++id,
  leagueId: 'UCL',
  kickoff: new Date(kickoff),
  kickoffTimeKnown: true,
  season: '2024/25',
  homeTeamId: id * 2,
  awayTeamId: id * 2 + 1,
  stats: null,
  details: { round },
});

// The 2024/25 Champions League as the mirror holds it: every round's fixtures, drawn or not.
const ROWS = [
  cup('2025-01-21T20:00:00Z', 'League, Matchday 7'),
  cup('2025-01-29T20:00:00Z', 'League, Matchday 8'),
  cup('2025-02-11T20:00:00Z', 'Playoffs, Matchday 1'),
  cup('2025-02-19T20:00:00Z', 'Playoffs, Matchday 2'),
  cup('2025-03-04T20:00:00Z', 'Finals, Round of 16'),
  cup('2025-03-11T20:00:00Z', 'Finals, Round of 16'),
  cup('2025-05-31T19:00:00Z', 'Finals, Final'),
];
const seasons = new Map([['UCL', '2024/25']]);
const rounds = (asOf: string) =>
  visibleFixtures(ROWS, seasons, new Date(asOf)).map((r) => r.details!.round);

describe('cup fixtures known at the clock', () => {
  it('shows the league phase, but no knockout tie before the round before it is over', () => {
    // 15 Jan: the play-off draw (31 Jan) has not been made; the mirror's pairings would tell.
    expect(rounds('2025-01-15T00:00:00Z')).toEqual(['League, Matchday 7', 'League, Matchday 8']);
  });

  it('shows both legs of the stage under way, and nothing of the next', () => {
    expect(rounds('2025-02-01T00:00:00Z')).toEqual([
      'Playoffs, Matchday 1',
      'Playoffs, Matchday 2',
    ]);
    expect(rounds('2025-02-15T00:00:00Z')).toEqual(['Playoffs, Matchday 2']);
    expect(rounds('2025-03-06T00:00:00Z')).toEqual(['Finals, Round of 16']);
  });
});
