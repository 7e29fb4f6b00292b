import type { ReferenceTeam } from './nba-teams.ts';

/**
 * MLB franchises, one entry per franchise across names and moves, keyed by a stable code. `codes`
 * holds every code the mirror's files use for it: sportsbookreview's workbooks (CUB and CHC, LOS
 * until 2017 and LAD after, SFO/SFG, KAN/KC, TAM, WAS, SDG; BRS is the 2020 workbook's slip for
 * Boston) and Retrosheet's game logs (CHN, CHA, KCA, LAN, NYA, NYN, SDN, SFN, SLN, TBA, ANA; the
 * Marlins are FLO until 2011 and MIA from 2012). `zone` is the home park's time zone, where a
 * conventional first pitch is assumed when a source gives only the date or day/night.
 *
 * Aliases are the names people type. Names two franchises share ('Sox', 'Chicago', 'New York',
 * 'Los Angeles') are not aliases: they are in MLB_SHARED_NAMES for the question step to settle.
 */
export interface MlbTeam extends ReferenceTeam {
  codes: string[];
  zone: string;
}

export const MLB_TEAMS: MlbTeam[] = [
  {
    code: 'ARI',
    codes: ['ARI'],
    zone: 'America/Phoenix',
    name: 'Arizona Diamondbacks',
    aliases: ['Diamondbacks', 'D-backs', 'Dbacks', 'Arizona', 'Snakes', 'ARI', 'AZ'],
  },
  {
    code: 'ATL',
    codes: ['ATL'],
    zone: 'America/New_York',
    name: 'Atlanta Braves',
    aliases: ['Braves', 'Atlanta', 'ATL'],
  },
  {
    code: 'BAL',
    codes: ['BAL'],
    zone: 'America/New_York',
    name: 'Baltimore Orioles',
    aliases: ['Orioles', "O's", 'Os', 'Baltimore', 'Birds', 'BAL'],
  },
  {
    code: 'BOS',
    codes: ['BOS', 'BRS'],
    zone: 'America/New_York',
    name: 'Boston Red Sox',
    aliases: ['Red Sox', 'Boston', 'BoSox', 'BOS'],
  },
  {
    code: 'CHC',
    codes: ['CUB', 'CHC', 'CHN'],
    zone: 'America/Chicago',
    name: 'Chicago Cubs',
    aliases: ['Cubs', 'Cubbies', 'North Siders', 'CHC'],
  },
  {
    code: 'CWS',
    codes: ['CWS', 'CHW', 'CHA'],
    zone: 'America/Chicago',
    name: 'Chicago White Sox',
    aliases: ['White Sox', 'ChiSox', 'Pale Hose', 'South Siders', 'CWS', 'CHW'],
  },
  {
    code: 'CIN',
    codes: ['CIN'],
    zone: 'America/New_York',
    name: 'Cincinnati Reds',
    aliases: ['Reds', 'Cincinnati', 'Cincy', 'CIN'],
  },
  {
    // The Cleveland Indians until 2021, the Guardians from 2022: one franchise.
    code: 'CLE',
    codes: ['CLE'],
    zone: 'America/New_York',
    name: 'Cleveland Guardians',
    aliases: ['Guardians', 'Guards', 'Cleveland', 'Cleveland Indians', 'Indians', 'Tribe', 'CLE'],
  },
  {
    code: 'COL',
    codes: ['COL'],
    zone: 'America/Denver',
    name: 'Colorado Rockies',
    aliases: ['Rockies', 'Colorado', 'Rox', 'COL'],
  },
  {
    code: 'DET',
    codes: ['DET'],
    zone: 'America/New_York',
    name: 'Detroit Tigers',
    aliases: ['Tigers', 'Detroit', 'Tigs', 'DET'],
  },
  {
    code: 'HOU',
    codes: ['HOU'],
    zone: 'America/Chicago',
    name: 'Houston Astros',
    aliases: ['Astros', 'Houston', 'Stros', 'HOU'],
  },
  {
    code: 'KC',
    codes: ['KAN', 'KC', 'KCA'],
    zone: 'America/Chicago',
    name: 'Kansas City Royals',
    aliases: ['Royals', 'Kansas City', 'KC', 'KCR'],
  },
  {
    code: 'LAA',
    codes: ['LAA', 'ANA'],
    zone: 'America/Los_Angeles',
    name: 'Los Angeles Angels',
    aliases: [
      'Angels',
      'LA Angels',
      'Anaheim Angels',
      'Los Angeles Angels of Anaheim',
      'Anaheim',
      'Halos',
      'LAA',
    ],
  },
  {
    code: 'LAD',
    codes: ['LOS', 'LAD', 'LAN'],
    zone: 'America/Los_Angeles',
    name: 'Los Angeles Dodgers',
    aliases: ['Dodgers', 'LA Dodgers', 'Doyers', 'LAD'],
  },
  {
    // The Florida Marlins until 2011, Miami from 2012 (Retrosheet FLO → MIA).
    code: 'MIA',
    codes: ['MIA', 'FLO'],
    zone: 'America/New_York',
    name: 'Miami Marlins',
    aliases: ['Marlins', 'Miami', 'Florida Marlins', 'Fish', 'MIA', 'FLA'],
  },
  {
    code: 'MIL',
    codes: ['MIL'],
    zone: 'America/Chicago',
    name: 'Milwaukee Brewers',
    aliases: ['Brewers', 'Milwaukee', 'Brew Crew', 'MIL'],
  },
  {
    code: 'MIN',
    codes: ['MIN'],
    zone: 'America/Chicago',
    name: 'Minnesota Twins',
    aliases: ['Twins', 'Minnesota', 'MIN'],
  },
  {
    code: 'NYM',
    codes: ['NYM', 'NYN'],
    zone: 'America/New_York',
    name: 'New York Mets',
    aliases: ['Mets', 'Amazins', 'NY Mets', 'NYM'],
  },
  {
    code: 'NYY',
    codes: ['NYY', 'NYA'],
    zone: 'America/New_York',
    name: 'New York Yankees',
    aliases: ['Yankees', 'Yanks', 'Bronx Bombers', 'NY Yankees', 'NYY'],
  },
  {
    // Oakland until 2024, then Sacramento (as the "Athletics", ATH) on the way to Las Vegas.
    code: 'OAK',
    codes: ['OAK', 'ATH'],
    zone: 'America/Los_Angeles',
    name: 'Athletics',
    aliases: [
      "A's",
      'As',
      'Oakland Athletics',
      "Oakland A's",
      'Oakland',
      'Las Vegas Athletics',
      'Sacramento Athletics',
      'OAK',
      'ATH',
    ],
  },
  {
    code: 'PHI',
    codes: ['PHI'],
    zone: 'America/New_York',
    name: 'Philadelphia Phillies',
    aliases: ['Phillies', 'Phils', 'Philadelphia', 'Philly', 'PHI'],
  },
  {
    code: 'PIT',
    codes: ['PIT'],
    zone: 'America/New_York',
    name: 'Pittsburgh Pirates',
    // 'Bucs' is also Tampa Bay's NFL name: the question step holds it as a fans' name here.
    aliases: ['Pirates', 'Buccos', 'Pittsburgh', 'PIT'],
  },
  {
    code: 'SD',
    codes: ['SDG', 'SDN', 'SD'],
    zone: 'America/Los_Angeles',
    name: 'San Diego Padres',
    aliases: ['Padres', 'Pads', 'Friars', 'San Diego', 'SD', 'SDP'],
  },
  {
    code: 'SEA',
    codes: ['SEA'],
    zone: 'America/Los_Angeles',
    name: 'Seattle Mariners',
    aliases: ['Mariners', "M's", 'Seattle', 'SEA'],
  },
  {
    code: 'SF',
    codes: ['SFO', 'SFG', 'SFN', 'SF'],
    zone: 'America/Los_Angeles',
    name: 'San Francisco Giants',
    aliases: ['Giants', 'SF Giants', 'San Francisco', 'Frisco', 'SF', 'SFG'],
  },
  {
    code: 'STL',
    codes: ['STL', 'SLN'],
    zone: 'America/Chicago',
    name: 'St. Louis Cardinals',
    aliases: ['Cardinals', 'Cards', 'Redbirds', 'St Louis', 'St. Louis', 'STL'],
  },
  {
    code: 'TB',
    codes: ['TAM', 'TBA', 'TB'],
    zone: 'America/New_York',
    name: 'Tampa Bay Rays',
    aliases: ['Rays', 'Tampa Bay', 'Tampa', 'Tampa Bay Devil Rays', 'Devil Rays', 'TB', 'TBR'],
  },
  {
    code: 'TEX',
    codes: ['TEX'],
    zone: 'America/Chicago',
    name: 'Texas Rangers',
    aliases: ['Rangers', 'Texas', 'TEX'],
  },
  {
    code: 'TOR',
    codes: ['TOR'],
    zone: 'America/Toronto',
    name: 'Toronto Blue Jays',
    aliases: ['Blue Jays', 'Jays', 'Toronto', 'TOR'],
  },
  {
    code: 'WSH',
    codes: ['WAS', 'WSH'],
    zone: 'America/New_York',
    name: 'Washington Nationals',
    aliases: ['Nationals', 'Nats', 'Washington', 'WSH', 'WSN'],
  },
];

/** Names two franchises share: a question using one alone needs the question step to choose. */
export const MLB_SHARED_NAMES: Readonly<Record<string, readonly string[]>> = {
  Sox: ['BOS', 'CWS'],
  Chicago: ['CHC', 'CWS'],
  'New York': ['NYM', 'NYY'],
  NY: ['NYM', 'NYY'],
  'Los Angeles': ['LAA', 'LAD'],
  LA: ['LAA', 'LAD'],
};

/**
 * Retrosheet park ids of games played away from either team's home zone (the Tokyo, Seoul,
 * London, Mexico City, San Juan and Sydney series): their conventional start is in the park's zone.
 */
export const MLB_PARK_ZONES: Readonly<Record<string, string>> = {
  TOK01: 'Asia/Tokyo',
  SEO01: 'Asia/Seoul',
  LON01: 'Europe/London',
  MEX02: 'America/Mexico_City',
  MNT01: 'America/Monterrey',
  SJU01: 'America/Puerto_Rico',
  SYD01: 'Australia/Sydney',
};

const BY_CODE = new Map(MLB_TEAMS.flatMap((team) => team.codes.map((c) => [c, team] as const)));

/** The franchise of a code any MLB file of the mirror uses, or undefined. */
export const mlbTeamByCode = (code: string): MlbTeam | undefined => BY_CODE.get(code.trim());
