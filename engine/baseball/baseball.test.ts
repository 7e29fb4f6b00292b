import { describe, expect, it } from 'vitest';
import { backtestUsSport } from '../backtest/us-sports.ts';
import { MLB_ELO } from './elo.ts';
import { baseballInputs } from './inputs.ts';
import { marketStarterRatings } from './market-starter.ts';
import { perNine } from './per-nine.ts';
import { syntheticBaseball } from './synthetic-baseball.ts';
import type { BaseballGame } from './types.ts';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ace = (pitcher: string | undefined) => !!pitcher?.endsWith('-P0');

describe('the market-implied starter rating', () => {
  // Equal teams, five starters each, the first an ace; the market prices the listed starters.
  const games = syntheticBaseball({
    teams: 10,
    seasons: 3,
    gamesPerTeam: 160,
    aceSaves: 2,
    seed: 7,
    priced: true,
  });
  const ratings = marketStarterRatings(games);

  it('rates a pitcher whose earlier starts were priced as strong above the rest', () => {
    const last = games.filter((game) => game.season === 3).slice(-300);
    const aces = last.filter((g) => ace(g.homeStarter)).map((g) => ratings.get(g.id)!.home);
    const others = last.filter((g) => !ace(g.homeStarter)).map((g) => ratings.get(g.id)!.home);
    // The market puts an ace's side about 0.75 in logit above the rest of the rotation (1.33
    // runs per nine); ratings are against the team's, which the ace lifts, and shrunk.
    expect(mean(aces) - mean(others)).toBeGreaterThan(0.4);
    expect(mean(aces)).toBeGreaterThan(0.25);
    expect(mean(others)).toBeLessThan(0);
    const fifth = last.filter((g) => g.homeStarter?.endsWith('-P4'));
    const second = last.filter((g) => g.homeStarter?.endsWith('-P1'));
    const rated = (gs: typeof last) => mean(gs.map((g) => ratings.get(g.id)!.home));
    expect(Math.abs(rated(fifth) - rated(second))).toBeLessThan(0.1);
  });

  it("gives the edge to the side whose starter the market rated, whoever's home", () => {
    const game = games.find((g) => g.season === 3 && ace(g.homeStarter) && !ace(g.awayStarter))!;
    const edge = baseballInputs(games).get(game.id)![1]!;
    expect(edge).toBeGreaterThan(0.15);
    const reversed = games.find(
      (g) => g.season === 3 && !ace(g.homeStarter) && ace(g.awayStarter),
    )!;
    expect(baseballInputs(games).get(reversed.id)![1]!).toBeLessThan(-0.15);
  });

  it("never reads a game's own price for that game, only for the starts after it", () => {
    const index = games.findIndex((g) => g.season === 2 && ace(g.homeStarter));
    const game = games[index]!;
    const next = games.findIndex((g, i) => i > index && g.homeStarter === game.homeStarter);
    // The same game priced as though its home starter were hopeless.
    const repriced = games.map((g, i) =>
      i === index ? { ...g, moneyline: [12, 1.03] as [number, number] } : g,
    );
    const before = marketStarterRatings(repriced);
    expect(before.get(game.id)).toEqual(ratings.get(game.id));
    expect(before.get(games[next]!.id)!.home).toBeLessThan(ratings.get(games[next]!.id)!.home);
  });

  it('reads no price of a game not yet played, and rates an unlisted starter at zero', () => {
    const last = games.at(-1)!;
    const fixture = { ...last, id: 'fixture', homeScore: Number.NaN, awayScore: Number.NaN };
    const after = { ...last, id: 'after', date: '2999-01-01' };
    const rated = marketStarterRatings([...games, fixture, after]);
    const withoutFixture = marketStarterRatings([...games, after]);
    expect(rated.get('after')).toEqual(withoutFixture.get('after'));
    const unlisted = { ...after, id: 'unlisted', homeStarter: undefined, awayStarter: undefined };
    expect(marketStarterRatings([...games, unlisted]).get('unlisted')).toEqual({
      home: 0,
      away: 0,
    });
  });

  it('credits a price only to the pitcher it was priced on', () => {
    const first = { ...games[0]!, moneyline: [1.2, 5] as [number, number] };
    // Listed 'a' (already known by his id), 'b' started: the price said nothing about 'b'.
    const scratched: BaseballGame = {
      ...first,
      homeStarter: 'a',
      homeStarterActual: 'b',
    };
    const next = { ...first, id: 'next', date: '2001-04-02', homeStarter: 'b' };
    expect(marketStarterRatings([scratched, next]).get('next')!.home).toBe(0);
    const started = { ...scratched, homeStarter: 'b' };
    expect(marketStarterRatings([started, next]).get('next')!.home).toBeGreaterThan(0);
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
      priced: true,
    });
    const options = {
      fromSeason: 4,
      toSeason: 5,
      grid: [MLB_ELO],
      spreadSigma: 4,
      validationSeasons: 1,
      blendWarmupSeasons: 1,
    };
    const plain = backtestUsSport(league, options);
    const full = backtestUsSport(league, {
      ...options,
      adjustment: { firstSeason: 2, inputs: (g) => baseballInputs(g) },
    });
    expect(full.adjustments.at(-1)!.beta[2]).toBeGreaterThan(0.5);
    expect(full.pooled.model.brier).toBeLessThan(plain.pooled.model.brier - 0.002);
  });
});
