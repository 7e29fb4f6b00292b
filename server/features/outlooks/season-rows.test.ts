import { describe, expect, it } from 'vitest';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { regularSeason, splitSeason } from './season-rows.ts';

const game = (
  id: number,
  day: number,
  home: number,
  away: number,
  scored = true,
): LeagueMatchRow => ({
  id,
  kickoff: new Date(Date.UTC(2021, 0, day)),
  kickoffTimeKnown: true,
  season: '2020/21',
  homeTeamId: home,
  awayTeamId: away,
  homeScore: scored ? 100 : null,
  awayScore: scored ? 90 : null,
  stats: null,
});

describe('regular season rows', () => {
  it('leaves out NBA play-in games the data does not flag: a team past its season length', () => {
    // 2020/21 was 72 games: teams 1 and 2 play 72 times, then a 73rd (play-in) game.
    const rows = Array.from({ length: 73 }, (_, i) => game(i + 1, i + 1, 1 + (i % 2), 2 - (i % 2)));
    const regular = regularSeason('NBA', '2020/21', rows);
    expect(regular).toHaveLength(72);
    expect(regular.at(-1)!.id).toBe(72);
  });

  it('splits at the clock: results known are played, the rest remain', () => {
    const rows = [game(1, 1, 1, 2), game(2, 3, 2, 1), game(3, 5, 1, 2, false)];
    const split = splitSeason('NBA', '2020/21', rows, new Date(Date.UTC(2021, 0, 4)), new Map());
    expect(split.played.map((r) => r.id)).toEqual([1, 2]);
    expect(split.remaining.map((r) => r.id)).toEqual([3]);
    expect(split.teamIds).toEqual([1, 2]);
  });
});
