import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { type MatchDetails, matches, referenceForecasts, teams } from '../schema.ts';

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

/** A played match of any competition, as the cross-league model and its bench read it. */
export interface CompetitionMatchRow {
  id: number;
  leagueId: string;
  kickoff: Date;
  homeTeamId: number;
  awayTeamId: number;
  homeName: string;
  awayName: string;
  /** UEFA association code of each club, where known. */
  homeCountry: string | null;
  awayCountry: string | null;
  /** Score after 90 minutes. */
  homeScore: number;
  awayScore: number;
  stats: Record<string, number> | null;
  details: MatchDetails | null;
}

/** Played matches of the given leagues with kick-off in [from, before), oldest first. */
export async function loadCompetitionMatches(
  db: Db,
  leagueIds: readonly string[],
  from: Date,
  before: Date,
): Promise<CompetitionMatchRow[]> {
  const rows = await db
    .select({
      id: matches.id,
      leagueId: matches.leagueId,
      kickoff: matches.kickoff,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeName: homeTeams.name,
      awayName: awayTeams.name,
      homeCountry: homeTeams.country,
      awayCountry: awayTeams.country,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      stats: matches.stats,
      details: matches.details,
    })
    .from(matches)
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(
      and(
        inArray(matches.leagueId, [...leagueIds]),
        gte(matches.kickoff, from),
        lt(matches.kickoff, before),
        isNotNull(matches.homeScore),
        isNotNull(matches.awayScore),
      ),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  return rows.map((r) => ({ ...r, homeScore: r.homeScore!, awayScore: r.awayScore! }));
}

/** One outside forecaster's 1X2 probabilities per match of a league (e.g. FiveThirtyEight's). */
export async function loadReferenceForecasts(
  db: Db,
  source: string,
  leagueId: string,
): Promise<Map<number, { homeWin: number; draw: number | null; awayWin: number }>> {
  const rows = await db
    .select({
      matchId: referenceForecasts.matchId,
      homeWin: referenceForecasts.homeWin,
      draw: referenceForecasts.draw,
      awayWin: referenceForecasts.awayWin,
    })
    .from(referenceForecasts)
    .innerJoin(matches, eq(matches.id, referenceForecasts.matchId))
    .where(and(eq(referenceForecasts.source, source), eq(matches.leagueId, leagueId)));
  return new Map(rows.map(({ matchId, ...p }) => [matchId, p]));
}
