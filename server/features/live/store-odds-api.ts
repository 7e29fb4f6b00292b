import { isoDay } from '../../data/ingest/dates.ts';
import { oddsApiTeamCode } from '../../data/ingest/odds-api-snapshots.ts';
import { naturalKey, sportOf } from '../../data/ingest/team-identity.ts';
import type { LiveOddsEvent, LiveScore } from '../../data/live/odds-api.ts';
import { isServedLeague, type LeagueId } from '../../data/reference/leagues.ts';
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
import { type DoubleHeaderGame, gameSlots } from './double-headers.ts';
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
  /** Why each event of a served league was left out (an unknown team, a third game in a day). */
  skippedEvents: { providerEventId: string; reason: string }[];
}

const emptyReport = (): OddsStoreReport => ({
  events: 0,
  snapshots: 0,
  results: 0,
  skipped: 0,
  unmatched: [],
  skippedEvents: [],
});

const served = (id: string | null): id is LeagueId => id !== null && isServedLeague(id);

interface EventTeams {
  providerEventId: string;
  leagueId: string | null;
  commenceTime: Date;
  homeName: string;
  awayName: string;
}

type Row = Omit<NewMatch, 'seasonId'> & { seasonLabel: string };

/**
 * A team as The Odds API names it. MLB and NHL names go through the franchise table first
 * (data/ingest/odds-api-snapshots.ts `oddsApiTeamCode`, the saved snapshots' mapping): exact,
 * where a close spelling could take one club for another. Other names, and MLB or NHL names the
 * table lacks, go to the matcher (aliases, then close spellings).
 */
function teamOf(
  leagueId: LeagueId,
  name: string,
  idByKey: ReadonlyMap<string, number>,
  matcher: TeamMatcher,
): { id: number | null; why?: string } {
  if (leagueId === 'MLB' || leagueId === 'NHL') {
    const code = oddsApiTeamCode(leagueId, name);
    if (code !== undefined) {
      const id = idByKey.get(code);
      return id !== undefined
        ? { id }
        : {
            id: null,
            why: `"${name}" (${code}) is not in the database: ${leagueId}'s files are not loaded`,
          };
    }
  }
  const id = matcher.match(sportOf(leagueId), name).teamId;
  return id !== null ? { id } : { id: null, why: `no ${leagueId} team is called "${name}"` };
}

/**
 * Each event of one league as the match row it is about, keyed as ingest keys matches (league,
 * the local date the files use, both sides' source keys) so an event and the same game from
 * football-data.co.uk or nflverse meet in one row. An event with a side that names no team is
 * left out, its reason said and the unknown name noted.
 */
async function rowsOfLeague(
  db: Db,
  leagueId: LeagueId,
  list: readonly EventTeams[],
  matcher: TeamMatcher,
  at: Date,
  report: OddsStoreReport,
) {
  const idByKey = await teamIdsForSport(db, sportOf(leagueId));
  const keyOf = new Map([...idByKey].map(([key, id]) => [id, key]));
  const rows: { event: EventTeams; row: Row; day: string }[] = [];
  for (const event of list) {
    const home = teamOf(leagueId, event.homeName, idByKey, matcher);
    const away = teamOf(leagueId, event.awayName, idByKey, matcher);
    for (const [name, side] of [
      [event.homeName, home],
      [event.awayName, away],
    ] as const) {
      if (side.id !== null) continue;
      const first = await noteUnmatchedName(db, { provider: ODDS_API, leagueId, name }, at);
      if (first) report.unmatched.push(name);
    }
    if (home.id === null || away.id === null) {
      const why = [home.why, away.why].filter(Boolean).join('; ');
      report.skippedEvents.push({
        providerEventId: event.providerEventId,
        reason: `${event.awayName} at ${event.homeName}, ${event.commenceTime.toISOString()}: ${why}.`,
      });
      continue;
    }
    const homeKey = keyOf.get(home.id)!;
    const day = localDay(event.commenceTime, keyZoneOf(leagueId, homeKey));
    rows.push({
      event,
      day: isoDay(day),
      row: {
        leagueId,
        seasonLabel: seasonLabelOf(leagueId, day),
        kickoff: event.commenceTime,
        kickoffTimeKnown: true,
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeScore: null,
        awayScore: null,
        stats: null,
        naturalKey: naturalKey(leagueId, isoDay(day), homeKey, keyOf.get(away.id)!),
        source: ODDS_API,
      },
    });
  }
  return rows;
}

type EventRow = Awaited<ReturnType<typeof rowsOfLeague>>[number];

/** MLB rows keyed by their day's game: the second game of a double-header gets ':g2'. */
async function withDoubleHeaders(
  db: Db,
  rows: readonly EventRow[],
  at: Date,
  createMissing: boolean,
  report: OddsStoreReport,
): Promise<EventRow[]> {
  const games: DoubleHeaderGame[] = rows.map(({ event, row }) => ({
    baseKey: row.naturalKey,
    start: event.commenceTime,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
  }));
  const slots = await gameSlots(db, games, at, createMissing);
  return rows.flatMap((entry, i) => {
    const key = slots[i];
    if (key) return [{ ...entry, row: { ...entry.row, naturalKey: key } }];
    if (createMissing) {
      report.skippedEvents.push({
        providerEventId: entry.event.providerEventId,
        reason: `${entry.event.awayName} at ${entry.event.homeName} on ${entry.day}: a third game of the same sides in a day, where a day holds two at most.`,
      });
    }
    return [];
  });
}

/**
 * Finds (or, with `createMissing`, adds) the match each provider event is about. Two MLB games
 * of the same sides on one day (a double-header: two event ids, two start times) are two
 * matches, the second keyed ':g2' (see double-headers.ts).
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
    if (!served(event.leagueId)) {
      report.skipped++;
      continue;
    }
    byLeague.set(event.leagueId, [...(byLeague.get(event.leagueId) ?? []), event]);
  }
  for (const [leagueId, list] of byLeague) {
    let rows = await rowsOfLeague(db, leagueId, list, matcher, at, report);
    if (leagueId === 'MLB') rows = await withDoubleHeaders(db, rows, at, createMissing, report);
    if (!createMissing) {
      const existing = await matchIdsForKeys(
        db,
        rows.map((r) => r.row.naturalKey),
      );
      for (const { event, row } of rows) {
        const id = existing.get(row.naturalKey);
        if (id !== undefined) found.set(event, id);
      }
      continue;
    }
    const seasonIds = await ensureSeasons(db, leagueId, [
      ...new Set(rows.map((r) => r.row.seasonLabel)),
    ]);
    const ids = await upsertLiveMatches(
      db,
      rows.map(({ row: { seasonLabel, ...row } }) => ({
        ...row,
        seasonId: seasonIds.get(seasonLabel)!,
      })),
      ODDS_API,
    );
    for (const { event, row } of rows) found.set(event, ids.get(row.naturalKey)!);
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

/**
 * Leagues whose games never end level: extra innings, overtime and the shoot-out decide them
 * (the shoot-out's winner scoring one goal more). A level final from them is a score read before
 * the decider was counted, not a result.
 */
const NEVER_LEVEL: ReadonlySet<string> = new Set(['MLB', 'NHL']);

/** Stores finished games' scores on the matches they belong to; a known result is kept. */
export async function storeScores(
  db: Db,
  scores: readonly LiveScore[],
  polledAt: Date,
  matcher: TeamMatcher,
): Promise<OddsStoreReport> {
  const report = emptyReport();
  const done = scores.filter((s) => {
    if (!s.completed || s.homeScore === null || s.awayScore === null) return false;
    if (s.homeScore !== s.awayScore || !NEVER_LEVEL.has(s.leagueId ?? '')) return true;
    report.skippedEvents.push({
      providerEventId: s.providerEventId,
      reason: `${s.awayName} at ${s.homeName}, ${s.commenceTime.toISOString()}: reported finished level at ${s.homeScore}-${s.awayScore}, which no ${s.leagueId} game can end; left without a result until a later read.`,
    });
    return false;
  });
  const ids = await matchIdsFor(db, done, matcher, polledAt, report, false);
  for (const score of done) {
    const matchId = ids.get(score);
    if (matchId === undefined) continue;
    report.events++;
    if (await recordResult(db, matchId, score.homeScore!, score.awayScore!)) report.results++;
  }
  return report;
}
