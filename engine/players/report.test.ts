import { describe, expect, it } from 'vitest';
import { buildPlayerReports } from './report.ts';
import { line, teamSeason } from './test-lines.ts';

// Six matches: a forward with 3 goals and an assist, a defender who always plays, a midfielder
// who started the first five and missed the last, a keeper seen only in the first.
const season = teamSeason(
  Array.from({ length: 6 }, (_, i) => [
    line('fwd', {
      position: 'FWD',
      started: true,
      goals: i % 2 === 0 ? 1 : 0,
      assists: i === 5 ? 1 : 0,
    }),
    line('def', { position: 'DEF', started: true }),
    ...(i < 5 ? [line('mid', { position: 'MID', started: true })] : []),
    ...(i === 0 ? [line('gk', { position: 'GK', started: true })] : []),
  ]),
);

describe('buildPlayerReports', () => {
  it('reports the players who matter most, in order, with every part filled', () => {
    const reports = buildPlayerReports(season, { sport: 'soccer' }, 3);
    // Scores from the team's own lines (4 involvements in 1,620 minutes stand for the league):
    // fwd 1 × 2.75, def 1 × 1.625, mid 0.833 × 1.667; the keeper is five matches gone.
    expect(reports.map((r) => r.key)).toEqual(['fwd', 'def', 'mid']);
    expect(reports[0]).toEqual({
      key: 'fwd',
      name: 'FWD',
      position: 'FWD',
      gamesPlayed: 6,
      minutesPerGame: 90,
      perGame: { points: 0, goals: 0.5, assists: 0.17 },
      availability: { status: 'healthy', reason: 'Started 5 of the last 5' },
      // 4 in 540 minutes = 0.67 per 90; the last five 3 in 450 = 0.6 (z = −0.18).
      form: { label: 'average', recent: 0.6, season: 0.67 },
      // Goals (3 + 3/1620 × 900) / 1440 × 90 = 0.29; assists (1 + 0.556) / 1440 × 90 = 0.10;
      // confidence 100 × 540 / 1440 = 37.5.
      projection: { points: 0, goals: 0.29, assists: 0.1, confidence: 38, expectedMinutes: 90 },
    });
    expect(reports[2]).toMatchObject({
      availability: {
        status: 'questionable',
        reason: 'Missed the last match after starting 5 of 5',
      },
      // (0 + 1.667) / 1350 × 90 × 0.4; confidence 33.3 × 0.6.
      projection: { goals: 0.04, confidence: 20, expectedMinutes: 36 },
    });
  });

  it('returns fewer players when asked for fewer, and none without a season', () => {
    expect(buildPlayerReports(season, { sport: 'soccer' }, 1).map((r) => r.key)).toEqual(['fwd']);
    expect(buildPlayerReports([], { sport: 'soccer' }, 3)).toEqual([]);
  });

  it('skips a player whose status the data cannot support', () => {
    // Two matches: the midfielder missed the second, too little to call him anything.
    const short = teamSeason([
      [line('a', { started: true, goals: 1 }), line('b', { started: true, goals: 2 })],
      [line('a', { started: true })],
    ]);
    expect(buildPlayerReports(short, { sport: 'soccer' }, 3).map((r) => r.key)).toEqual(['a']);
  });
});
