/**
 * Walk-forward check of the projection: every player with at least `minAppearances` earlier
 * appearances for his team who appears in a match is projected from strictly earlier lines
 * (the team's matches and the league's rates before kick-off) and compared with what he did —
 * goals + assists in soccer, points in the NBA and NFL — against the naive projection, his
 * season average per appearance so far. Only players who then appear are scored, as for the
 * baseline, so what is scored is the projection if he plays (projectIfPlaying): the availability
 * share cannot be judged on players who all played, and is checked separately by counting how
 * often each status was followed by an appearance.
 */
import { pairedDelta } from '../metrics/summary.ts';
import { availabilityOf } from './availability.ts';
import { outputOf } from './form.ts';
import { addToRates, emptyTotals, type LeagueRates } from './league-rates.ts';
import { projectIfPlaying } from './projection.ts';
import type { Availability, MatchContext, PlayerSport } from './report-types.ts';
import { rankPlayers, SELECTION_WINDOW } from './selection.ts';
import { summarisePlayers } from './summary.ts';
import type { TeamMatchLines } from './types.ts';

export interface PlayerBacktest {
  /** Player-games scored. */
  n: number;
  maeModel: number;
  maeBaseline: number;
  /** Mean of |model error| − |baseline error| per player-game (negative: the model is better). */
  difference: number;
  differenceSe: number;
  rmseModel: number;
  rmseBaseline: number;
  /** Mean of (model error)² − (baseline error)² per player-game, and its standard error. */
  squaredDifference: number;
  squaredDifferenceSe: number;
  /** Mean actual output: the mean absolute error of projecting zero for everyone. */
  meanActual: number;
  /**
   * How the availability statuses came true: of the candidates (≥ minAppearances, seen in the
   * team's last SELECTION_WINDOW matches) given each status before a match, how many played it.
   */
  availability: Record<Availability, { n: number; played: number }>;
}

/** Context for one team-match, from the league's matches before it (oldest first). */
export type ContextFor = (
  match: TeamMatchLines,
  earlier: readonly TeamMatchLines[],
) => Omit<MatchContext, 'sport'>;

const projected = (p: { goals: number; assists: number; points: number }, sport: PlayerSport) =>
  sport === 'soccer' ? p.goals + p.assists : p.points;

export interface BacktestOptions {
  /** Earlier appearances a player needs to be scored (default 5). */
  minAppearances?: number;
  /**
   * Score only the players a report of this many per team would show (rankPlayers before the
   * match), rather than everyone: what the user actually sees.
   */
  reportedPerTeam?: number;
}

/** `matches`: one league season of team-matches (both sides of each match), oldest first. */
export function backtestPlayers(
  matches: readonly TeamMatchLines[],
  sport: PlayerSport,
  contextFor: ContextFor,
  options: BacktestOptions = {},
): PlayerBacktest {
  const minAppearances = options.minAppearances ?? 5;
  const rates: LeagueRates = { all: emptyTotals(), byPosition: {} };
  const history = new Map<number, TeamMatchLines[]>();
  const errors = { model: [] as number[], baseline: [] as number[] };
  let actualTotal = 0;
  const availability = {
    healthy: { n: 0, played: 0 },
    questionable: { n: 0, played: 0 },
    out: { n: 0, played: 0 },
  };
  let cut = 0;
  for (const match of matches) {
    // The league's rates take in every match that kicked off before this one, none at the same time.
    while (cut < matches.length && matches[cut]!.kickoff < match.kickoff) {
      addToRates(rates, matches[cut++]!);
    }
    const prior = history.get(match.teamId) ?? [];
    const context: MatchContext = {
      leagueRates: rates,
      ...contextFor(match, matches.slice(0, cut)),
      sport,
    };
    const appeared = new Set(match.lines.map((line) => line.key));
    const players = summarisePlayers(prior, sport);
    const reported =
      options.reportedPerTeam === undefined
        ? null
        : new Set(
            rankPlayers(players.values(), prior.length, sport, context.leagueRates ?? rates)
              .slice(0, options.reportedPerTeam)
              .map((p) => p.key),
          );
    for (const player of players.values()) {
      if (player.appearances.length < minAppearances) continue;
      const status = availabilityOf(player, prior.length, sport)?.status;
      const last = player.appearances[player.appearances.length - 1]!.matchIndex;
      if (status && last >= prior.length - SELECTION_WINDOW) {
        availability[status].n += 1;
        if (appeared.has(player.key)) availability[status].played += 1;
      }
      if (!appeared.has(player.key) || (reported && !reported.has(player.key))) continue;
      const line = match.lines.find((l) => l.key === player.key)!;
      const model = projected(
        projectIfPlaying(player, context, context.leagueRates ?? rates),
        sport,
      );
      const baseline =
        player.appearances.reduce((sum, a) => sum + outputOf(a.line, sport), 0) /
        player.appearances.length;
      const actual = outputOf(line, sport);
      errors.model.push(Math.abs(model - actual));
      errors.baseline.push(Math.abs(baseline - actual));
      actualTotal += actual;
    }
    history.set(match.teamId, [...prior, match]);
  }
  const meanActual = errors.model.length > 0 ? actualTotal / errors.model.length : Number.NaN;
  return { ...summariseErrors(errors.model, errors.baseline), meanActual, availability };
}

function summariseErrors(
  model: readonly number[],
  baseline: readonly number[],
): Omit<PlayerBacktest, 'availability' | 'meanActual'> {
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const rms = (xs: readonly number[]) => Math.sqrt(mean(xs.map((x) => x * x)));
  const delta = pairedDelta(model, baseline);
  const squared = pairedDelta(
    model.map((x) => x * x),
    baseline.map((x) => x * x),
  );
  return {
    n: model.length,
    maeModel: mean(model),
    maeBaseline: mean(baseline),
    difference: delta.mean,
    differenceSe: delta.se,
    rmseModel: rms(model),
    rmseBaseline: rms(baseline),
    squaredDifference: squared.mean,
    squaredDifferenceSe: squared.se,
  };
}
