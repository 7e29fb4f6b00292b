/**
 * NBA availability: how much of a side's regular rotation sat out its previous game, a reading
 * known before tip-off (injuries and rest mostly last more than one game, and the ratings have
 * not seen an absence until the games it costs are played).
 *
 * A rotation player of team T before a game: in T's season so far he has at least `minGames`
 * appearances for T, averages at least `minMinutes` minutes per appearance, and appeared in one
 * of T's last `recentGames` games (a player traded away, or out for weeks, stops counting: the
 * ratings have caught up by then). The term is the share of the rotation's minutes per game (or
 * points per game) carried by rotation players with no line in T's previous game. It is 0 when
 * T's previous game has no lines on file (nothing to judge from) or T has no history.
 *
 * The forecast then moves on the logit scale by the home-minus-away difference:
 *   logit P(home wins) = logit p₀ + β · (missing_home − missing_away)
 * with β fitted by ridge logistic regression on earlier games only (fitAvailabilityCoefficient).
 */
import type { PlayerLine } from '../players/types.ts';
import { logit } from './logistic.ts';

export interface AvailabilitySettings {
  minMinutes: number;
  minGames: number;
  recentGames: number;
}

/** Chosen before measuring: a 20-minute player is a regular; ten games is about three weeks. */
export const AVAILABILITY_SETTINGS: AvailabilitySettings = {
  minMinutes: 20,
  minGames: 3,
  recentGames: 10,
};

/** One game in date order; lines are absent for a side the player file does not cover. */
export interface AvailabilityGame {
  id: string;
  season: number;
  home: string;
  away: string;
  homeLines?: readonly PlayerLine[];
  awayLines?: readonly PlayerLine[];
}

export interface SideAvailability {
  /** Share (0…1) of the rotation's minutes per game missing from the previous game. */
  minutesShare: number;
  /** The same for points per game. */
  pointsShare: number;
  /** Keys of the rotation players missing from the previous game. */
  missing: string[];
}

interface Totals {
  games: number;
  minutes: number;
  points: number;
}

/** A team's season so far: per-player totals and the players of each game (null: no lines). */
interface TeamSeason {
  season: number;
  totals: Map<string, Totals>;
  games: (Set<string> | null)[];
}

const NONE: SideAvailability = { minutesShare: 0, pointsShare: 0, missing: [] };

function sideAvailability(team: TeamSeason | undefined, s: AvailabilitySettings) {
  const previous = team?.games.at(-1);
  if (!team || !previous) return NONE;
  const recent = new Set<string>();
  for (const game of team.games.slice(-s.recentGames))
    for (const key of game ?? []) recent.add(key);
  let minutes = 0;
  let points = 0;
  let missingMinutes = 0;
  let missingPoints = 0;
  const missing: string[] = [];
  for (const [key, t] of team.totals) {
    const mpg = t.minutes / t.games;
    if (t.games < s.minGames || mpg < s.minMinutes || !recent.has(key)) continue;
    const ppg = t.points / t.games;
    minutes += mpg;
    points += ppg;
    if (previous.has(key)) continue;
    missingMinutes += mpg;
    missingPoints += ppg;
    missing.push(key);
  }
  return {
    minutesShare: minutes > 0 ? missingMinutes / minutes : 0,
    pointsShare: points > 0 ? missingPoints / points : 0,
    missing: missing.sort(),
  };
}

function record(season: TeamSeason, lines: readonly PlayerLine[] | undefined) {
  if (!lines) {
    season.games.push(null);
    return;
  }
  const played = new Set<string>();
  for (const line of lines) {
    // A line with no minutes (a player listed as not playing) is not an appearance.
    if (!(line.minutes !== null && line.minutes > 0)) continue;
    played.add(line.key);
    const t = season.totals.get(line.key) ?? { games: 0, minutes: 0, points: 0 };
    t.games++;
    t.minutes += line.minutes;
    t.points += line.points;
    season.totals.set(line.key, t);
  }
  season.games.push(played);
}

/**
 * Each side's availability for every game of `played` (in date order, each from the games
 * before it) and then of `fixtures` (from every played game).
 */
export function availabilityInputs(
  played: readonly AvailabilityGame[],
  fixtures: readonly Omit<AvailabilityGame, 'homeLines' | 'awayLines'>[] = [],
  settings: AvailabilitySettings = AVAILABILITY_SETTINGS,
): Map<string, { home: SideAvailability; away: SideAvailability }> {
  const teams = new Map<string, TeamSeason>();
  const current = (team: string, season: number) => {
    const t = teams.get(team);
    return t && t.season === season ? t : undefined;
  };
  const sides = (game: { home: string; away: string; season: number }) => ({
    home: sideAvailability(current(game.home, game.season), settings),
    away: sideAvailability(current(game.away, game.season), settings),
  });
  const out = new Map<string, { home: SideAvailability; away: SideAvailability }>();
  for (const game of played) {
    out.set(game.id, sides(game));
    for (const [team, lines] of [
      [game.home, game.homeLines],
      [game.away, game.awayLines],
    ] as const) {
      let season = current(team, game.season);
      if (!season) {
        season = { season: game.season, totals: new Map(), games: [] };
        teams.set(team, season);
      }
      record(season, lines);
    }
  }
  for (const game of fixtures) out.set(game.id, sides(game));
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * β of logit P = logit p₀ + β·x by ridge logistic regression with logit p₀ as a fixed offset:
 * minimises Σ [log(1 + e^z) − y·z] + l2·β² (z = logit p₀ + β·x) by Newton's method (the loss is
 * convex in β). No data, or no x ≠ 0: β = 0, the base forecast unchanged.
 */
export function fitAvailabilityCoefficient(
  samples: readonly { p0: number; x: number; homeWin: number }[],
  l2: number,
): number {
  if (!(l2 >= 0)) throw new RangeError(`Bad ridge: ${l2}`);
  const offsets = samples.map((s) => logit(s.p0));
  let beta = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let gradient = 2 * l2 * beta;
    let curvature = 2 * l2;
    samples.forEach((s, i) => {
      const p = sigmoid(offsets[i]! + beta * s.x);
      gradient += (p - s.homeWin) * s.x;
      curvature += p * (1 - p) * s.x * s.x;
    });
    if (curvature <= 0) return 0;
    const step = gradient / curvature;
    beta -= step;
    if (Math.abs(step) < 1e-10) break;
  }
  return beta;
}

/** The base forecast moved by β times the home-minus-away availability difference. */
export function applyAvailability(p0: number, x: number, beta: number): number {
  return sigmoid(logit(p0) + beta * x);
}
