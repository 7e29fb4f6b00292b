/**
 * NBA and NFL conferences and divisions of the current franchises. The mirror's game files carry
 * no alignment (the spreadspoke nfl_teams.csv has one, with errors such as the Jets in the NFC),
 * so this is a small reference table, from the leagues' own standings pages (nba.com/standings,
 * nfl.com/standings, 2024/25). NFL alignment is unchanged since the 2002 realignment, the NBA's
 * since 2004/05; earlier seasons are read with today's alignment.
 */
export interface Alignment {
  conference: string;
  division: string;
}

const NBA: Record<string, string[]> = {
  'East/Atlantic': [
    'Boston Celtics',
    'Brooklyn Nets',
    'New York Knicks',
    'Philadelphia 76ers',
    'Toronto Raptors',
  ],
  'East/Central': [
    'Chicago Bulls',
    'Cleveland Cavaliers',
    'Detroit Pistons',
    'Indiana Pacers',
    'Milwaukee Bucks',
  ],
  'East/Southeast': [
    'Atlanta Hawks',
    'Charlotte Hornets',
    'Miami Heat',
    'Orlando Magic',
    'Washington Wizards',
  ],
  'West/Northwest': [
    'Denver Nuggets',
    'Minnesota Timberwolves',
    'Oklahoma City Thunder',
    'Portland Trail Blazers',
    'Utah Jazz',
  ],
  'West/Pacific': [
    'Golden State Warriors',
    'Los Angeles Clippers',
    'Los Angeles Lakers',
    'Phoenix Suns',
    'Sacramento Kings',
  ],
  'West/Southwest': [
    'Dallas Mavericks',
    'Houston Rockets',
    'Memphis Grizzlies',
    'New Orleans Pelicans',
    'San Antonio Spurs',
  ],
};

const NFL: Record<string, string[]> = {
  'AFC/AFC East': ['Buffalo Bills', 'Miami Dolphins', 'New England Patriots', 'New York Jets'],
  'AFC/AFC North': [
    'Baltimore Ravens',
    'Cincinnati Bengals',
    'Cleveland Browns',
    'Pittsburgh Steelers',
  ],
  'AFC/AFC South': [
    'Houston Texans',
    'Indianapolis Colts',
    'Jacksonville Jaguars',
    'Tennessee Titans',
  ],
  'AFC/AFC West': [
    'Denver Broncos',
    'Kansas City Chiefs',
    'Las Vegas Raiders',
    'Los Angeles Chargers',
  ],
  'NFC/NFC East': [
    'Dallas Cowboys',
    'New York Giants',
    'Philadelphia Eagles',
    'Washington Commanders',
  ],
  'NFC/NFC North': ['Chicago Bears', 'Detroit Lions', 'Green Bay Packers', 'Minnesota Vikings'],
  'NFC/NFC South': [
    'Atlanta Falcons',
    'Carolina Panthers',
    'New Orleans Saints',
    'Tampa Bay Buccaneers',
  ],
  'NFC/NFC West': [
    'Arizona Cardinals',
    'Los Angeles Rams',
    'San Francisco 49ers',
    'Seattle Seahawks',
  ],
};

function index(table: Record<string, string[]>): Map<string, Alignment> {
  const out = new Map<string, Alignment>();
  for (const [key, names] of Object.entries(table)) {
    const [conference, division] = key.split('/') as [string, string];
    for (const name of names) out.set(name, { conference, division });
  }
  return out;
}

export const US_ALIGNMENT: Record<'NBA' | 'NFL', Map<string, Alignment>> = {
  NBA: index(NBA),
  NFL: index(NFL),
};

/** Conferences in display order. */
export const US_CONFERENCES: Record<'NBA' | 'NFL', [string, string]> = {
  NBA: ['East', 'West'],
  NFL: ['AFC', 'NFC'],
};

/** The first season each table is right for (NFL realignment 2002, NBA six divisions 2004/05). */
export const ALIGNED_SINCE: Record<'NBA' | 'NFL', number> = { NBA: 2004, NFL: 2002 };
