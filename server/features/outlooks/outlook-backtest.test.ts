import { describe, expect, it } from 'vitest';
import type { LeagueMatchRow } from '../../db/queries/sports-catalogue.ts';
import { backtestLeague, summariseLeague } from './outlook-backtest.ts';

/**
 * A made-up four-club league over two seasons, each a double round robin played one match-day
 * a month from August to May (two matches a day), in which club 0 beats everyone 3–0 and
 * club 3 loses every match: the final table is 0, 1, 2, 3 both years.
 */
function league(): LeagueMatchRow[] {
  const rows: LeagueMatchRow[] = [];
  const pairs = [
    [0, 1, 2, 3],
    [0, 2, 1, 3],
    [0, 3, 1, 2],
    [1, 0, 3, 2],
    [2, 0, 3, 1],
    [3, 0, 2, 1],
  ];
  for (const start of [2022, 2023]) {
    pairs.forEach((day, d) => {
      for (const [home, away] of [
        [day[0]!, day[1]!],
        [day[2]!, day[3]!],
      ] as const) {
        const better = Math.min(home, away);
        rows.push({
          id: rows.length + 1,
          // Matchdays Sep, Oct, Nov, Feb, Mar 15, Apr: two before and one after 1 March.
          kickoff: new Date(Date.UTC(d < 3 ? start : start + 1, [8, 9, 10, 1, 2, 3][d]!, 15)),
          kickoffTimeKnown: true,
          season: `${start}/${String(start + 1).slice(2)}`,
          homeTeamId: home + 1,
          awayTeamId: away + 1,
          homeScore: home === better ? 3 - home : 0,
          awayScore: away === better ? 3 - away : 0,
          stats: null,
        });
      }
    });
  }
  return rows;
}

describe('the season outlook backtest', () => {
  it('scores every complete season from both dates against the final table and the baseline', async () => {
    const points = await backtestLeague(
      'E0',
      league(),
      new Date('2025-01-01'),
      (id) => `Club ${id}`,
    );
    // Both seasons: on 1 January the model is fitted on that season's autumn matches alone.
    expect(new Set(points.map((p) => p.season))).toEqual(new Set(['2022/23', '2023/24']));
    const rows = summariseLeague('E0', 'Premier League', points);
    const title = rows.find((r) => r.key === 'title' && r.date === '1 Mar')!;
    expect(title).toMatchObject({ seasons: 2, n: 8, events: 2, firstSeason: '2022/23' });
    // Club 0 leads on 1 March and goes on to win: the baseline gives it 0.95 and the others
    // 0.05, so each season's Brier score is (0.05² + 3 · 0.05²) / 4 = 0.0025.
    expect(title.baseline.brier).toBeCloseTo(0.0025, 10);
    // The model, having seen club 0 win every match, is at least as sure.
    expect(title.model.brier).toBeLessThan(0.05);
    expect(rows.map((r) => r.key).sort()).toEqual(
      ['relegation', 'relegation', 'title', 'title', 'top4', 'top4'].sort(),
    );
  });
});
