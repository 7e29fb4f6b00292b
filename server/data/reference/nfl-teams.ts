import type { ReferenceTeam } from './nba-teams.ts';

/**
 * NFL franchises keyed by the current nflverse abbreviation. `codes` lists every abbreviation the
 * nflverse games file uses for the franchise over time (relocations: OAK→LV, SD→LAC, STL→LA).
 */
export const NFL_TEAMS: (ReferenceTeam & { codes: string[] })[] = [
  {
    code: 'ARI',
    codes: ['ARI'],
    name: 'Arizona Cardinals',
    aliases: ['Cardinals', 'Arizona', 'Cards', 'ARI'],
  },
  { code: 'ATL', codes: ['ATL'], name: 'Atlanta Falcons', aliases: ['Falcons', 'Atlanta', 'ATL'] },
  {
    code: 'BAL',
    codes: ['BAL'],
    name: 'Baltimore Ravens',
    aliases: ['Ravens', 'Baltimore', 'BAL'],
  },
  { code: 'BUF', codes: ['BUF'], name: 'Buffalo Bills', aliases: ['Bills', 'Buffalo', 'BUF'] },
  {
    code: 'CAR',
    codes: ['CAR'],
    name: 'Carolina Panthers',
    aliases: ['Panthers', 'Carolina', 'CAR'],
  },
  { code: 'CHI', codes: ['CHI'], name: 'Chicago Bears', aliases: ['Bears', 'Chicago', 'CHI'] },
  {
    code: 'CIN',
    codes: ['CIN'],
    name: 'Cincinnati Bengals',
    aliases: ['Bengals', 'Cincinnati', 'Cincy', 'CIN'],
  },
  {
    code: 'CLE',
    codes: ['CLE'],
    name: 'Cleveland Browns',
    aliases: ['Browns', 'Cleveland', 'CLE'],
  },
  {
    code: 'DAL',
    codes: ['DAL'],
    name: 'Dallas Cowboys',
    aliases: ['Cowboys', 'Dallas', 'Boys', 'DAL'],
  },
  { code: 'DEN', codes: ['DEN'], name: 'Denver Broncos', aliases: ['Broncos', 'Denver', 'DEN'] },
  { code: 'DET', codes: ['DET'], name: 'Detroit Lions', aliases: ['Lions', 'Detroit', 'DET'] },
  {
    code: 'GB',
    codes: ['GB'],
    name: 'Green Bay Packers',
    aliases: ['Packers', 'Green Bay', 'Pack', 'GB', 'GNB'],
  },
  { code: 'HOU', codes: ['HOU'], name: 'Houston Texans', aliases: ['Texans', 'Houston', 'HOU'] },
  {
    code: 'IND',
    codes: ['IND'],
    name: 'Indianapolis Colts',
    aliases: ['Colts', 'Indianapolis', 'Indy', 'IND'],
  },
  {
    code: 'JAX',
    codes: ['JAX'],
    name: 'Jacksonville Jaguars',
    aliases: ['Jaguars', 'Jags', 'Jacksonville', 'JAX'],
  },
  {
    code: 'KC',
    codes: ['KC'],
    name: 'Kansas City Chiefs',
    aliases: ['Chiefs', 'Kansas City', 'KC'],
  },
  {
    code: 'LV',
    codes: ['LV', 'OAK'],
    name: 'Las Vegas Raiders',
    aliases: ['Raiders', 'Las Vegas', 'Oakland Raiders', 'LV', 'OAK'],
  },
  {
    code: 'LAC',
    codes: ['LAC', 'SD'],
    name: 'Los Angeles Chargers',
    aliases: ['Chargers', 'Bolts', 'LA Chargers', 'San Diego Chargers', 'LAC', 'SD'],
  },
  {
    code: 'LA',
    codes: ['LA', 'STL'],
    name: 'Los Angeles Rams',
    aliases: ['Rams', 'LA Rams', 'St. Louis Rams', 'LAR', 'STL'],
  },
  {
    code: 'MIA',
    codes: ['MIA'],
    name: 'Miami Dolphins',
    aliases: ['Dolphins', 'Fins', 'Miami', 'MIA'],
  },
  {
    code: 'MIN',
    codes: ['MIN'],
    name: 'Minnesota Vikings',
    aliases: ['Vikings', 'Vikes', 'Minnesota', 'MIN'],
  },
  {
    code: 'NE',
    codes: ['NE'],
    name: 'New England Patriots',
    aliases: ['Patriots', 'Pats', 'New England', 'NE'],
  },
  {
    code: 'NO',
    codes: ['NO'],
    name: 'New Orleans Saints',
    aliases: ['Saints', 'New Orleans', 'NO', 'NOR'],
  },
  {
    code: 'NYG',
    codes: ['NYG'],
    name: 'New York Giants',
    aliases: ['Giants', 'G-Men', 'NY Giants', 'NYG'],
  },
  { code: 'NYJ', codes: ['NYJ'], name: 'New York Jets', aliases: ['Jets', 'NY Jets', 'NYJ'] },
  {
    code: 'PHI',
    codes: ['PHI'],
    name: 'Philadelphia Eagles',
    aliases: ['Eagles', 'Philadelphia', 'Philly', 'Birds', 'PHI'],
  },
  {
    code: 'PIT',
    codes: ['PIT'],
    name: 'Pittsburgh Steelers',
    aliases: ['Steelers', 'Pittsburgh', 'PIT'],
  },
  {
    code: 'SF',
    codes: ['SF'],
    name: 'San Francisco 49ers',
    aliases: ['49ers', 'Niners', 'San Francisco', 'SF'],
  },
  {
    code: 'SEA',
    codes: ['SEA'],
    name: 'Seattle Seahawks',
    aliases: ['Seahawks', 'Hawks', 'Seattle', 'SEA'],
  },
  {
    code: 'TB',
    codes: ['TB'],
    name: 'Tampa Bay Buccaneers',
    aliases: ['Buccaneers', 'Bucs', 'Tampa Bay', 'Tampa', 'TB'],
  },
  {
    code: 'TEN',
    codes: ['TEN'],
    name: 'Tennessee Titans',
    aliases: ['Titans', 'Tennessee', 'TEN'],
  },
  {
    code: 'WAS',
    codes: ['WAS'],
    name: 'Washington Commanders',
    aliases: ['Commanders', 'Washington', 'Washington Football Team', 'Redskins', 'WAS', 'WSH'],
  },
];
