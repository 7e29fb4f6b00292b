import { describe, expect, it } from 'vitest';
import { backtestUsSport } from '../backtest/us-sports.ts';
import { MLB_ELO } from './elo.ts';
import { baseballInputs } from './inputs.ts';
import { perNine, pitchingEdge, starterForms } from './starter-form.ts';
import { syntheticBaseball } from './synthetic-baseball.ts';

describe('the starting-pitcher term', () => {
  const games = syntheticBaseball({
    teams: 10,
    seasons: 3,
    gamesPerTeam: 160,
    aceSaves: 2,
    seed: 7,
  });

  it('rates each team ace better than his team, and the others about as the team', () => {
    const forms = starterForms(games);
    const last = games.filter((game) => game.season === 3).slice(-200);
    const aces = last.flatMap((game) => {
      const form = forms.get(game.id)!;
      return game.homeStarter!.endsWith('-P0') ? [form.home.team - form.home.pitcher] : [];
    });
    const others = last.flatMap((game) => {
      const form = forms.get(game.id)!;
      return game.homeStarter!.endsWith('-P0') ? [] : [form.home.team - form.home.pitcher];
    });
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // The ace allows 2 × 6/9 = 1.33 fewer runs per nine than the rest; shrinkage takes some off.
    expect(mean(aces)).toBeGreaterThan(0.6);
    expect(mean(aces)).toBeLessThan(1.4);
    expect(Math.abs(mean(others))).toBeLessThan(0.35);
  });

  it('gives the home side the edge when its ace meets a fifth starter, and none unlisted', () => {
    const forms = starterForms(games);
    const game = games.find(
      (g) => g.season === 3 && g.homeStarter!.endsWith('-P0') && g.awayStarter!.endsWith('-P4'),
    )!;
    expect(pitchingEdge(forms.get(game.id)!)).toBeGreaterThan(0.5);
    const unlisted = { ...game, id: 'unlisted', homeStarter: undefined, awayStarter: undefined };
    expect(starterForms([...games, unlisted]).get('unlisted')).toBeNull();
  });

  it('credits a start to the pitcher who started, not the one listed', () => {
    const [first] = games;
    const scratched = { ...first!, homeStarterActual: 'someone-else', homeScore: 0, awayScore: 20 };
    const next = { ...first!, id: 'next', date: '2001-04-02', homeScore: 1, awayScore: 0 };
    const forms = starterForms([scratched, next]);
    // The listed starter never pitched: the 20 runs are not his.
    expect(forms.get('next')!.home.starts).toBe(0);
  });

  it('puts runs on a nine-inning footing', () => {
    expect(perNine(4, 54)).toBe(4);
    expect(perNine(4, 72)).toBe(3);
    expect(perNine(4, undefined)).toBe(4);
  });

  it('earns its place: walk-forward, the pitcher term beats team ratings that cannot see it', () => {
    const league = syntheticBaseball({
      teams: 10,
      seasons: 5,
      gamesPerTeam: 160,
      aceSaves: 3,
      seed: 11,
    });
    const options = {
      fromSeason: 4,
      toSeason: 5,
      grid: [MLB_ELO],
      spreadSigma: 4,
      validationSeasons: 1,
      blendWarmupSeasons: 1,
    };
    // A market that knows nothing beyond home field, so the comparison is model against model.
    const games = league.map((game) => ({ ...game, moneyline: [1.87, 1.95] as [number, number] }));
    const plain = backtestUsSport(games, options);
    const full = backtestUsSport(games, {
      ...options,
      adjustment: { firstSeason: 2, inputs: (g) => baseballInputs(g) },
    });
    expect(full.adjustments.at(-1)!.beta[1]).toBeGreaterThan(0.1);
    expect(full.pooled.model.brier).toBeLessThan(plain.pooled.model.brier - 0.002);
  });
});
