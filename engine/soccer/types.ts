/** One played match as the soccer models consume it. */
export interface SoccerMatch {
  /** ISO date or date-time of kick-off (e.g. "2024-08-16" or "2024-08-16T19:00:00Z"). */
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** Optional shot data (football-data.co.uk HST/AST, HS/AS); used by the 'blend' target. */
  homeShotsOnTarget?: number;
  awayShotsOnTarget?: number;
  homeShots?: number;
  awayShots?: number;
  /**
   * Optional expected goals (FiveThirtyEight's SPI file, or FPL's player xG summed per side);
   * used by the 'blend' target when its `xgShare` is above 0.
   */
  homeXg?: number;
  awayXg?: number;
  /** No home advantage applies (a neutral venue). */
  neutral?: boolean;
  /**
   * Played behind closed doors (see markClosedDoors): the home side's edge is the fit's
   * closed-doors home advantage, learned from such matches, rather than the usual one.
   */
  closedDoors?: boolean;
  /**
   * Fixed additions to the home and away side's log goal rate, not fitted: the cross-league
   * model's European layer carries each club's strength from its own league's fit this way.
   * Default 0.
   */
  homeRateOffset?: number;
  awayRateOffset?: number;
}

/** A team's log-scale strengths: higher attack scores more, higher defence concedes more. */
export interface TeamStrength {
  attack: number;
  defence: number;
}

export interface DixonColesTeam extends TeamStrength {
  /** Matches of this team used in the fit. */
  matches: number;
  /** Sum of their time-decay weights: how much evidence the estimate rests on. */
  weight: number;
}

export interface DixonColesModel {
  /** Team strengths; attacks and defences each sum to zero over the fitted teams. */
  teams: Record<string, DixonColesTeam>;
  /** μ: log of the expected goals of an average away side against an average home side. */
  intercept: number;
  /** γ: additive home advantage on the home side's log goal rate. */
  homeAdvantage: number;
  /** γ_c: the home advantage behind closed doors (shrunk towards γ; equal to it without data). */
  closedDoorsAdvantage?: number;
  /** ρ: Dixon–Coles low-score dependence (negative = more 0-0 and 1-1 than independence). */
  rho: number;
  /**
   * Prior means the fit shrank teams toward, on the prior's scale where 0 is an average side
   * (teams not listed had prior 0). predictMatch also uses them for teams absent from the fit.
   */
  priorMeans: Record<string, TeamStrength>;
  /**
   * Prior scale minus reported scale: a prior mean p corresponds to p − priorShift among
   * `teams` (non-zero only when the supplied prior means do not average 0 over fitted teams).
   */
  priorShift: TeamStrength;
  /** Goal grid used by predictMatch unless it is given another one. */
  maxGoals: number;
  asOf: string;
  xi: number;
  ridge: number;
  meta: DixonColesFitMeta;
}

export interface DixonColesFitMeta {
  matchesUsed: number;
  /** Matches dropped because they are not strictly before asOf. */
  matchesAfterAsOf: number;
  /** Matches dropped as older than maxAgeDays. */
  matchesTooOld: number;
  weightSum: number;
  iterations: number;
  evaluations: number;
  converged: boolean;
  /** Penalised negative log-likelihood per unit weight at the optimum. */
  objective: number;
  warmStarted: boolean;
  target: FitTarget;
  /** Goals per shot on target in the 'blend' proxy (0 under 'goals'). */
  shotsOnTargetCoefficient: number;
}

export type FitTarget = 'goals' | 'blend';
