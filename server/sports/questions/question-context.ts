import type { DateRange, Interpretation, SportId } from '@contract';
import type { TeamDirectory } from './team-directory.ts';

export interface Fixture {
  matchId: number;
  leagueId: string;
  homeTeamId: number;
  awayTeamId: number;
  kickoff: Date;
  /** False when only the day is known. */
  kickoffTimeKnown?: boolean;
  /** Cup matches: the source's round ('League, Matchday 7') and season. */
  round?: string | null;
  season?: string;
  /**
   * A meeting that has kicked off at the clock (`InterpretContext.recent` only): in play until
   * its result is known, then finished.
   */
  status?: 'in-play' | 'finished';
}

export interface LeagueInfo {
  id: string;
  name: string;
  sport: SportId;
}

export interface InterpretContext {
  directory: TeamDirectory;
  /** Upcoming fixtures the clock lets people see, in kick-off order. */
  fixtures: readonly Fixture[];
  /**
   * Matches kicked off in the last few days (AWAITING_RESULT_MS), newest first, each with its
   * `status`: a question naming two teams may mean one of these (`chooseMeeting`).
   */
  recent?: readonly Fixture[];
  leagues: ReadonlyMap<string, LeagueInfo>;
  now: Date;
  /** The viewer's IANA zone, for the days the answer names; the league's when not known. */
  timeZone?: string;
}

export type InterpretResult =
  | {
      ok: true;
      interpretation: Interpretation;
      /** League and value questions: the fixtures in scope, in kick-off order. */
      fixtures: Fixture[];
    }
  | { ok: false; error: string; suggestions: string[] };

/** A question Strix cannot place: why, and at most three questions to ask instead. */
export const fail = (error: string, suggestions: string[] = []): InterpretResult => ({
  ok: false,
  error,
  suggestions: [...new Set(suggestions)].slice(0, 3),
});

export const inRange = (kickoff: Date, range: DateRange | null) =>
  !range ||
  (kickoff.getTime() >= Date.parse(range.from) && kickoff.getTime() < Date.parse(range.to));

export function leagueName(ctx: InterpretContext, id: string | null) {
  return id ? (ctx.leagues.get(id)?.name ?? id) : null;
}
