import type { Db } from '../../db/client.ts';
import { setTeamCountries } from '../../db/queries/club-identity.ts';
import {
  ensureSeasons,
  ensureTeams,
  insertAliases,
  insertNewMatches,
  type NewMatch,
} from '../../db/queries/sports-ingest.ts';
import { type ClubCatalogue, loadClubCatalogue } from './club-catalogue.ts';
import {
  aliasForms,
  associationOf,
  DOMESTIC_LEAGUES,
  domesticIndex,
  foldName,
  foreignClub,
  spellingEntry,
} from './club-names.ts';
import type { SourceFile } from './discover.ts';
import { type CupMatch, parseFootballTxt } from './football-txt.ts';
import { ingestSpiFile } from './spi-ingest.ts';
import { naturalKey } from './team-identity.ts';
import type { ParseProblem } from './types.ts';

/** A side of a cup match: a domestic team found by name, or a club keyed for UEFA matches. */
type Side = { teamKey: string; teamId?: number; foreign?: { name: string; country: string } };

export interface CupIngestResult {
  items: number;
  added: number;
  problems: number;
  /** Clubs of our six leagues' associations that match no domestic team (created anew). */
  unmatchedDomestic: string[];
}

/** The names a foreign club is asked about by: its spellings, the table's, openfootball's block. */
function foreignAliases(catalogue: ClubCatalogue, name: string, country: string, display: string) {
  const names = [name, display, ...(spellingEntry(name, country)?.spellings ?? [])];
  const block = catalogue.blocks
    .get(country)
    ?.find((club) => [club.canonical, ...club.aliases].some((n) => foldName(n) === foldName(name)));
  if (block) names.push(block.canonical, ...block.aliases);
  return aliasForms(names);
}

function sideOf(
  catalogue: ClubCatalogue,
  findDomestic: ReturnType<typeof domesticIndex>,
  name: string,
  code: string,
  unmatched: Set<string>,
): Side {
  const country = associationOf(code);
  if (DOMESTIC_LEAGUES[country]) {
    const teamId = findDomestic(name, code);
    if (teamId !== undefined) return { teamKey: catalogue.sourceKeys.get(teamId)!, teamId };
    unmatched.add(`${name} (${code})`);
  }
  // A club already held keeps its team and key, whichever spelling this file uses.
  const known = catalogue.foreign.find(name, country);
  if (known) {
    const held = { name: known.names[0]!, country };
    return { teamKey: known.sourceKey, teamId: known.teamId, foreign: held };
  }
  const club = foreignClub(name, country);
  return { teamKey: club.sourceKey, foreign: { name: club.name, country } };
}

/**
 * Loads one Champions League / Europa League Football.TXT file. Domestic clubs become the teams
 * their league files created ('Manchester City FC (ENG)' is football-data's 'Man City'); other
 * clubs get one team per club across seasons and spellings (see club-names.ts). Every spelling
 * seen is stored as an alias so questions can name the club the way the source does.
 */
export async function ingestCupFile(
  db: Db,
  file: { rel: string },
  text: string,
  catalogue: ClubCatalogue,
  problems: ParseProblem[],
): Promise<CupIngestResult> {
  const parsed = parseFootballTxt(text, file.rel);
  problems.push(...parsed.problems);
  const findDomestic = domesticIndex(catalogue.domestic);
  const unmatched = new Set<string>();
  const sides = parsed.items.map((match) => [
    sideOf(catalogue, findDomestic, match.home, match.homeCountry, unmatched),
    sideOf(catalogue, findDomestic, match.away, match.awayCountry, unmatched),
  ]);
  const foreign = new Map<string, { sourceKey: string; name: string; country: string }>();
  for (const side of sides.flat()) {
    if (side.foreign) foreign.set(side.teamKey, { sourceKey: side.teamKey, ...side.foreign });
  }
  const foreignIds = await ensureTeams(
    db,
    'soccer',
    [...foreign.values()].map(({ sourceKey, name }) => ({ sourceKey, name })),
  );
  await setTeamCountries(
    db,
    [...foreign.values()].map((club) => ({
      id: foreignIds.get(club.sourceKey)!,
      country: club.country,
    })),
  );
  for (const club of foreign.values()) {
    catalogue.foreign.add({
      teamId: foreignIds.get(club.sourceKey)!,
      sourceKey: club.sourceKey,
      country: club.country,
      names: [club.name],
    });
  }
  const idOf = (side: Side) => side.teamId ?? foreignIds.get(side.teamKey)!;
  const added = await insertMatches(db, file.rel, parsed.items, sides, idOf);
  await insertAliases(
    db,
    parsed.items.flatMap((match, i) =>
      ([0, 1] as const).flatMap((k) => {
        const side = sides[i]![k]!;
        const name = k === 0 ? match.home : match.away;
        const country = associationOf(k === 0 ? match.homeCountry : match.awayCountry);
        const forms = side.foreign
          ? foreignAliases(catalogue, name, country, side.foreign.name)
          : aliasForms([name]);
        return forms.map((alias) => ({
          sportId: 'soccer',
          alias,
          teamId: idOf(side),
          source: 'openfootball-uefa',
        }));
      }),
    ),
  );
  return {
    items: parsed.items.length,
    added,
    problems: parsed.problems.length,
    unmatchedDomestic: [...unmatched],
  };
}

async function insertMatches(
  db: Db,
  source: string,
  items: CupMatch[],
  sides: Side[][],
  idOf: (side: Side) => number,
) {
  let added = 0;
  for (const leagueId of new Set(items.map((match) => match.leagueId))) {
    const seasonIds = await ensureSeasons(db, leagueId, [...new Set(items.map((m) => m.season))]);
    const rows: NewMatch[] = [];
    items.forEach((match, i) => {
      if (match.leagueId !== leagueId) return;
      const [home, away] = sides[i]!;
      rows.push({
        leagueId,
        seasonId: seasonIds.get(match.season)!,
        kickoff: match.kickoff,
        kickoffTimeKnown: match.kickoffTimeKnown,
        homeTeamId: idOf(home!),
        awayTeamId: idOf(away!),
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        details: match.details,
        naturalKey: naturalKey(leagueId, match.localDate, home!.teamKey, away!.teamKey),
        source,
      });
    });
    added += (await insertNewMatches(db, rows)).size;
  }
  return added;
}

/**
 * The UEFA files' step of an ingest run: the club catalogue is read once, on the first UEFA or
 * SPI file (after every domestic file, which discovery orders first), and shared by the rest.
 */
export function uefaFilesStep(clubFiles: readonly SourceFile[]) {
  let catalogue: Promise<ClubCatalogue> | undefined;
  const unmatchedDomestic = new Set<string>();
  return {
    unmatchedDomestic,
    async ingest(
      db: Db,
      file: SourceFile & { kind: 'football-txt' | 'spi-soccer' },
      text: string,
      problems: ParseProblem[],
    ) {
      catalogue ??= loadClubCatalogue(db, clubFiles);
      if (file.kind === 'spi-soccer')
        return ingestSpiFile(db, file, text, await catalogue, problems);
      const result = await ingestCupFile(db, file, text, await catalogue, problems);
      for (const club of result.unmatchedDomestic) unmatchedDomestic.add(club);
      return result;
    },
  };
}
