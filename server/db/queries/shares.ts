import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { leagues, matches, predictions, teams } from '../schema.ts';

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

/** What a share card and a share page need of a stored prediction. */
export interface ShareablePrediction {
  id: string;
  userId: string | null;
  matchId: number | null;
  leagueId: string;
  hypothetical: boolean;
  homeProb: number;
  drawProb: number | null;
  awayProb: number;
  confidence: number;
  payload: Record<string, unknown>;
  shareImage: string | null;
  homeTeamName: string;
  awayTeamName: string;
  leagueName: string;
  kickoff: Date | null;
  /** False for a day-only fixture (its stored time is a placeholder). */
  kickoffTimeKnown: boolean | null;
  /** The result as stored: the clock decides whether it may be shown (knownAt). */
  homeScore: number | null;
  awayScore: number | null;
}

export async function findShareablePrediction(
  db: Db,
  id: string,
): Promise<ShareablePrediction | undefined> {
  const [row] = await db
    .select({
      id: predictions.id,
      userId: predictions.userId,
      matchId: predictions.matchId,
      leagueId: predictions.leagueId,
      hypothetical: predictions.hypothetical,
      homeProb: predictions.homeProb,
      drawProb: predictions.drawProb,
      awayProb: predictions.awayProb,
      confidence: predictions.confidence,
      payload: predictions.payload,
      shareImage: predictions.shareImage,
      homeTeamName: homeTeams.name,
      awayTeamName: awayTeams.name,
      leagueName: leagues.name,
      kickoff: matches.kickoff,
      kickoffTimeKnown: matches.kickoffTimeKnown,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(predictions)
    .innerJoin(homeTeams, eq(homeTeams.id, predictions.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, predictions.awayTeamId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .leftJoin(matches, eq(matches.id, predictions.matchId))
    // A prediction whose owner deleted the account stays in the public record, never shared.
    .where(and(eq(predictions.id, id), isNotNull(predictions.userId)))
    .limit(1);
  return row;
}

/**
 * Records the rendered card, unless another request recorded a different one since `previous`
 * was read: the first stored path wins, so every share of a prediction shows one image.
 * Returns the path in force afterwards.
 */
export async function storeShareImage(
  db: Db,
  id: string,
  path: string,
  previous: string | null,
): Promise<string> {
  const [updated] = await db
    .update(predictions)
    .set({ shareImage: path })
    .where(
      and(
        eq(predictions.id, id),
        previous === null ? isNull(predictions.shareImage) : eq(predictions.shareImage, previous),
      ),
    )
    .returning({ shareImage: predictions.shareImage });
  if (updated?.shareImage) return updated.shareImage;
  const [current] = await db
    .select({ shareImage: sql<string | null>`${predictions.shareImage}` })
    .from(predictions)
    .where(eq(predictions.id, id));
  return current?.shareImage ?? path;
}
