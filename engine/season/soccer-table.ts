import { TieRanker } from './rank.ts';
import { SoccerCriterion, type SoccerRules } from './soccer-rules.ts';

export interface SoccerResult {
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
}

/**
 * A league table in typed arrays: points, goals and the head-to-head record between every pair
 * (for the tie-breaks that use it). `reset` copies a base table in, so a simulation starts from
 * the real table without allocating.
 */
export class SoccerTable {
  readonly points: Int32Array;
  readonly goalsFor: Int32Array;
  readonly goalsAgainst: Int32Array;
  readonly awayGoalsFor: Int32Array;
  readonly played: Int32Array;
  readonly won: Int32Array;
  readonly drawn: Int32Array;
  /** [i * n + j]: points, goals scored and conceded by i in its matches against j. */
  readonly h2hPoints: Int32Array;
  readonly h2hFor: Int32Array;
  readonly h2hAgainst: Int32Array;
  private readonly ranker: TieRanker;

  constructor(
    readonly teams: number,
    private readonly rules: SoccerRules,
    random: () => number,
  ) {
    const n = teams;
    this.points = new Int32Array(n);
    this.goalsFor = new Int32Array(n);
    this.goalsAgainst = new Int32Array(n);
    this.awayGoalsFor = new Int32Array(n);
    this.played = new Int32Array(n);
    this.won = new Int32Array(n);
    this.drawn = new Int32Array(n);
    this.h2hPoints = new Int32Array(n * n);
    this.h2hFor = new Int32Array(n * n);
    this.h2hAgainst = new Int32Array(n * n);
    this.ranker = new TieRanker(n, rules.tieBreaks, (criterion, t, group, from, to) =>
      this.key(criterion, t, group, from, to, random),
    );
  }

  add(home: number, away: number, homeGoals: number, awayGoals: number): void {
    const { win, draw } = this.rules;
    const n = this.teams;
    const hp = homeGoals > awayGoals ? win : homeGoals === awayGoals ? draw : 0;
    const ap = homeGoals < awayGoals ? win : homeGoals === awayGoals ? draw : 0;
    this.points[home]! += hp;
    this.points[away]! += ap;
    this.goalsFor[home]! += homeGoals;
    this.goalsAgainst[home]! += awayGoals;
    this.goalsFor[away]! += awayGoals;
    this.goalsAgainst[away]! += homeGoals;
    this.awayGoalsFor[away]! += awayGoals;
    this.played[home]!++;
    this.played[away]!++;
    if (homeGoals > awayGoals) this.won[home]!++;
    else if (homeGoals < awayGoals) this.won[away]!++;
    else {
      this.drawn[home]!++;
      this.drawn[away]!++;
    }
    this.h2hPoints[home * n + away]! += hp;
    this.h2hPoints[away * n + home]! += ap;
    this.h2hFor[home * n + away]! += homeGoals;
    this.h2hAgainst[home * n + away]! += awayGoals;
    this.h2hFor[away * n + home]! += awayGoals;
    this.h2hAgainst[away * n + home]! += homeGoals;
  }

  reset(base: SoccerTable): void {
    this.points.set(base.points);
    this.goalsFor.set(base.goalsFor);
    this.goalsAgainst.set(base.goalsAgainst);
    this.awayGoalsFor.set(base.awayGoalsFor);
    this.played.set(base.played);
    this.won.set(base.won);
    this.drawn.set(base.drawn);
    this.h2hPoints.set(base.h2hPoints);
    this.h2hFor.set(base.h2hFor);
    this.h2hAgainst.set(base.h2hAgainst);
  }

  /** Fills `order` with the teams best first, by the league's tie-breaks. */
  rank(order: Int32Array): void {
    for (let t = 0; t < this.teams; t++) order[t] = t;
    this.ranker.rank(order, 0, this.teams);
  }

  private key(
    criterion: number,
    t: number,
    group: Int32Array,
    from: number,
    to: number,
    random: () => number,
  ): number {
    switch (criterion) {
      case SoccerCriterion.points:
        return this.points[t]!;
      case SoccerCriterion.goalDifference:
        return this.goalsFor[t]! - this.goalsAgainst[t]!;
      case SoccerCriterion.goalsFor:
        return this.goalsFor[t]!;
      case SoccerCriterion.awayGoalsFor:
        return this.awayGoalsFor[t]!;
      case SoccerCriterion.h2hPoints:
      case SoccerCriterion.h2hGoalDifference:
      case SoccerCriterion.h2hGoalsFor: {
        // The mini-league of the teams still level: only their matches against each other.
        let sum = 0;
        const row = t * this.teams;
        for (let i = from; i < to; i++) {
          const o = group[i]!;
          if (o === t) continue;
          if (criterion === SoccerCriterion.h2hPoints) sum += this.h2hPoints[row + o]!;
          else if (criterion === SoccerCriterion.h2hGoalsFor) sum += this.h2hFor[row + o]!;
          else sum += this.h2hFor[row + o]! - this.h2hAgainst[row + o]!;
        }
        return sum;
      }
      default:
        return random();
    }
  }
}
