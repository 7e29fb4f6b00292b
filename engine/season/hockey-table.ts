import { TieRanker } from './rank.ts';
import type { UsAlignment } from './us-table.ts';

/** How a hockey game ended, for the standings: the overtime loser keeps a point. */
export const Ending = { regulation: 0, overtime: 1, shootout: 2 } as const;
export type Ending = (typeof Ending)[keyof typeof Ending];

export interface HockeyResult {
  home: number;
  away: number;
  homeWon: boolean;
  ending: Ending;
}

/**
 * NHL tie-breaks (NHL Official Rules, standings, since 2019-20), as far as results allow: points
 * (percentage of points available while games played differ), regulation wins, regulation and
 * overtime wins, wins, then points in the games among the tied teams; goal differential and the
 * later steps are left to lots (simulated games have no scores).
 */
export const HockeyCriterion = {
  pointsPct: 0,
  regulationWins: 1,
  regulationOvertimeWins: 2,
  wins: 3,
  h2hPoints: 4,
  lots: 5,
} as const;

export const NHL_ORDER = [
  HockeyCriterion.pointsPct,
  HockeyCriterion.regulationWins,
  HockeyCriterion.regulationOvertimeWins,
  HockeyCriterion.wins,
  HockeyCriterion.h2hPoints,
  HockeyCriterion.lots,
] as const;

/** NHL standings in typed arrays: two points a win, one for an overtime or shoot-out loss. */
export class HockeyTable {
  readonly points: Int32Array;
  readonly games: Int32Array;
  readonly wins: Int32Array;
  readonly regulationWins: Int32Array;
  readonly regulationOvertimeWins: Int32Array;
  readonly h2hPoints: Int32Array;
  private readonly ranker: TieRanker;

  constructor(
    readonly teams: number,
    readonly alignment: UsAlignment,
    private readonly random: () => number,
  ) {
    const n = teams;
    this.points = new Int32Array(n);
    this.games = new Int32Array(n);
    this.wins = new Int32Array(n);
    this.regulationWins = new Int32Array(n);
    this.regulationOvertimeWins = new Int32Array(n);
    this.h2hPoints = new Int32Array(n * n);
    this.ranker = new TieRanker(n, NHL_ORDER, (c, t, g, f, e) => this.key(c, t, g, f, e));
  }

  add(result: HockeyResult): void {
    const winner = result.homeWon ? result.home : result.away;
    const loser = result.homeWon ? result.away : result.home;
    const loserPoints = result.ending === Ending.regulation ? 0 : 1;
    this.points[winner]! += 2;
    this.points[loser]! += loserPoints;
    this.games[winner]!++;
    this.games[loser]!++;
    this.wins[winner]!++;
    if (result.ending === Ending.regulation) this.regulationWins[winner]!++;
    if (result.ending !== Ending.shootout) this.regulationOvertimeWins[winner]!++;
    this.h2hPoints[winner * this.teams + loser]! += 2;
    this.h2hPoints[loser * this.teams + winner]! += loserPoints;
  }

  /**
   * A game against an unnamed average opponent (a team's games past those on file): it counts
   * in the team's own record only, never head-to-head.
   */
  addOpen(team: number, won: boolean, ending: Ending): void {
    this.games[team]!++;
    if (!won) {
      if (ending !== Ending.regulation) this.points[team]!++;
      return;
    }
    this.points[team]! += 2;
    this.wins[team]!++;
    if (ending === Ending.regulation) this.regulationWins[team]!++;
    if (ending !== Ending.shootout) this.regulationOvertimeWins[team]!++;
  }

  reset(base: HockeyTable): void {
    this.points.set(base.points);
    this.games.set(base.games);
    this.wins.set(base.wins);
    this.regulationWins.set(base.regulationWins);
    this.regulationOvertimeWins.set(base.regulationOvertimeWins);
    this.h2hPoints.set(base.h2hPoints);
  }

  /** Sorts order[from..to) best first. */
  rank(order: Int32Array, from: number, to: number): void {
    this.ranker.rank(order, from, to);
  }

  private key(criterion: number, t: number, group: Int32Array, from: number, to: number): number {
    switch (criterion) {
      case HockeyCriterion.pointsPct:
        return this.games[t]! > 0 ? this.points[t]! / (2 * this.games[t]!) : 0.5;
      case HockeyCriterion.regulationWins:
        return this.regulationWins[t]!;
      case HockeyCriterion.regulationOvertimeWins:
        return this.regulationOvertimeWins[t]!;
      case HockeyCriterion.wins:
        return this.wins[t]!;
      case HockeyCriterion.h2hPoints: {
        let points = 0;
        for (let i = from; i < to; i++) {
          const o = group[i]!;
          if (o !== t) points += this.h2hPoints[t * this.teams + o]!;
        }
        return points;
      }
      default:
        return this.random();
    }
  }
}
