import { describe, expect, it } from 'vitest';
import { backtestPlayers } from './backtest.ts';
import { line } from './test-lines.ts';
import type { PlayerLine, TeamMatchLines } from './types.ts';

/**
 * Seven NBA games between teams 1 and 2. Every player scores 0.5 points a minute, as the league
 * does, so shrinkage changes nothing and the model differs from the season average only in the
 * minutes it expects. A plays 20 minutes (10 points) five times, then 40 (20 points) twice; B
 * plays 30 (15) every game except 60 points in the last; C plays the first five, 10 minutes.
 */
function season(): TeamMatchLines[] {
  const out: TeamMatchLines[] = [];
  for (let i = 0; i < 7; i++) {
    const kickoff = new Date(Date.UTC(2024, 10, 1 + i, 0));
    const a: PlayerLine =
      i < 5 ? line('a', { minutes: 20, points: 10 }) : line('a', { minutes: 40, points: 20 });
    const c = i < 5 ? [line('c', { minutes: 10, points: 5 })] : [];
    const b = line('b', { minutes: 30, points: i === 6 ? 60 : 15 });
    out.push({ matchId: i, kickoff, teamId: 1, opponentId: 2, home: true, lines: [a, ...c] });
    out.push({ matchId: i, kickoff, teamId: 2, opponentId: 1, home: false, lines: [b] });
  }
  return out;
}

describe('walk-forward player backtest', () => {
  it('projects from earlier lines only and compares with the season average', () => {
    const result = backtestPlayers(season(), 'basketball', () => ({ opponentDefenceFactor: 1 }));
    // Scored: games 6 and 7 of A and B (five earlier appearances needed; C never returns).
    // A, game 6: both project 10, he scores 20. A, game 7: model 0.5 × (24 + 140/6) / 2 =
    // 11.833, average 70/6 = 11.667, he scores 20. B: both 15; 15 then 60. B's 60 kicks off
    // with A's game 7 and must not reach A's rate (it would lift the league's).
    expect(result.n).toBe(4);
    expect(result.maeModel).toBeCloseTo((10 + 8.16667 + 0 + 45) / 4, 4);
    expect(result.maeBaseline).toBeCloseTo((10 + 8.33333 + 0 + 45) / 4, 4);
    expect(result.difference).toBeCloseTo(-0.041667, 5);
    // Differences 0, −1/6, 0, 0: mean −1/24, sample variance (3 × 1/576 + 1/64) / 3 = 1/144,
    // se = (1/12) / √4 = 1/24.
    expect(result.differenceSe).toBeCloseTo(1 / 24, 5);
    // Squared: (49/6)² − (25/3)² = −2.75 on A's game 7 only: mean −0.6875, se 0.6875.
    expect(result.squaredDifference).toBeCloseTo(-0.6875, 10);
    expect(result.squaredDifferenceSe).toBeCloseTo(0.6875, 10);
    // Projecting zero for everyone would miss by what they scored: (20 + 20 + 15 + 60) / 4.
    expect(result.meanActual).toBeCloseTo(28.75, 10);
    expect(result.availability).toEqual({
      // A, B twice each, and C before game 6 (he played game 5); C before game 7 missed one.
      healthy: { n: 5, played: 4 },
      questionable: { n: 1, played: 0 },
      out: { n: 0, played: 0 },
    });
  });

  it('can score only the players a report would show', () => {
    // D plays five minutes (2.5 points) every game for team 1: scored in games 6 and 7 with no
    // error either way, unless only each team's top player (A, B) is scored.
    const withD = season().map((m) =>
      m.teamId === 1 ? { ...m, lines: [...m.lines, line('d', { minutes: 5, points: 2.5 })] } : m,
    );
    const noFactor = () => ({ opponentDefenceFactor: 1 });
    const everyone = backtestPlayers(withD, 'basketball', noFactor);
    expect(everyone.n).toBe(6);
    expect(everyone.maeModel).toBeCloseTo((10 + 8.16667 + 45) / 6, 4);
    const shown = backtestPlayers(withD, 'basketball', noFactor, { reportedPerTeam: 1 });
    expect(shown.n).toBe(4);
    expect(shown.maeModel).toBeCloseTo((10 + 8.16667 + 45) / 4, 4);
  });

  it('scores nobody when no one has five earlier appearances', () => {
    const result = backtestPlayers(season().slice(0, 10), 'basketball', () => ({}));
    expect(result.n).toBe(0);
  });
});
