import { describe, expect, it } from 'vitest';
import { forecastGame, runElo } from '../elo/index.ts';
import { eloGame as game } from '../elo/synthetic-league.ts';
import { winProbabilityToSpread } from '../market/spread.ts';
import { runMarginRatings, shiftProbability } from '../ratings/index.ts';
import { applyAdjustment } from '../situational/index.ts';
import { fitDixonColes, PROMOTED_TEAM_PRIOR, predictMatch, SOCCER_FIT } from '../soccer/index.ts';
import { mulberry32, simulateSeasons } from '../soccer/synthetic-league.ts';
import { blend } from './blend.ts';
import {
  adjustmentFor,
  BLEND_WEIGHTS,
  eloParamsFor,
  fitSoccerModel,
  forecastSoccer,
  forecastUsGames,
  publishedProbability,
  US_MODEL,
  type UsFixture,
} from './index.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Eight sides, one (STRONG) far better than the rest, two seasons of a double round robin. */
function soccerLeague() {
  const random = mulberry32(7);
  const names = ['STRONG', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const strengths = Object.fromEntries(
    names.map((n) => [
      n,
      n === 'STRONG' ? { attack: 0.7, defence: -0.6 } : { attack: 0, defence: 0 },
    ]),
  );
  return simulateSeasons(
    { strengths, intercept: 0.1, homeAdvantage: 0.25, rho: -0.1 },
    2,
    2022,
    random,
  );
}

describe('forecastSoccer', () => {
  const played = soccerLeague().map((m) => ({ ...m, date: `${m.date}T15:00:00.000Z` }));
  const asOf = '2024-06-01T00:00:00.000Z';
  const upcoming = [
    { id: 'f1', home: 'STRONG', away: 'B', kickoff: '2024-08-10T14:00:00Z', season: '2024/25' },
    { id: 'f2', home: 'C', away: 'STRONG', kickoff: '2024-08-17T14:00:00Z', season: '2024/25' },
    { id: 'f3', home: 'D', away: 'NEW', kickoff: '2024-08-17T14:00:00Z', season: '2024/25' },
  ];
  const out = forecastSoccer(played, upcoming, { asOf });

  it('makes the strong side a clear favourite home and away, and probabilities sum to 1', () => {
    expect(out.f1!.model[0]).toBeGreaterThan(0.5);
    expect(out.f2!.model[2]).toBeGreaterThan(0.5);
    for (const f of Object.values(out)) {
      expect(sum(f.model)).toBeCloseTo(1, 12);
      expect(f.overUnder25.over + f.overUnder25.under).toBeCloseTo(1, 12);
      expect(f.topScores).toHaveLength(5);
      expect(f.topScores[0]!.probability).toBeGreaterThanOrEqual(f.topScores[4]!.probability);
    }
    expect(out.f1!.expectedGoals.home).toBeGreaterThan(out.f1!.expectedGoals.away);
    expect(out.f1!.ratings.home.attack).toBeGreaterThan(out.f1!.ratings.away.attack);
  });

  it('starts an unseen (promoted) side from the promoted prior', () => {
    expect(out.f3!.ratings.away.known).toBe(false);
    expect(out.f3!.model[0]).toBeGreaterThan(out.f3!.model[2]);
  });

  it('is exactly the production fit: SOCCER_FIT with promoted priors, at asOf', () => {
    const model = fitDixonColes(played, {
      ...SOCCER_FIT,
      asOf,
      priorMeans: { NEW: PROMOTED_TEAM_PRIOR },
    });
    const p = predictMatch(model, 'STRONG', 'B');
    expect(out.f1!.model).toEqual([p.homeWin, p.draw, p.awayWin]);
  });

  it('gives no home advantage on neutral ground: naming the teams the other way round mirrors it', () => {
    const at = { kickoff: '2024-08-10T14:00:00Z', season: '2024/25', neutral: true };
    const neutral = forecastSoccer(
      played,
      [
        { id: 'ab', home: 'C', away: 'D', ...at },
        { id: 'ba', home: 'D', away: 'C', ...at },
      ],
      { asOf },
    );
    const [home, draw, away] = neutral.ab!.model;
    expect(neutral.ba!.model[0]).toBeCloseTo(away!, 12);
    expect(neutral.ba!.model[1]).toBeCloseTo(draw!, 12);
    expect(neutral.ba!.model[2]).toBeCloseTo(home!, 12);
    // At C's ground, C gets the home edge the neutral meeting does not.
    const atHome = forecastSoccer(played, [{ ...upcoming[0]!, id: 'h', home: 'C', away: 'D' }], {
      asOf,
    });
    expect(atHome.h!.model[0]).toBeGreaterThan(home!);
  });

  it('ignores every match dated at or after asOf', () => {
    const late = [
      ...played,
      { date: asOf, home: 'B', away: 'STRONG', homeGoals: 9, awayGoals: 0 },
      { date: '2024-07-01T15:00:00.000Z', home: 'B', away: 'STRONG', homeGoals: 9, awayGoals: 0 },
    ];
    expect(forecastSoccer(late, upcoming, { asOf })).toEqual(out);
  });

  it('gives 2020–21 closed-doors matches their own home advantage, as the backtest does', () => {
    const covid = simulateSeasons(
      {
        strengths: {
          A: { attack: 0, defence: 0 },
          B: { attack: 0, defence: 0 },
          C: { attack: 0, defence: 0 },
          D: { attack: 0, defence: 0 },
        },
        intercept: 0.1,
        homeAdvantage: 0.3,
        rho: -0.1,
      },
      2,
      2020,
      mulberry32(3),
    );
    const model = fitSoccerModel(covid, ['A', 'B'], '2022-06-01T00:00:00Z');
    const plain = fitDixonColes(covid, { ...SOCCER_FIT, asOf: '2022-06-01T00:00:00Z' });
    expect(model.closedDoorsAdvantage).not.toBeCloseTo(model.homeAdvantage, 3);
    expect(plain.closedDoorsAdvantage).toBeCloseTo(plain.homeAdvantage, 5);
  });

  it('returns nothing without history or fixtures', () => {
    expect(forecastSoccer([], upcoming, { asOf })).toEqual({});
    expect(forecastSoccer(played, [], { asOf })).toEqual({});
  });
});

describe('forecastUsGames', () => {
  // Season 2024 only, so both tables' 2024 parameters apply: STRONG beats everyone by 12, the
  // other games go to the home side by 3.
  const teams = ['STRONG', 'B', 'C', 'D', 'E', 'F'];
  const played = Array.from({ length: 40 }, (_, round) => {
    const date = new Date(Date.UTC(2024, 0, 1 + 2 * round)).toISOString().slice(0, 10);
    return teams.flatMap((home, i) => {
      const away = teams[(i + 1 + (round % 5)) % 6]!;
      if (i % 2 === 1 || home === away) return [];
      const [hs, as] = home === 'STRONG' ? [112, 100] : away === 'STRONG' ? [100, 112] : [103, 100];
      return [game(`${round}-${home}-${away}`, date, 2024, home, away, hs, as)];
    });
  }).flat();
  const upcoming: UsFixture[] = [
    { id: 'u1', date: '2024-06-01', season: 2024, home: 'B', away: 'STRONG' },
    { id: 'u2', date: '2024-06-02', season: 2024, home: 'STRONG', away: 'C' },
    { id: 'u3', date: '2024-06-02', season: 2024, home: 'D', away: 'E', neutral: true },
  ];

  for (const league of ['NBA', 'NFL'] as const) {
    it(`${league}: favours the strong side with a negative home spread when it is at home`, () => {
      const out = forecastUsGames(league, played, upcoming);
      expect(out.u1!.homeWinProbability).toBeLessThan(0.5);
      expect(out.u1!.fairSpread).toBeGreaterThan(0);
      expect(out.u2!.homeWinProbability).toBeGreaterThan(0.5);
      expect(out.u2!.fairSpread).toBeLessThan(0);
      expect(out.u2!.ratings.home).toBeGreaterThan(out.u2!.ratings.away);
      for (const f of Object.values(out)) {
        expect(f.homeWinProbability).toBeGreaterThan(0);
        expect(f.homeWinProbability).toBeLessThan(1);
        expect(f.fairSpread).toBeCloseTo(
          -winProbabilityToSpread(f.homeWinProbability, US_MODEL[league].spreadSigma),
          9,
        );
      }
    });
  }

  it('averages Elo and the margin rating exactly as the backtest does', () => {
    const params = eloParamsFor('NBA', 2024);
    const weight = US_MODEL.NBA.margin.weight;
    // The backtest forecasts a game as if it came next: append it with any score.
    const next = game('next', '2024-06-01', 2024, 'B', 'STRONG', 0, 0);
    const elo = runElo([...played, next], params).predictions.at(-1)!;
    const margin = runMarginRatings([...played, next], US_MODEL.NBA.margin).at(-1)!;
    const out = forecastUsGames('NBA', played, [upcoming[0]!]);
    expect(out.u1!.components.elo).toBeCloseTo(elo.homeWinProbability, 12);
    expect(out.u1!.components.margin).toBeCloseTo(margin.homeWinProbability, 12);
    expect(out.u1!.homeWinProbability).toBeCloseTo(
      shiftProbability(
        (1 - weight) * elo.homeWinProbability + weight * margin.homeWinProbability,
        margin.motivationShift,
        US_MODEL.NBA.margin.sigma,
      ),
      12,
    );
  });

  it('counts a scheduled game on the previous day as a back-to-back (NBA)', () => {
    const params = eloParamsFor('NBA', 2024);
    expect(params.backToBack).toBeGreaterThan(0);
    const out = forecastUsGames('NBA', played, upcoming);
    // STRONG plays u1 on 1 June and u2 on 2 June.
    const run = runElo(played, params);
    const rested = forecastGame(run, upcoming[1]!, params);
    expect(out.u2!.components.elo).toBeLessThan(rested.homeWinProbability);
  });

  it('NFL: applies the fitted adjustment, and a backup quarterback lowers his side’s chances', () => {
    const withQbs = played.map((g) => ({ ...g, homeQb: `${g.home}1`, awayQb: `${g.away}1` }));
    const fixture = { id: 'q', date: '2024-06-01', season: 2024, home: 'STRONG', away: 'B' };
    const usual = forecastUsGames('NFL', withQbs, [
      { ...fixture, homeQb: 'STRONG1', awayQb: 'B1' },
    ]);
    const backup = forecastUsGames('NFL', withQbs, [
      { ...fixture, homeQb: 'STRONG2', awayQb: 'B1' },
    ]);
    const beta = adjustmentFor('NFL', 2024)!;
    const u = usual.q!;
    // Usual starters: only logit p0 (and rest, equal here) moves the average.
    expect(u.homeWinProbability).toBeCloseTo(
      applyAdjustment(u.components.average, [0, 0, 0], beta),
      12,
    );
    expect(backup.q!.homeWinProbability).toBeLessThan(u.homeWinProbability - 0.05);
  });

  it('uses no played game after the fixtures and refuses fixtures before the last game', () => {
    expect(() => forecastUsGames('NFL', played, [{ ...upcoming[0]!, date: '2024-01-01' }])).toThrow(
      /before the last played game/,
    );
  });

  it('returns nothing for no fixtures', () => {
    expect(forecastUsGames('NFL', played, [])).toEqual({});
  });
});

describe('forecastUsGames at the end of an NBA season', () => {
  // Twenty teams, every pair by the circle method each day: 82 games a team in 2023, 80 so far
  // in 2024. The lower-numbered side always wins, by 8 plus a little; in the last ten days of
  // 2023 the bottom five lose by 8 more, so the standings term has something to learn.
  const teams = Array.from({ length: 20 }, (_, i) => `T${String(i).padStart(2, '0')}`);
  const season = (year: number, days: number) =>
    Array.from({ length: days }, (_, d) => {
      const date = new Date(Date.UTC(year, 0, 1 + d)).toISOString().slice(0, 10);
      const rest = teams.slice(1);
      const shift = d % 19;
      const circle = [teams[0]!, ...rest.slice(shift), ...rest.slice(0, shift)];
      return Array.from({ length: 10 }, (_, i) => {
        const [a, b] = [circle[i]!, circle[19 - i]!];
        const [home, away] = d % 2 ? [b, a] : [a, b];
        const late = d >= days - 10 && (home >= 'T15' || away >= 'T15') ? 8 : 0;
        const margin = 8 + ((d * 7 + i) % 5) + late;
        const homeWins = home < away;
        return game(
          `${year}-${d}-${home}-${away}`,
          date,
          year,
          home,
          away,
          homeWins ? 100 + margin : 100,
          homeWins ? 100 : 100 + margin,
        );
      });
    }).flat();
  const played = [...season(2023, 82), ...season(2024, 80)];

  it('moves the average by the standings term exactly as the backtest does', () => {
    const params = eloParamsFor('NBA', 2024);
    const { margin: settings } = US_MODEL.NBA;
    // The weakest side, out of the race with two games left, at home to each other team.
    const shifted = teams.slice(0, -1).flatMap((away) => {
      const next = game('next', '2024-03-21', 2024, 'T19', away, 0, 0);
      const margin = runMarginRatings([...played, next], settings).at(-1)!;
      return margin.motivationShift === 0 ? [] : [{ away, next, margin }];
    });
    expect(shifted.length).toBeGreaterThan(0);
    for (const { away, next, margin } of shifted) {
      expect(margin.motivationShift).toBeLessThan(0);
      const elo = runElo([...played, next], params).predictions.at(-1)!;
      const fixture = { id: 'f', date: '2024-03-21', season: 2024, home: 'T19', away };
      const out = forecastUsGames('NBA', played, [fixture]).f!;
      const average =
        (1 - settings.weight) * elo.homeWinProbability +
        settings.weight * margin.homeWinProbability;
      expect(out.components.average).toBeCloseTo(average, 12);
      expect(out.homeWinProbability).toBeCloseTo(
        shiftProbability(average, margin.motivationShift, settings.sigma),
        12,
      );
      expect(out.homeWinProbability).toBeLessThan(average);
    }
  });
});

describe('publishedProbability', () => {
  it('log-pools model and market with the weight, or returns the model alone', () => {
    // Weight ½ on two outcomes: p ∝ √(0.6·0.4) : √(0.4·0.6) → an even split.
    expect(publishedProbability([0.6, 0.4], [0.4, 0.6], 0.5)[0]).toBeCloseTo(0.5, 12);
    expect(publishedProbability([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 0.3)).toEqual(
      blend([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 0.3),
    );
    expect(publishedProbability([0.5, 0.3, 0.2], undefined, 0.3)).toEqual([0.5, 0.3, 0.2]);
    expect(publishedProbability([0.5, 0.3, 0.2], [0.4, 0.3, 0.3], 1)[0]).toBeCloseTo(0.5, 12);
  });

  it('has a weight in [0, 1] for every league', () => {
    for (const w of Object.values(BLEND_WEIGHTS)) {
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThanOrEqual(1);
    }
  });
});
