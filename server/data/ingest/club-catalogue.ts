import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import {
  aliasesOfSport,
  associationKeyedTeams,
  teamsOfLeagues,
} from '../../db/queries/club-identity.ts';
import {
  CLUB_SPELLINGS,
  DOMESTIC_LEAGUES,
  type DomesticTeam,
  domesticIndex,
  foldName,
  foreignIndex,
  type KnownClub,
} from './club-names.ts';
import type { SourceFile } from './discover.ts';
import { type ClubNames, parseOpenfootballClubs } from './openfootball.ts';

/** openfootball/clubs files by the country folder they sit in (`europe/england/eng.clubs.txt`). */
const CLUBS_FOLDER_COUNTRY: Record<string, string> = {
  england: 'ENG',
  spain: 'ESP',
  germany: 'GER',
  italy: 'ITA',
  france: 'FRA',
  scotland: 'SCO',
};

/** …or by the file's prefix where a mirror keeps them elsewhere (`openfootball/eng.clubs.txt`). */
const CLUBS_FILE_COUNTRY: Record<string, string> = {
  eng: 'ENG',
  es: 'ESP',
  de: 'GER',
  it: 'ITA',
  fr: 'FRA',
  sco: 'SCO',
};

export interface ClubCatalogue {
  /** The teams of our domestic leagues with every name they go by. */
  domestic: DomesticTeam[];
  /** Domestic teams' source keys by id (natural keys are built from them). */
  sourceKeys: Map<number, string>;
  /** openfootball's club blocks by association, for clubs outside our leagues (Celtic, …). */
  blocks: Map<string, ClubNames[]>;
  /** The foreign clubs held so far, by every name they are known under. */
  foreign: ReturnType<typeof foreignIndex>;
}

/** The association-keyed clubs with their aliases, as the foreign index takes them. */
export async function knownForeignClubs(db: Db): Promise<KnownClub[]> {
  const aliases = new Map<number, string[]>();
  for (const alias of await aliasesOfSport(db, 'soccer'))
    aliases.set(alias.team_id, [...(aliases.get(alias.team_id) ?? []), alias.alias]);
  return (await associationKeyedTeams(db)).map((team) =>
    knownClub(team, aliases.get(team.id) ?? []),
  );
}

/** A stored association-keyed team as the foreign index takes it (its key ends in the code). */
export const knownClub = (
  team: { id: number; name: string; source_key: string },
  aliases: readonly string[] = [],
): KnownClub => ({
  teamId: team.id,
  sourceKey: team.source_key,
  country: team.source_key.slice(-4, -1),
  names: [team.name, ...aliases],
});

const countryOfLeague = new Map(
  Object.entries(DOMESTIC_LEAGUES).flatMap(([country, leagues]) =>
    leagues.map((league) => [league as string, country] as const),
  ),
);

function clubBlocks(clubFiles: readonly SourceFile[]) {
  const blocks = new Map<string, ClubNames[]>();
  for (const file of clubFiles) {
    const parts = file.rel.split('/');
    const country =
      CLUBS_FOLDER_COUNTRY[parts.at(-2) ?? ''] ??
      CLUBS_FILE_COUNTRY[(parts.at(-1) ?? '').split('.')[0]!];
    if (!country) continue;
    const list = blocks.get(country) ?? [];
    list.push(...parseOpenfootballClubs(readFileSync(file.path, 'utf8')));
    blocks.set(country, list);
  }
  return blocks;
}

/**
 * Reads what club identity needs from the database and the clubs files: each domestic team's
 * football-data name, the aliases stored for it, and every name of the openfootball club block
 * that names it (looked for only among clubs of the same association).
 */
export async function loadClubCatalogue(
  db: Db,
  clubFiles: readonly SourceFile[],
): Promise<ClubCatalogue> {
  const rows = await teamsOfLeagues(db, [...countryOfLeague.keys()]);
  const byId = new Map<number, DomesticTeam>();
  const sourceKeys = new Map<number, string>();
  for (const row of rows) {
    const lastPlayed = Date.parse(row.last_played);
    const held = byId.get(row.id);
    if (held) held.lastPlayed = Math.max(held.lastPlayed, lastPlayed);
    else {
      const country = countryOfLeague.get(row.league_id)!;
      byId.set(row.id, { teamId: row.id, country, names: [row.name, row.source_key], lastPlayed });
      sourceKeys.set(row.id, row.source_key);
    }
  }
  for (const alias of await aliasesOfSport(db, 'soccer'))
    byId.get(alias.team_id)?.names.push(alias.alias);
  const blocks = clubBlocks(clubFiles);
  const teamsByName = new Map<string, DomesticTeam[]>();
  for (const team of byId.values()) {
    for (const name of team.names) {
      const key = `${team.country}:${foldName(name)}`;
      teamsByName.set(key, [...(teamsByName.get(key) ?? []), team]);
    }
  }
  for (const [country, list] of blocks) {
    for (const block of list) {
      const names = [block.canonical, ...block.aliases];
      const teams = new Set(
        names.flatMap((name) => teamsByName.get(`${country}:${foldName(name)}`) ?? []),
      );
      for (const team of teams) team.names.push(...names);
    }
  }
  // The explicit spelling table's names ('FC Cologne' for 'FC Koln') join the team they name.
  const find = domesticIndex([...byId.values()]);
  for (const entry of CLUB_SPELLINGS) {
    const id = DOMESTIC_LEAGUES[entry.country] ? find(entry.name, entry.country) : undefined;
    if (id !== undefined) byId.get(id)!.names.push(entry.name, ...entry.spellings);
  }
  const foreign = foreignIndex(await knownForeignClubs(db));
  return { domestic: [...byId.values()], sourceKeys, blocks, foreign };
}
