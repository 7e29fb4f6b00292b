import type { MatchForecast } from './league-state.ts';

/** One fixture as a league's model reads it (a scheduled game or a what-if meeting). */
export interface FixtureInput {
  id: string;
  home: number;
  away: number;
  kickoff: Date;
  season: string;
  neutral: boolean;
  /** Per-match facts from ingest (NFL starting quarterbacks, neutral venue). */
  stats?: Record<string, number> | null;
}

/** A stored game or fixture as a model reads it. */
export const fixtureInputOf = (r: {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  season: string;
  stats: Record<string, number> | null;
}): FixtureInput => ({
  id: String(r.id),
  home: r.homeTeamId,
  away: r.awayTeamId,
  kickoff: r.kickoff,
  season: r.season,
  neutral: r.stats?.neutral === 1,
  stats: r.stats,
});

/** A model's forecast before the market is pooled in. */
export type ModelForecast = Omit<MatchForecast, 'market' | 'published' | 'modelWeight'>;

export interface LeagueModel {
  forecast(fixtures: readonly FixtureInput[]): Record<string, ModelForecast>;
  /** When a what-if meeting is dated: the clock, or the day after the last game on file. */
  whatIfDate: Date;
}

/** MLB: a listed starting pitcher and his season so far at the clock. */
export interface StarterFact {
  name: string;
  /** His starts this season before the clock, and the runs his team allowed per nine in them. */
  starts: number;
  runsPerNine: number | null;
}

/** MLB: the starting pitchers a game was listed with at the clock (null for a side not listed). */
export interface StartersFact {
  home: StarterFact | null;
  away: StarterFact | null;
}
