import { TieRanker } from './rank.ts';

export interface UsResult {
  home: number;
  away: number;
  /** 1 home win, 0 away win, 0.5 a tie (NFL). */
  homeResult: number;
  homeScore: number;
  awayScore: number;
}

export const UsCriterion = {
  winPct: 0,
  h2hPct: 1,
  divisionPct: 3,
  conferencePct: 4,
  lots: 5,
  /** Division leadership only when more than two teams are level (the NBA's multi-team rule). */
  divisionLeaderOfMany: 6,
  /** Division leadership only between two teams (the NBA's two-team rule, after head-to-head). */
  divisionLeaderOfTwo: 7,
} as const;

/** Where each team plays: conference 0/1 and a division index (unique across the league). */
export interface UsAlignment {
  conference: Int8Array;
  division: Int8Array;
}

const pct = (halfWins: number, games: number) => (games > 0 ? halfWins / (2 * games) : 0.5);

/**
 * NBA/NFL standings in typed arrays, counted in half-wins so an NFL tie is exact: overall,
 * against each opponent, in the division and in the conference.
 */
export class UsTable {
  readonly halfWins: Int32Array;
  readonly games: Int32Array;
  readonly h2hHalfWins: Int32Array;
  readonly h2hGames: Int32Array;
  readonly divisionHalfWins: Int32Array;
  readonly divisionGames: Int32Array;
  readonly conferenceHalfWins: Int32Array;
  readonly conferenceGames: Int32Array;
  readonly scored: Int32Array;
  readonly conceded: Int32Array;
  /** 1 for teams that lead their division (set by `markDivisionLeaders`). */
  readonly leader: Int8Array;
  /** One ranker per criteria list (by identity: callers pass constants). */
  private readonly rankers = new Map<readonly number[], TieRanker>();

  constructor(
    readonly teams: number,
    readonly alignment: UsAlignment,
    private readonly random: () => number,
  ) {
    const n = teams;
    this.halfWins = new Int32Array(n);
    this.games = new Int32Array(n);
    this.h2hHalfWins = new Int32Array(n * n);
    this.h2hGames = new Int32Array(n * n);
    this.divisionHalfWins = new Int32Array(n);
    this.divisionGames = new Int32Array(n);
    this.conferenceHalfWins = new Int32Array(n);
    this.conferenceGames = new Int32Array(n);
    this.scored = new Int32Array(n);
    this.conceded = new Int32Array(n);
    this.leader = new Int8Array(n);
  }

  add(home: number, away: number, homeResult: number): void {
    const n = this.teams;
    const h = Math.round(homeResult * 2);
    const a = 2 - h;
    this.halfWins[home]! += h;
    this.halfWins[away]! += a;
    this.games[home]!++;
    this.games[away]!++;
    this.h2hHalfWins[home * n + away]! += h;
    this.h2hHalfWins[away * n + home]! += a;
    this.h2hGames[home * n + away]!++;
    this.h2hGames[away * n + home]!++;
    const { conference, division } = this.alignment;
    if (conference[home] === conference[away]) {
      this.conferenceHalfWins[home]! += h;
      this.conferenceHalfWins[away]! += a;
      this.conferenceGames[home]!++;
      this.conferenceGames[away]!++;
      if (division[home] === division[away]) {
        this.divisionHalfWins[home]! += h;
        this.divisionHalfWins[away]! += a;
        this.divisionGames[home]!++;
        this.divisionGames[away]!++;
      }
    }
  }

  /** A game against an opponent outside the table (an average side): the overall record only. */
  addOpen(team: number, result: number): void {
    this.halfWins[team]! += Math.round(result * 2);
    this.games[team]!++;
  }

  reset(base: UsTable): void {
    this.halfWins.set(base.halfWins);
    this.games.set(base.games);
    this.h2hHalfWins.set(base.h2hHalfWins);
    this.h2hGames.set(base.h2hGames);
    this.divisionHalfWins.set(base.divisionHalfWins);
    this.divisionGames.set(base.divisionGames);
    this.conferenceHalfWins.set(base.conferenceHalfWins);
    this.conferenceGames.set(base.conferenceGames);
  }

  /** Sorts order[from..to) best first by `criteria` (a UsCriterion list). */
  rank(order: Int32Array, from: number, to: number, criteria: readonly number[]): void {
    let ranker = this.rankers.get(criteria);
    if (!ranker) {
      ranker = new TieRanker(this.teams, criteria, (c, t, g, f, e) => this.key(c, t, g, f, e));
      this.rankers.set(criteria, ranker);
    }
    ranker.rank(order, from, to);
  }

  private key(criterion: number, t: number, group: Int32Array, from: number, to: number): number {
    switch (criterion) {
      case UsCriterion.winPct:
        return pct(this.halfWins[t]!, this.games[t]!);
      case UsCriterion.h2hPct: {
        // Win % in the games among the teams still level (NBA and NFL multi-team rules).
        let w = 0;
        let g = 0;
        for (let i = from; i < to; i++) {
          const o = group[i]!;
          if (o === t) continue;
          w += this.h2hHalfWins[t * this.teams + o]!;
          g += this.h2hGames[t * this.teams + o]!;
        }
        return pct(w, g);
      }
      case UsCriterion.divisionLeaderOfMany:
        return to - from > 2 ? this.leader[t]! : 0;
      case UsCriterion.divisionLeaderOfTwo:
        return to - from === 2 ? this.leader[t]! : 0;
      case UsCriterion.divisionPct:
        return pct(this.divisionHalfWins[t]!, this.divisionGames[t]!);
      case UsCriterion.conferencePct:
        return pct(this.conferenceHalfWins[t]!, this.conferenceGames[t]!);
      default:
        return this.random();
    }
  }
}
