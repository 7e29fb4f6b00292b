import { isoDay } from '../../data/ingest/dates.ts';
import { naturalKey, sportOf } from '../../data/ingest/team-identity.ts';
import type { LiveOddsEvent, LiveScore } from '../../data/live/odds-api.ts';
import { LEAGUES, type LeagueId } from '../../data/reference/leagues.ts';
import { ODDS_API } from '../../data/reference/provider-names.ts';
import type { Db } from '../../db/client.ts';
import {
  matchIdsForKeys,
  noteUnmatchedName,
  recordResult,
  snapshotKeys,
  upsertLiveMatches,
} from '../../db/queries/live-data.ts';
import {
  ensureSeasons,
  insertOdds,
  type NewMatch,
  type NewOdds,
  teamIdsForSport,
} from '../../db/queries/sports-ingest.ts';
import { keyZoneOf, localDay, seasonLabelOf } from './season-label.ts';

/** Provider names to catalogue teams (aliases first, then close spellings; see team-matcher). */
export interface TeamMatcher {
  match(sportId: string, providerName: string): { teamId: number | null };
}

export interface OddsStoreReport {
  events: number;
  snapshots: number;
  results: number;
  /** Events in competitions Strix does not hold (the Champions League), or already started. */
  skipped: number;
  /** Provider spellings seen for the first time that match no team. */
  unmatched: string[];
}

const emptyReport = (): OddsStoreReport => ({
  events: 0,
  snapshots: 0,
  results: 0,
  skipped: 0,
  unmatched: [],
});

const held = (id: string | null): id is LeagueId => LEAGUES.some((league) => league.id === id);

interface EventTeams {
  leagueId: string | null;
  commenceTime: Date;
  homeName: string;
  awayName: string;
}

/**
 * Finds (or adds) the match a provider event is about. Matches are keyed as ingest keys them
 * (league, the local date the files use, both sides' source keys), so an event and the same
 * game from football-data.co.uk or nflverse meet in one row.
 */
async function matchIdsFor(
  db: Db,
  events: readonly EventTeams[],
  matcher: TeamMatcher,
  at: Date,
  report: OddsStoreReport,
  createMissing: boolean,
) {
  const found = new Map<EventTeams, number>();
  const byLeague = new Map<LeagueId, EventTeams[]>();
  for (const event of events) {
    if (!held(event.leagueId)) {
      report.skipped++;
      continue;
    }
    byLeague.set(event.leagueId, [...(byLeague.get(event.leagueId) ?? []), event]);
  }
  for (const [leagueId, list] of byLeague) {
    const sportId = sportOf(leagueId);
    const keyOf = new Map([...(await teamIdsForSport(db, sportId))].map(([key, id]) => [id, key]));
    const rows: (Omit<NewMatch, 'seasonId'> & { seasonLabel: string })[] = [];
    const wanted: EventTeams[] = [];
    const days = new Map<EventTeams, [number, number, number]>();
    for (const event of list) {
      const home = matcher.match(sportId, event.homeName).teamId;
      const away = matcher.match(sportId, event.awayName).teamId;
      for (const [name, id] of [
        [event.homeName, home],
        [event.awayName, away],
      ] as const) {
        if (id !== null) continue;
        const first = await noteUnmatchedName(db, { provider: ODDS_API, leagueId, name }, at);
        if (first) report.unmatched.push(name);
      }
      if (home === null || away === null) continue;
      const day = localDay(event.commenceTime, keyZoneOf(leagueId));
      days.set(event, day);
      wanted.push(event);
      rows.push({
        leagueId,
        seasonLabel: seasonLabelOf(leagueId, day),
        kickoff: event.commenceTime,
        kickoffTimeKnown: true,
        homeTeamId: home,
        awayTeamId: away,
        homeScore: null,
        awayScore: null,
        stats: null,
        naturalKey: naturalKey(leagueId, isoDay(day), keyOf.get(home)!, keyOf.get(away)!),
        source: ODDS_API,
      });
    }
    if (!createMissing) {
      const existing = await matchIdsForKeys(
        db,
        rows.map((r) => r.naturalKey),
      );
      wanted.forEach((event, i) => {
        const id = existing.get(rows[i]!.naturalKey);
        if (id !== undefined) found.set(event, id);
      });
      continue;
    }
    const seasonIds = await ensureSeasons(db, leagueId, [
      ...new Set(rows.map((r) => r.seasonLabel)),
    ]);
    const ids = await upsertLiveMatches(
      db,
      rows.map(({ seasonLabel, ...row }) => ({ ...row, seasonId: seasonIds.get(seasonLabel)! })),
      ODDS_API,
    );
    wanted.forEach((event, i) => {
      found.set(event, ids.get(rows[i]!.naturalKey)!);
    });
  }
  return found;
}

/**
 * Stores one poll of The Odds API: each event's bookmakers grouped by when each last updated
 * its prices (its `last_update`, never later than the poll), one snapshot per distinct time, so
 * a price is dated when the book set it and not when the poll read it (docs/data.md "Going
 * live"). A time already stored for the match is not stored again: a book that has not
 * moved since the last poll adds nothing. Events already under way are left out: in-play prices
 * are not pre-match prices, and the closing line is frozen from the last snapshot before kick-off.
 */
export async function storeOddsEvents(
  db: Db,
  events: readonly LiveOddsEvent[],
  polledAt: Date,
  matcher: TeamMatcher,
): Promise<OddsStoreReport> {
  const report = emptyReport();
  const upcoming = events.filter((event) => {
    const ahead = event.commenceTime.getTime() > polledAt.getTime();
    if (!ahead) report.skipped++;
    return ahead;
  });
  const ids = await matchIdsFor(db, upcoming, matcher, polledAt, report, true);
  const stored = await snapshotKeys(db, [...new Set(ids.values())]);
  const docs: NewOdds[] = [];
  for (const event of upcoming) {
    const matchId = ids.get(event);
    if (matchId === undefined) continue;
    report.events++;
    // Quotes carry the catalogue's name already (odds-api-normalize.ts liveBookmaker).
    const byTime = new Map<number, NewOdds['quotes']>();
    for (const book of event.books) {
      const at = Math.min(book.capturedAt.getTime(), polledAt.getTime());
      byTime.set(at, [...(byTime.get(at) ?? []), ...book.quotes]);
    }
    for (const [at, quotes] of byTime) {
      const key = `${matchId}|${ODDS_API}|${at}`;
      if (quotes.length === 0 || stored.has(key)) continue;
      stored.add(key);
      docs.push({ matchId, kind: 'snapshot', capturedAt: new Date(at), source: ODDS_API, quotes });
    }
  }
  await insertOdds(db, docs);
  report.snapshots = docs.length;
  return report;
}

/** Stores finished games' scores on the matches they belong to; a known result is kept. */
export async function storeScores(
  db: Db,
  scores: readonly LiveScore[],
  polledAt: Date,
  matcher: TeamMatcher,
): Promise<OddsStoreReport> {
  const report = emptyReport();
  const done = scores.filter((s) => s.completed && s.homeScore !== null && s.awayScore !== null);
  const ids = await matchIdsFor(db, done, matcher, polledAt, report, false);
  for (const score of done) {
    const matchId = ids.get(score);
    if (matchId === undefined) continue;
    report.events++;
    if (await recordResult(db, matchId, score.homeScore!, score.awayScore!)) report.results++;
  }
  return report;
}
