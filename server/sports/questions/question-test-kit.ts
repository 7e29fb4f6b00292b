import { buildDirectory, type TeamPresence } from './build-directory.ts';
import { type Fixture, type InterpretContext, interpret, type LeagueInfo } from './interpret.ts';
import {
  type KitTeam,
  MLB_KIT_TEAMS,
  MLB_NHL_FIXTURES,
  NHL_KIT_TEAMS,
  sharingKitTeams,
} from './mlb-nhl-test-kit.ts';

/**
 * The catalogue question tests read: real teams of every served league with the aliases ingest
 * stores, and fictional fixtures on fixed dates around the clock, Wed 15 Jan 2025, 12:00 UTC.
 */
export const NOW = new Date('2025-01-15T12:00:00Z');

// Aliases as ingest stores them (normalised), for a handful of real teams.
const BASE_TEAMS: KitTeam[] = [
  { id: 1, sportId: 'soccer', name: 'Arsenal', aliases: ['arsenal', 'arsenal fc'], league: 'E0' },
  {
    id: 2,
    sportId: 'soccer',
    name: 'Man City',
    aliases: ['man city', 'manchester city', 'manchester city fc'],
    league: 'E0',
  },
  {
    id: 3,
    sportId: 'soccer',
    name: 'Man United',
    aliases: ['man united', 'manchester united', 'man utd'],
    league: 'E0',
  },
  {
    id: 4,
    sportId: 'soccer',
    name: 'Tottenham',
    aliases: ['tottenham', 'spurs', 'tottenham hotspur'],
    league: 'E0',
  },
  { id: 5, sportId: 'soccer', name: 'Chelsea', aliases: ['chelsea', 'chelsea fc'], league: 'E0' },
  {
    id: 6,
    sportId: 'soccer',
    name: 'Liverpool',
    aliases: ['liverpool', 'liverpool fc'],
    league: 'E0',
  },
  {
    id: 7,
    sportId: 'soccer',
    name: 'Wolves',
    aliases: ['wolves', 'wolverhampton wanderers'],
    league: 'E0',
  },
  {
    id: 8,
    sportId: 'soccer',
    name: 'Barcelona',
    aliases: ['barcelona', 'fc barcelona'],
    league: 'SP1',
  },
  { id: 9, sportId: 'soccer', name: 'Real Madrid', aliases: ['real madrid'], league: 'SP1' },
  { id: 10, sportId: 'soccer', name: 'Derby', aliases: ['derby', 'derby county'], league: null },
  {
    id: 11,
    sportId: 'soccer',
    name: 'Sheffield Weds',
    aliases: ['sheffield weds', 'sheffield wednesday'],
    league: 'E1',
  },
  { id: 12, sportId: 'soccer', name: 'Leeds', aliases: ['leeds', 'leeds united'], league: 'E1' },
  // Fans call these two 'Eagles' and 'Saints'; the sources do not (nicknames.ts).
  {
    id: 13,
    sportId: 'soccer',
    name: 'Crystal Palace',
    aliases: ['crystal palace'],
    league: 'E0',
  },
  { id: 14, sportId: 'soccer', name: 'Southampton', aliases: ['southampton'], league: 'E0' },
  {
    id: 35,
    sportId: 'american-football',
    name: 'Philadelphia Eagles',
    aliases: ['philadelphia eagles', 'eagles', 'phi'],
    league: 'NFL',
  },
  {
    id: 36,
    sportId: 'american-football',
    name: 'New Orleans Saints',
    aliases: ['new orleans saints', 'saints', 'no'],
    league: 'NFL',
  },
  {
    id: 20,
    sportId: 'basketball',
    name: 'Los Angeles Lakers',
    aliases: ['los angeles lakers', 'lakers', 'lal', 'la'],
    league: 'NBA',
  },
  {
    id: 21,
    sportId: 'basketball',
    name: 'Golden State Warriors',
    aliases: ['golden state warriors', 'warriors', 'gsw', 'dubs', 'golden state'],
    league: 'NBA',
  },
  {
    id: 22,
    sportId: 'basketball',
    name: 'San Antonio Spurs',
    aliases: ['san antonio spurs', 'spurs', 'sas', 'san antonio'],
    league: 'NBA',
  },
  {
    id: 23,
    sportId: 'basketball',
    name: 'Miami Heat',
    aliases: ['miami heat', 'heat', 'mia', 'miami'],
    league: 'NBA',
  },
  {
    id: 24,
    sportId: 'basketball',
    name: 'Minnesota Timberwolves',
    aliases: ['minnesota timberwolves', 'timberwolves', 'wolves', 'min'],
    league: 'NBA',
  },
  {
    id: 30,
    sportId: 'american-football',
    name: 'Kansas City Chiefs',
    aliases: ['kansas city chiefs', 'chiefs', 'kc', 'kansas city'],
    league: 'NFL',
  },
  {
    id: 31,
    sportId: 'american-football',
    name: 'Houston Texans',
    aliases: ['houston texans', 'texans', 'hou', 'houston'],
    league: 'NFL',
  },
  {
    id: 32,
    sportId: 'american-football',
    name: 'San Francisco 49ers',
    aliases: ['san francisco 49ers', '49ers', 'niners', 'sf'],
    league: 'NFL',
  },
  {
    id: 33,
    sportId: 'american-football',
    name: 'Miami Dolphins',
    aliases: ['miami dolphins', 'dolphins', 'mia', 'miami'],
    league: 'NFL',
  },
  // nflverse's code for the Rams is LA.
  {
    id: 34,
    sportId: 'american-football',
    name: 'Los Angeles Rams',
    aliases: ['los angeles rams', 'rams', 'la'],
    league: 'NFL',
  },
  { id: 40, sportId: 'soccer', name: 'Angers', aliases: ['angers', 'angers sco'], league: 'F1' },
  {
    id: 42,
    sportId: 'soccer',
    name: 'Paris SG',
    aliases: ['paris sg', 'psg', 'paris saint germain'],
    league: 'F1',
  },
  // Clubs Strix knows only from the Champions League (no Portuguese or Scottish league on file).
  {
    id: 41,
    sportId: 'soccer',
    name: 'Benfica',
    aliases: ['benfica', 'sport lisboa e benfica'],
    league: 'UCL',
  },
  { id: 43, sportId: 'soccer', name: 'Celtic', aliases: ['celtic', 'celtic fc'], league: 'UCL' },
  {
    id: 25,
    sportId: 'basketball',
    name: 'Brooklyn Nets',
    aliases: ['brooklyn nets', 'nets', 'bkn', 'brooklyn'],
    league: 'NBA',
  },
];

export const at = (iso: string) => new Date(iso);
// The Champions League's matchdays 7 and 8 (round names as openfootball writes them).
const CUP_FIXTURES: Fixture[] = [
  {
    matchId: 201,
    leagueId: 'UCL',
    homeTeamId: 41,
    awayTeamId: 8,
    kickoff: at('2025-01-21T20:00:00Z'),
    round: 'League, Matchday 7',
    season: '2024/25',
  },
  {
    matchId: 202,
    leagueId: 'UCL',
    homeTeamId: 42,
    awayTeamId: 43,
    kickoff: at('2025-01-22T20:00:00Z'),
    round: 'League, Matchday 7',
    season: '2024/25',
  },
  {
    matchId: 203,
    leagueId: 'UCL',
    homeTeamId: 8,
    awayTeamId: 43,
    kickoff: at('2025-01-29T20:00:00Z'),
    round: 'League, Matchday 8',
    season: '2024/25',
  },
  {
    matchId: 204,
    leagueId: 'UCL',
    homeTeamId: 1,
    awayTeamId: 42,
    kickoff: at('2025-01-29T20:00:00Z'),
    round: 'League, Matchday 8',
    season: '2024/25',
  },
];

// In kick-off order, as the catalogue gives them (the first meeting found is the soonest).
const LEAGUE_FIXTURES: Fixture[] = [
  {
    matchId: 100,
    leagueId: 'E0',
    homeTeamId: 1,
    awayTeamId: 4,
    kickoff: at('2025-01-15T20:00:00Z'),
  },
  {
    matchId: 101,
    leagueId: 'NBA',
    homeTeamId: 20,
    awayTeamId: 23,
    kickoff: at('2025-01-16T00:30:00Z'),
  },
  {
    matchId: 102,
    leagueId: 'NBA',
    homeTeamId: 24,
    awayTeamId: 21,
    kickoff: at('2025-01-16T00:30:00Z'),
  },
  {
    matchId: 103,
    leagueId: 'NFL',
    homeTeamId: 30,
    awayTeamId: 31,
    kickoff: at('2025-01-18T21:30:00Z'),
  },
  {
    matchId: 108,
    leagueId: 'E1',
    homeTeamId: 12,
    awayTeamId: 11,
    kickoff: at('2025-01-19T12:00:00Z'),
  },
  {
    matchId: 104,
    leagueId: 'E0',
    homeTeamId: 7,
    awayTeamId: 3,
    kickoff: at('2025-01-20T20:00:00Z'),
  },
  {
    matchId: 105,
    leagueId: 'E0',
    homeTeamId: 1,
    awayTeamId: 2,
    kickoff: at('2025-02-02T16:30:00Z'),
  },
  {
    matchId: 107,
    leagueId: 'E0',
    homeTeamId: 5,
    awayTeamId: 6,
    kickoff: at('2025-05-04T15:30:00Z'),
  },
  {
    matchId: 106,
    leagueId: 'SP1',
    homeTeamId: 8,
    awayTeamId: 9,
    kickoff: at('2025-05-11T14:15:00Z'),
  },
  {
    matchId: 110,
    leagueId: 'E0',
    homeTeamId: 14,
    awayTeamId: 13,
    kickoff: at('2025-05-25T15:00:00Z'),
  },
  {
    matchId: 109,
    leagueId: 'NFL',
    homeTeamId: 35,
    awayTeamId: 34,
    kickoff: at('2025-05-26T20:00:00Z'),
  },
];

export const TEAMS: KitTeam[] = [
  ...BASE_TEAMS,
  ...sharingKitTeams(BASE_TEAMS.map((team) => team.name)),
  ...MLB_KIT_TEAMS,
  ...NHL_KIT_TEAMS,
];

export const FIXTURES = [...LEAGUE_FIXTURES, ...CUP_FIXTURES, ...MLB_NHL_FIXTURES].sort(
  (a, b) => a.kickoff.getTime() - b.kickoff.getTime(),
);

export const LEAGUES = new Map<string, LeagueInfo>(
  (
    [
      ['E0', 'Premier League', 'soccer'],
      ['E1', 'Championship', 'soccer'],
      ['SP1', 'La Liga', 'soccer'],
      ['F1', 'Ligue 1', 'soccer'],
      ['UCL', 'Champions League', 'soccer'],
      ['UEL', 'Europa League', 'soccer'],
      ['NBA', 'NBA', 'basketball'],
      ['NFL', 'NFL', 'american-football'],
      ['MLB', 'MLB', 'baseball'],
      ['NHL', 'NHL', 'ice-hockey'],
    ] as const
  ).map(([id, name, sport]) => [id, { id, name, sport }]),
);

export const presenceOf = (teams: readonly KitTeam[]): TeamPresence[] =>
  teams.flatMap((t) =>
    t.league
      ? [
          {
            teamId: t.id,
            leagueId: t.league,
            lastBefore: at(t.lastPlayed ?? '2025-01-10T00:00:00Z'),
            firstAfter: null,
          },
        ]
      : [],
  );
export const ctx: InterpretContext = {
  directory: buildDirectory(TEAMS, presenceOf(TEAMS), NOW),
  fixtures: FIXTURES,
  leagues: LEAGUES,
  now: NOW,
};

/** The answer to a question Strix can place (`on` another context than `ctx`), else a throw. */
export function ok(question: string, on: InterpretContext = ctx) {
  const result = interpret(question, on);
  if (!result.ok) throw new Error(`${question}: ${result.error}`);
  return result;
}
