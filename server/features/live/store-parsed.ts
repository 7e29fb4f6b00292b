import { identifyTeams, naturalKey, sportOf } from '../../data/ingest/team-identity.ts';
import type { OddsKind, ParsedMatch, ParseProblem } from '../../data/ingest/types.ts';
import type { LeagueId } from '../../data/reference/leagues.ts';
import { normalizeName } from '../../data/reference/normalize.ts';
import { ODDS_API } from '../../data/reference/provider-names.ts';
import type { Db } from '../../db/client.ts';
import {
  fixedOddsKeys,
  queueClosingRegrade,
  snapshotKeys,
  upsertLiveMatches,
} from '../../db/queries/live-data.ts';
import {
  ensureSeasons,
  ensureTeams,
  insertAliases,
  insertOdds,
  type NewMatch,
  type NewOdds,
  teamIdsForSport,
} from '../../db/queries/sports-ingest.ts';
import { FROZEN_CLOSING } from '../../sports/odds/market.ts';

/** How one file's prices are dated: the kind stored and when it was known, or null to skip. */
export type Stamp = (
  kind: OddsKind,
  match: ParsedMatch,
) => { kind: OddsKind; capturedAt: Date } | null;

export interface StoreReport {
  matches: number;
  odds: number;
  /** Sides never seen before in their sport (a promoted club): created as new teams. */
  newTeams: string[];
  problems: ParseProblem[];
}

/**
 * Stores a live results or fixtures file (the mirror's formats): new matches and sides are
 * added, known fixtures get their result and moved kick-offs, and each price document is added
 * once per match, kind and source (snapshots every time their capture time is new). A results
 * file's closing prices are stored even where a closing line was frozen from polls (they replace
 * that guess, see odds/market.ts `captureOrder`), and the match's grades are queued to be worked
 * out again against them.
 */
export async function storeParsedMatches(
  db: Db,
  parsed: readonly ParsedMatch[],
  source: string,
  stamp: Stamp,
): Promise<StoreReport> {
  const report: StoreReport = { matches: 0, odds: 0, newTeams: [], problems: [] };
  const byLeague = new Map<LeagueId, ParsedMatch[]>();
  for (const match of parsed)
    byLeague.set(match.leagueId, [...(byLeague.get(match.leagueId) ?? []), match]);
  for (const [leagueId, list] of byLeague) {
    const sportId = sportOf(leagueId);
    const seasonIds = await ensureSeasons(db, leagueId, [...new Set(list.map((m) => m.season))]);
    const { identities, usable } = identifyTeams(leagueId, list, report.problems);
    const known = await ensureTeamsReportingNew(db, sportId, [...identities.values()]);
    report.newTeams.push(...known.created);
    const rows: NewMatch[] = usable.map((match) => ({
      leagueId,
      seasonId: seasonIds.get(match.season)!,
      kickoff: match.kickoff,
      kickoffTimeKnown: match.kickoffTimeKnown,
      homeTeamId: known.ids.get(match.homeKey)!,
      awayTeamId: known.ids.get(match.awayKey)!,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      stats: match.stats && Object.keys(match.stats).length > 0 ? match.stats : null,
      naturalKey: naturalKey(leagueId, match.localDate, match.homeKey, match.awayKey),
      source,
    }));
    const ids = await upsertLiveMatches(db, rows, ODDS_API);
    report.matches += rows.length;
    const fixed = await fixedOddsKeys(db, [...ids.values()], FROZEN_CLOSING);
    // Snapshots were added on every read, even at a capture time already stored (the same
    // file's Last-Modified read again): the same prices twice in the history.
    const stored = await snapshotKeys(db, [...ids.values()]);
    const odds: NewOdds[] = [];
    usable.forEach((match, i) => {
      const matchId = ids.get(rows[i]!.naturalKey)!;
      for (const doc of match.odds) {
        const stamped = stamp(doc.kind, match);
        if (!stamped) continue;
        if (stamped.kind !== 'snapshot' && fixed.has(`${matchId}|${stamped.kind}`)) continue;
        if (
          stamped.kind === 'snapshot' &&
          stored.has(`${matchId}|${source}|${stamped.capturedAt.getTime()}`)
        )
          continue;
        odds.push({ matchId, ...stamped, source, quotes: doc.quotes });
      }
    });
    // Queued before the prices are stored, so no crash in between can leave grades on the
    // frozen guess for good; the settlement job waits for the prices before it clears a match.
    const closing = new Set(odds.filter((doc) => doc.kind === 'closing').map((doc) => doc.matchId));
    await queueClosingRegrade(
      db,
      usable.flatMap((match, i) => {
        const matchId = ids.get(rows[i]!.naturalKey)!;
        return closing.has(matchId) ? [{ matchId, kickoff: match.kickoff }] : [];
      }),
    );
    await insertOdds(db, odds);
    report.odds += odds.length;
  }
  return report;
}

/** Team ids by source key, creating (and naming in the report) sides not seen before. */
async function ensureTeamsReportingNew(
  db: Db,
  sportId: string,
  wanted: { sourceKey: string; name: string }[],
) {
  const existing = await teamIdsForSport(db, sportId);
  const ids = await ensureTeams(db, sportId, wanted);
  const created = wanted.filter((team) => !existing.has(team.sourceKey));
  await insertAliases(
    db,
    created.map((team) => ({
      sportId,
      alias: normalizeName(team.name),
      teamId: ids.get(team.sourceKey)!,
      source: 'live',
    })),
  );
  return { ids, created: created.map((team) => team.name) };
}
