import { MLB_TEAMS } from '../../data/reference/mlb-teams.ts';
import { NBA_TEAMS, type ReferenceTeam } from '../../data/reference/nba-teams.ts';
import { NFL_TEAMS } from '../../data/reference/nfl-teams.ts';
import { NHL_TEAMS } from '../../data/reference/nhl-teams.ts';
import { normalizeName } from '../../data/reference/normalize.ts';
import type { StoredTeam } from './build-directory.ts';
import type { Fixture } from './question-context.ts';

/** A stored team with the league it played in last, and when (the directory's presence). */
export type KitTeam = StoredTeam & { league: string | null; lastPlayed?: string };

/**
 * Teams as ingest stores them from a reference list (server/data/ingest): the name, every alias
 * and, for the NBA and NFL, the code, normalised. Ids from `firstId` on, in the list's order.
 */
function fromReference(
  table: readonly ReferenceTeam[],
  sportId: string,
  league: string,
  firstId: number,
  lastPlayed: string,
  withCode = false,
  except: readonly string[] = [],
): KitTeam[] {
  return table
    .filter((team) => !except.includes(team.name))
    .map((team, i) => ({
      id: firstId + i,
      sportId,
      name: team.name,
      aliases: [
        ...new Set(
          [team.name, ...(withCode ? [team.code] : []), ...team.aliases].map(normalizeName),
        ),
      ],
      league,
      lastPlayed,
    }));
}

/** Every MLB franchise (the 2024 season ended in September) and every NHL club (mid-season). */
export const MLB_KIT_TEAMS = fromReference(MLB_TEAMS, 'baseball', 'MLB', 500, '2024-09-29');
export const NHL_KIT_TEAMS = fromReference(NHL_TEAMS, 'ice-hockey', 'NHL', 600, '2025-01-12');
/**
 * The other NBA and NFL teams (`except` those the catalogue spells out itself), as in the
 * directory the product builds: many share a name with an MLB or NHL team (Kings, Panthers, Jets).
 */
export const sharingKitTeams = (except: readonly string[]) => [
  ...fromReference(NBA_TEAMS, 'basketball', 'NBA', 50, '2025-01-12', true, except),
  ...fromReference(NFL_TEAMS, 'american-football', 'NFL', 100, '2025-01-05', true, except),
];

const idOf = (teams: readonly KitTeam[], name: string) => {
  const team = teams.find((t) => t.name === name);
  if (!team) throw new Error(`no team named ${name} in the kit`);
  return team.id;
};
export const mlbId = (name: string) => idOf(MLB_KIT_TEAMS, name);
export const nhlId = (name: string) => idOf(NHL_KIT_TEAMS, name);

const game = (
  matchId: number,
  leagueId: 'MLB' | 'NHL',
  home: string,
  away: string,
  kickoff: string,
): Fixture => {
  const id = leagueId === 'MLB' ? mlbId : nhlId;
  return {
    matchId,
    leagueId,
    homeTeamId: id(home),
    awayTeamId: id(away),
    kickoff: new Date(kickoff),
  };
};

/**
 * NHL games of the week after the clock (Wed 15 Jan 2025; 00:00 UTC is 19:00 in New York the
 * evening before) and MLB's opening week in late March: fixed, fictional pairings.
 */
export const MLB_NHL_FIXTURES: Fixture[] = [
  game(401, 'NHL', 'Toronto Maple Leafs', 'Montreal Canadiens', '2025-01-16T00:00:00Z'),
  game(402, 'NHL', 'New Jersey Devils', 'New York Rangers', '2025-01-16T00:00:00Z'),
  game(403, 'NHL', 'Los Angeles Kings', 'Anaheim Ducks', '2025-01-16T03:30:00Z'),
  game(404, 'NHL', 'Florida Panthers', 'Tampa Bay Lightning', '2025-01-17T00:00:00Z'),
  game(405, 'NHL', 'Winnipeg Jets', 'Edmonton Oilers', '2025-01-17T01:00:00Z'),
  game(406, 'NHL', 'Ottawa Senators', 'Boston Bruins', '2025-01-18T00:00:00Z'),
  game(407, 'NHL', 'Utah Mammoth', 'Colorado Avalanche', '2025-01-18T02:00:00Z'),
  game(408, 'NHL', 'Washington Capitals', 'Pittsburgh Penguins', '2025-01-19T00:00:00Z'),
  game(409, 'NHL', 'New York Islanders', 'Chicago Blackhawks', '2025-01-19T00:00:00Z'),
  game(501, 'MLB', 'Miami Marlins', 'Pittsburgh Pirates', '2025-03-27T20:10:00Z'),
  game(502, 'MLB', 'New York Yankees', 'Boston Red Sox', '2025-03-27T23:05:00Z'),
  game(503, 'MLB', 'Seattle Mariners', 'Athletics', '2025-03-28T02:10:00Z'),
  game(504, 'MLB', 'Kansas City Royals', 'Cleveland Guardians', '2025-03-28T20:10:00Z'),
  game(505, 'MLB', 'Chicago White Sox', 'Los Angeles Angels', '2025-03-28T20:10:00Z'),
  game(506, 'MLB', 'San Francisco Giants', 'Los Angeles Dodgers', '2025-03-29T02:15:00Z'),
  game(507, 'MLB', 'Chicago Cubs', 'St. Louis Cardinals', '2025-03-29T18:20:00Z'),
  game(508, 'MLB', 'Baltimore Orioles', 'Toronto Blue Jays', '2025-03-29T19:05:00Z'),
  game(509, 'MLB', 'Washington Nationals', 'Philadelphia Phillies', '2025-03-29T20:05:00Z'),
];
