import type { Db } from '../../db/client.ts';
import {
  associationKeyedTeams,
  matchesOfTeam,
  mergeTeamInto,
  storedNaturalKeys,
  teamsWithDependents,
} from '../../db/queries/club-identity.ts';
import { knownClub } from './club-catalogue.ts';
import { foreignIndex, type KnownClub } from './club-names.ts';

export interface ClubMergeReport {
  /** 'Qarabağ Ağdam → Qarabağ (AZE)': duplicates folded into the club they repeat. */
  merged: string[];
  /** Duplicates left as they are, with why (user data points at them, or a match is in both). */
  leftApart: string[];
}

/** The natural key with the duplicate's key replaced by the kept club's, on whichever side. */
function rekey(naturalKey: string, from: string, to: string) {
  const parts = naturalKey.split(':');
  if (parts.length !== 4) return undefined;
  return parts.map((part, i) => (i >= 2 && part === from ? to : part)).join(':');
}

/**
 * A database loaded before club identity matched on known names can hold one club twice (the
 * 2025/26 Champions League file made 'Qarabağ Ağdam FK' a second Qarabağ). Files already loaded
 * are skipped by their hash, so the next ingest would keep the duplicate, and a changed file
 * would add its matches a second time under the club's one team. This step, run before the files,
 * folds each duplicate into the older team it repeats when nothing of a user's points at it.
 */
export async function mergeDuplicateClubs(db: Db): Promise<ClubMergeReport> {
  const report: ClubMergeReport = { merged: [], leftApart: [] };
  const index = foreignIndex([]);
  const pairs: [KnownClub, KnownClub][] = [];
  // By name and key only: cheap enough for every start, and a duplicate's name is its spelling.
  for (const team of await associationKeyedTeams(db)) {
    const club = knownClub(team);
    const stem = club.sourceKey.replace(/ \([A-Z]{3}\)$/, '');
    const held = index.find(club.names[0]!, club.country) ?? index.find(stem, club.country);
    if (held) pairs.push([club, held]);
    else index.add(club);
  }
  if (pairs.length === 0) return report;
  const dependents = await teamsWithDependents(
    db,
    pairs.map(([duplicate]) => duplicate.teamId),
  );
  for (const [duplicate, keep] of pairs) {
    const label = `${duplicate.names[0]} → ${keep.names[0]} (${keep.country})`;
    if (dependents.has(duplicate.teamId)) {
      report.leftApart.push(`${label}: user data points at it`);
      continue;
    }
    const merged = await db.transaction(async (tx) => {
      const rekeyed = (await matchesOfTeam(tx, duplicate.teamId)).map((match) => ({
        id: match.id,
        naturalKey: rekey(match.natural_key, duplicate.sourceKey, keep.sourceKey),
      }));
      const keys = rekeyed.map((match) => match.naturalKey);
      if (keys.some((key) => key === undefined)) return false;
      if ((await storedNaturalKeys(tx, keys as string[])) > 0) return false;
      await mergeTeamInto(
        tx,
        duplicate.teamId,
        keep.teamId,
        rekeyed as { id: number; naturalKey: string }[],
      );
      return true;
    });
    if (merged) report.merged.push(label);
    else report.leftApart.push(`${label}: a match is stored under both`);
  }
  return report;
}
