import { normalizeName } from '../../data/reference/normalize.ts';
import type { Db } from '../../db/client.ts';
import { loadTeams } from '../../db/queries/sports-catalogue.ts';
import { badRequest } from '../../lib/http-error.ts';
import { buildDirectory } from '../../sports/questions/build-directory.ts';

interface KnownTeam {
  id: number;
  name: string;
  sport: string;
}

interface TeamIndex {
  builtAt: number;
  byAlias: Map<string, KnownTeam[]>;
}

/** Teams change only when data is ingested; a vote may wait this long to see a new alias. */
const REBUILD_AFTER_MS = 10 * 60_000;
/** An unknown name may trigger a rebuild, but not more often than this. */
const RETRY_UNKNOWN_AFTER_MS = 30_000;

const indexes = new WeakMap<Db, Promise<TeamIndex>>();

async function buildIndex(db: Db): Promise<TeamIndex> {
  // The same aliases questions are understood with: ingest's names, the shown names
  // ('Manchester City' for 'Man City') and the extra ones the directory adds.
  const directory = buildDirectory(await loadTeams(db), [], new Date());
  const byAlias = new Map<string, KnownTeam[]>();
  for (const team of directory.teams) {
    const known = { id: team.id, name: team.name, sport: team.sport };
    for (const alias of new Set(team.aliases)) {
      if (!alias) continue;
      const list = byAlias.get(alias) ?? [];
      list.push(known);
      byAlias.set(alias, list);
    }
  }
  return { builtAt: Date.now(), byAlias };
}

async function teamIndex(db: Db, unknownName = false): Promise<TeamIndex> {
  let pending = indexes.get(db);
  if (pending) {
    const index = await pending;
    const age = Date.now() - index.builtAt;
    if (age < REBUILD_AFTER_MS && !(unknownName && age > RETRY_UNKNOWN_AFTER_MS)) return index;
  }
  pending = buildIndex(db);
  indexes.set(db, pending);
  pending.catch(() => indexes.delete(db));
  return pending;
}

export interface Matchup {
  /** 'prediction:<home>|<away>' with both names normalised. */
  target: string;
  /** Strix's teams when both names name one, in the same sport. */
  homeTeamId: number | null;
  awayTeamId: number | null;
}

function pairOf(home: KnownTeam[], away: KnownTeam[]): [KnownTeam, KnownTeam] | undefined {
  const pairs: [KnownTeam, KnownTeam][] = [];
  for (const h of home) {
    for (const a of away) if (h.sport === a.sport && h.id !== a.id) pairs.push([h, a]);
  }
  return pairs.length === 1 ? pairs[0] : undefined;
}

/**
 * The vote target for two team names. Names that resolve to Strix's teams are keyed by the
 * teams' shown names, so 'Man City' and 'Manchester City' count as one matchup; a name Strix
 * does not know (or one two teams share) is keyed as written, normalised.
 */
export async function resolveMatchup(db: Db, home: string, away: string): Promise<Matchup> {
  const homeKey = normalizeName(home);
  const awayKey = normalizeName(away);
  if (!homeKey) throw badRequest('homeTeam must name a team.');
  if (!awayKey) throw badRequest('awayTeam must name a team.');
  let index = await teamIndex(db);
  if (!index.byAlias.has(homeKey) || !index.byAlias.has(awayKey)) {
    index = await teamIndex(db, true);
  }
  const pair = pairOf(index.byAlias.get(homeKey) ?? [], index.byAlias.get(awayKey) ?? []);
  if (pair) {
    return {
      target: `prediction:${normalizeName(pair[0].name)}|${normalizeName(pair[1].name)}`,
      homeTeamId: pair[0].id,
      awayTeamId: pair[1].id,
    };
  }
  return { target: `prediction:${homeKey}|${awayKey}`, homeTeamId: null, awayTeamId: null };
}
