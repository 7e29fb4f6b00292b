import type { MatchDetails } from '../../db/schema.ts';
import { isKnockout, stageOf } from '../cups/cup-rounds.ts';

const DAY = 86_400_000;

/** How far ahead a play-off game may be shown: only once the round before it is decided. */
const PLAYOFF_HORIZON_DAYS: Record<string, number> = { NFL: 7, NBA: 2 };
/** A new season's fixtures count as published this long before its first match. */
const NEXT_SEASON_LEAD_DAYS = 100;

export interface UpcomingRow {
  id: number;
  leagueId: string;
  kickoff: Date;
  kickoffTimeKnown: boolean;
  season: string;
  homeTeamId: number;
  awayTeamId: number;
  stats: Record<string, number> | null;
  /** UEFA matches: round, neutral venue. */
  details?: MatchDetails | null;
}

/**
 * The fixtures that were known at `asOf`. The mirror holds whole seasons, so without this the
 * list of later play-off games would reveal who won the earlier rounds, and next season's
 * schedule would appear months before it was published.
 */
export function visibleFixtures(
  rows: readonly UpcomingRow[],
  currentSeason: ReadonlyMap<string, string>,
  asOf: Date,
): UpcomingRow[] {
  const firstOfSeason = new Map<string, number>();
  // The stage of each cup season's next match: a knockout round after it is not drawn yet.
  const nextStage = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.leagueId}:${row.season}`;
    if (!firstOfSeason.has(key)) firstOfSeason.set(key, row.kickoff.getTime());
    if (row.details?.round && row.kickoff > asOf && !nextStage.has(key)) {
      nextStage.set(key, stageOf(row.details.round));
    }
  }
  return rows.filter((row) => {
    const ahead = row.kickoff.getTime() - asOf.getTime();
    if (ahead <= 0) return false;
    const seasonOk =
      currentSeason.get(row.leagueId) === row.season ||
      firstOfSeason.get(`${row.leagueId}:${row.season}`)! - asOf.getTime() <=
        NEXT_SEASON_LEAD_DAYS * DAY;
    if (!seasonOk) return false;
    const round = row.details?.round;
    if (isKnockout(round) && nextStage.get(`${row.leagueId}:${row.season}`) !== stageOf(round)) {
      return false;
    }
    if (row.stats?.playoff === 1) {
      const horizon = PLAYOFF_HORIZON_DAYS[row.leagueId];
      if (horizon !== undefined && ahead > horizon * DAY) return false;
    }
    return true;
  });
}
