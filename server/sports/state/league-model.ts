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

/** A model's forecast before the market is pooled in. */
export type ModelForecast = Omit<MatchForecast, 'market' | 'published' | 'modelWeight'>;

export interface LeagueModel {
  forecast(fixtures: readonly FixtureInput[]): Record<string, ModelForecast>;
  /** When a what-if meeting is dated: the clock, or the day after the last game on file. */
  whatIfDate: Date;
}
