import { describe, expect, it } from 'vitest';
import { emptyTotals, type LeagueRates, type RateTotals } from './league-rates.ts';
import { projectPlayer, usualMinutes } from './projection.ts';
import type { PlayerSport } from './report-types.ts';
import { summarisePlayers } from './summary.ts';
import { line, teamSeason } from './test-lines.ts';
import type { PlayerLine } from './types.ts';

const totals = (t: Partial<RateTotals>): RateTotals => ({ ...emptyTotals(), ...t });

function player(lines: Partial<PlayerLine>[], sport: PlayerSport) {
  return summarisePlayers(teamSeason(lines.map((f) => [line('p', f)])), sport).get('p')!;
}

const games = (n: number, fields: Partial<PlayerLine>) => Array.from({ length: n }, () => fields);

describe('soccer projection', () => {
  // Forwards of the league: 50 goals and 20 assists in 9,000 minutes.
  const rates: LeagueRates = {
    all: totals({ minutes: 90_000, goals: 100, assists: 80 }),
    byPosition: { FWD: totals({ minutes: 9000, goals: 50, assists: 20 }) },
  };
  // A forward with 9 goals and 3 assists in 900 minutes (ten full games).
  const striker = player(
    [...games(9, { position: 'FWD', goals: 1 }), ...games(1, { position: 'FWD' })].map((g, i) =>
      i < 3 ? { ...g, assists: 1 } : g,
    ),
    'soccer',
  );
  const context = {
    sport: 'soccer' as const,
    teamExpectedGoals: 1.8,
    teamSeasonGoalsPerMatch: 1.5,
  };

  it('shrinks the rates toward the position and scales by the team model', () => {
    // Goals per minute (9 + 50/9000 × 900) / (900 + 900) = 14/1800; × 90 minutes × 1.8/1.5.
    expect(projectPlayer(striker, 'healthy', context, rates)).toEqual({
      goals: expect.closeTo(0.84, 10),
      assists: expect.closeTo(0.3, 10), // (3 + 2) / 1800 × 90 × 1.2
      points: 0,
      confidence: 50, // 100 × 900 / (900 + 900)
      expectedMinutes: 90,
    });
  });

  it('cuts a questionable player to 40% and an out player to nothing', () => {
    expect(projectPlayer(striker, 'questionable', context, rates)).toMatchObject({
      goals: expect.closeTo(0.336, 10),
      confidence: 30,
      expectedMinutes: 36,
    });
    expect(projectPlayer(striker, 'out', context, rates)).toMatchObject({
      goals: 0,
      assists: 0,
      confidence: 25,
      expectedMinutes: 0,
    });
  });

  it('leaves the rates unscaled without a team forecast, and clamps a wild one', () => {
    expect(projectPlayer(striker, 'healthy', { sport: 'soccer' }, rates).goals).toBeCloseTo(
      0.7,
      10,
    );
    const wild = { sport: 'soccer' as const, teamExpectedGoals: 5, teamSeasonGoalsPerMatch: 1 };
    expect(projectPlayer(striker, 'healthy', wild, rates).goals).toBeCloseTo(1.4, 10);
  });

  it('uses all players where the league has too little of the position', () => {
    // No GK totals: the league's 100 goals in 90,000 minutes stand in.
    const keeper = player(games(10, { position: 'GK' }), 'soccer');
    // (0 + 100/90000 × 900) / 1800 × 90 = 0.05
    expect(projectPlayer(keeper, 'healthy', { sport: 'soccer' }, rates).goals).toBeCloseTo(
      0.05,
      10,
    );
  });

  it('expects minutes half from the last five appearances, half from the season', () => {
    // Five full games, then five of 60: (60 + 75) / 2.
    expect(usualMinutes(player([...games(5, {}), ...games(5, { minutes: 60 })], 'soccer'))).toBe(
      67.5,
    );
  });
});

describe('NBA projection', () => {
  it('shrinks points per minute toward the league and scales by the opponent defence', () => {
    const rates: LeagueRates = {
      all: totals({ minutes: 10_000, points: 5000, assists: 1000 }),
      byPosition: {},
    };
    const scorer = player(games(10, { minutes: 30, points: 24, assists: 6 }), 'basketball');
    const p = projectPlayer(
      scorer,
      'healthy',
      { sport: 'basketball', opponentDefenceFactor: 1.1 },
      rates,
    );
    // (240 + 0.5 × 50) / (300 + 50) × 30 minutes × 1.1 = 24.986
    expect(p.points).toBeCloseTo(24.9857, 4);
    // (60 + 0.1 × 50) / 350 × 30 = 5.571 (the defence factor is about points)
    expect(p.assists).toBeCloseTo(5.5714, 4);
    expect(p).toMatchObject({ goals: 0, confidence: 86, expectedMinutes: 30 });
  });
});

describe('NFL projection', () => {
  const rates: LeagueRates = {
    all: totals({ appearances: 1000, points: 2000 }),
    byPosition: { WR: totals({ appearances: 100, points: 400 }) },
  };
  const receiver = player(
    games(6, { position: 'WR', minutes: null, points: 8 }),
    'american-football',
  );

  it('shrinks points per game toward the position and has no minutes', () => {
    // (48 + 4 × 4) / (6 + 4) = 6.4 per game, × 0.9 against a stingy defence.
    const context = { sport: 'american-football' as const, opponentDefenceFactor: 0.9 };
    expect(projectPlayer(receiver, 'healthy', context, rates)).toEqual({
      points: expect.closeTo(5.76, 10),
      goals: 0,
      assists: 0,
      confidence: 60,
      expectedMinutes: null,
    });
    expect(projectPlayer(receiver, 'questionable', context, rates)).toMatchObject({
      points: expect.closeTo(2.304, 10),
      confidence: 36,
    });
  });
});
