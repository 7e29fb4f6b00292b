/**
 * NBA franchises as the mirror's NBA file codes them (lower-case abbreviations), with the names
 * people type: full name, city, nickname, common abbreviations and fan nicknames. Reference data
 * for matching names to teams, not statistics.
 */
export interface ReferenceTeam {
  /** The code the source file uses. */
  code: string;
  name: string;
  aliases: string[];
}

export const NBA_TEAMS: ReferenceTeam[] = [
  { code: 'atl', name: 'Atlanta Hawks', aliases: ['Hawks', 'Atlanta', 'ATL'] },
  { code: 'bos', name: 'Boston Celtics', aliases: ['Celtics', 'Boston', 'BOS', 'Celts'] },
  {
    code: 'bkn',
    name: 'Brooklyn Nets',
    aliases: ['Nets', 'Brooklyn', 'BKN', 'BRK', 'New Jersey Nets', 'NJN'],
  },
  {
    code: 'cha',
    name: 'Charlotte Hornets',
    aliases: ['Hornets', 'Charlotte', 'CHA', 'CHO', 'Charlotte Bobcats', 'Bobcats'],
  },
  { code: 'chi', name: 'Chicago Bulls', aliases: ['Bulls', 'Chicago', 'CHI'] },
  { code: 'cle', name: 'Cleveland Cavaliers', aliases: ['Cavaliers', 'Cavs', 'Cleveland', 'CLE'] },
  { code: 'dal', name: 'Dallas Mavericks', aliases: ['Mavericks', 'Mavs', 'Dallas', 'DAL'] },
  { code: 'den', name: 'Denver Nuggets', aliases: ['Nuggets', 'Denver', 'DEN'] },
  { code: 'det', name: 'Detroit Pistons', aliases: ['Pistons', 'Detroit', 'DET'] },
  {
    code: 'gs',
    name: 'Golden State Warriors',
    aliases: ['Warriors', 'Golden State', 'GSW', 'GS', 'Dubs'],
  },
  { code: 'hou', name: 'Houston Rockets', aliases: ['Rockets', 'Houston', 'HOU'] },
  { code: 'ind', name: 'Indiana Pacers', aliases: ['Pacers', 'Indiana', 'IND'] },
  {
    code: 'lac',
    name: 'Los Angeles Clippers',
    aliases: ['Clippers', 'LA Clippers', 'LAC', 'Clips'],
  },
  { code: 'lal', name: 'Los Angeles Lakers', aliases: ['Lakers', 'LA Lakers', 'LAL'] },
  { code: 'mem', name: 'Memphis Grizzlies', aliases: ['Grizzlies', 'Grizz', 'Memphis', 'MEM'] },
  { code: 'mia', name: 'Miami Heat', aliases: ['Heat', 'Miami', 'MIA'] },
  { code: 'mil', name: 'Milwaukee Bucks', aliases: ['Bucks', 'Milwaukee', 'MIL'] },
  {
    code: 'min',
    name: 'Minnesota Timberwolves',
    aliases: ['Timberwolves', 'Wolves', 'T-Wolves', 'Minnesota', 'MIN'],
  },
  {
    code: 'no',
    name: 'New Orleans Pelicans',
    aliases: ['Pelicans', 'Pels', 'New Orleans', 'NOP', 'NO', 'New Orleans Hornets'],
  },
  { code: 'ny', name: 'New York Knicks', aliases: ['Knicks', 'New York', 'NYK', 'NY'] },
  {
    code: 'okc',
    name: 'Oklahoma City Thunder',
    aliases: ['Thunder', 'Oklahoma City', 'OKC', 'Seattle SuperSonics', 'Sonics'],
  },
  { code: 'orl', name: 'Orlando Magic', aliases: ['Magic', 'Orlando', 'ORL'] },
  {
    code: 'phi',
    name: 'Philadelphia 76ers',
    aliases: ['76ers', 'Sixers', 'Philadelphia', 'Philly', 'PHI'],
  },
  { code: 'phx', name: 'Phoenix Suns', aliases: ['Suns', 'Phoenix', 'PHX', 'PHO'] },
  {
    code: 'por',
    name: 'Portland Trail Blazers',
    aliases: ['Trail Blazers', 'Blazers', 'Portland', 'POR'],
  },
  { code: 'sac', name: 'Sacramento Kings', aliases: ['Kings', 'Sacramento', 'SAC'] },
  { code: 'sa', name: 'San Antonio Spurs', aliases: ['Spurs', 'San Antonio', 'SAS', 'SA'] },
  { code: 'tor', name: 'Toronto Raptors', aliases: ['Raptors', 'Raps', 'Toronto', 'TOR'] },
  { code: 'utah', name: 'Utah Jazz', aliases: ['Jazz', 'Utah', 'UTA'] },
  {
    code: 'wsh',
    name: 'Washington Wizards',
    aliases: ['Wizards', 'Wiz', 'Washington', 'WAS', 'WSH'],
  },
];
