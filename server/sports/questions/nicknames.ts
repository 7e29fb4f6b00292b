import { MLB_SHARED_NAMES, MLB_TEAMS } from '../../data/reference/mlb-teams.ts';
import { NHL_SHARED_NAMES, NHL_TEAMS } from '../../data/reference/nhl-teams.ts';

/**
 * What fans call clubs that the data sources do not: 'Barca', 'Juve', 'the Gunners'. Keyed by
 * the name Strix stores for the team. Aliases several teams share ('spurs', 'saints', 'eagles')
 * are settled by the other team or the league in the question.
 */
const FANS_NAMES: Record<string, string[]> = {
  Arsenal: ['gunners', 'the gunners', 'afc arsenal'],
  // 'United vs City': in English football talk the bare names mean the Manchester clubs.
  'Man City': ['man city', 'mcfc', 'cityzens', 'citizens', 'manc city', 'city'],
  'Man United': [
    'man u',
    'man utd',
    'mufc',
    'red devils',
    'manchester utd',
    'man united',
    'united',
  ],
  Liverpool: ['lfc', 'the reds', 'reds'],
  Chelsea: ['cfc', 'the blues'],
  Tottenham: ['thfc', 'lilywhites', 'hotspur'],
  Everton: ['toffees', 'the toffees', 'efc'],
  'Aston Villa': ['villans', 'avfc'],
  'West Ham': ['hammers', 'irons'],
  Newcastle: ['magpies', 'toon', 'nufc'],
  Southampton: ['saints'],
  Leicester: ['foxes'],
  Bournemouth: ['cherries'],
  Brentford: ['bees'],
  Brighton: ['seagulls', 'brighton and hove albion'],
  Fulham: ['cottagers'],
  'Crystal Palace': ['eagles'],
  "Nott'm Forest": ['forest', 'nottingham forest', 'nffc'],
  Ipswich: ['tractor boys'],
  'Sheffield Weds': ['sheff wed', 'sheff weds', 'sheffield wed', 'sheff wednesday', 'owls'],
  'Sheffield United': ['sheff utd', 'sheff united', 'sheffield utd', 'blades'],
  Wolves: ['wolves'],
  Barcelona: ['barca', 'blaugrana'],
  'Real Madrid': ['real', 'madrid', 'los blancos', 'real madrid cf'],
  'Ath Madrid': ['atleti', 'atletico', 'atletico madrid', 'atletico de madrid', 'atl madrid'],
  'Ath Bilbao': ['athletic', 'athletic bilbao', 'athletic club', 'bilbao'],
  Betis: ['real betis'],
  Sociedad: ['real sociedad', 'la real'],
  Vallecano: ['rayo', 'rayo vallecano'],
  Espanol: ['espanyol'],
  'Bayern Munich': ['bayern', 'fc bayern', 'bayern munchen', 'fcb munich'],
  Dortmund: ['bvb', 'borussia dortmund'],
  "M'gladbach": ['gladbach', 'monchengladbach', 'borussia monchengladbach'],
  Leverkusen: ['bayer leverkusen', 'bayer'],
  'RB Leipzig': ['leipzig'],
  'Ein Frankfurt': ['eintracht', 'eintracht frankfurt', 'frankfurt'],
  Juventus: ['juve', 'la vecchia signora'],
  Inter: ['inter milan', 'internazionale', 'inter milano'],
  Milan: ['ac milan', 'rossoneri'],
  Napoli: ['ssc napoli'],
  Roma: ['as roma'],
  Lazio: ['ss lazio'],
  'Paris SG': ['psg', 'paris', 'paris saint germain', 'paris st germain'],
  Marseille: ['om', 'olympique marseille', 'olympique de marseille'],
  Lyon: ['ol', 'olympique lyonnais', 'olympique lyon'],
  'St Etienne': ['saint etienne', 'asse'],
  // Clubs Strix knows from the UEFA competitions only, under the names the cup ingest gives them
  // (Paris under its openfootball name where no Ligue 1 file names it 'Paris SG').
  'Paris Saint-Germain': ['psg', 'paris sg', 'paris', 'paris st germain'],
  Benfica: ['sl benfica', 'slb'],
  'Sporting CP': ['sporting', 'sporting lisbon'],
  Porto: ['fc porto'],
  'PSV Eindhoven': ['psv'],
  Celtic: ['celts', 'bhoys', 'the bhoys'],
  'Red Bull Salzburg': ['salzburg'],
  'Club Brugge': ['brugge', 'bruges'],
  'Crvena Zvezda': ['red star', 'red star belgrade'],
  'Shakhtar Donetsk': ['shakhtar'],
  'Sparta Praha': ['sparta prague', 'sparta'],
  'Miami Dolphins': ['phins', 'fins'],
  'Philadelphia 76ers': ['sixers', '76ers'],
  'Minnesota Timberwolves': ['wolves', 'twolves', 't wolves'],
  'Memphis Grizzlies': ['grizz'],
  'Golden State Warriors': ['golden st', 'gs warriors'],
  'Denver Nuggets': ['nugs'],
  'Oklahoma City Thunder': ['okc', 'thunder'],
  // A city two or more teams share means any of them; the other team or the fixture settles it.
  'Los Angeles Lakers': ['la lakers', 'lakeshow', 'los angeles', 'la'],
  'Los Angeles Clippers': ['la clippers', 'clips', 'los angeles', 'la'],
  'Los Angeles Rams': ['la rams', 'los angeles', 'la'],
  'Los Angeles Chargers': ['la chargers', 'bolts', 'los angeles', 'la'],
  'New York Giants': ['big blue', 'ny giants', 'g men', 'new york', 'ny'],
  'New York Jets': ['ny jets', 'gang green', 'new york', 'ny'],
  'New York Knicks': ['ny knicks', 'new york', 'ny'],
  'Washington Commanders': ['commies', 'commanders'],
  // Tampa Bay's 'Bucs' in the NFL; Pittsburgh's fans say it too, so the Buccaneers own the name.
  'Pittsburgh Pirates': ['bucs'],
};

/**
 * Names two MLB or NHL franchises share ('Sox', 'Chicago', 'New York'), which the reference lists
 * keep apart from any one team's aliases: every team sharing one is found under it, as a name
 * none of them owns, and the question settles which is meant.
 */
function sharedNames(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [teams, shared] of [
    [MLB_TEAMS, MLB_SHARED_NAMES],
    [NHL_TEAMS, NHL_SHARED_NAMES],
  ] as const) {
    for (const [name, codes] of Object.entries(shared)) {
      for (const team of teams.filter((t) => codes.includes(t.code))) {
        out[team.name] = [...(out[team.name] ?? []), name];
      }
    }
  }
  return out;
}

export const EXTRA_ALIASES: Record<string, string[]> = { ...FANS_NAMES };
for (const [team, names] of Object.entries(sharedNames())) {
  EXTRA_ALIASES[team] = [...(EXTRA_ALIASES[team] ?? []), ...names];
}

/**
 * Full names for teams the results files abbreviate ('Nott'm Forest'). Teams not listed are
 * shown as stored.
 */
export const DISPLAY_NAMES: Record<string, string> = {
  'Man City': 'Manchester City',
  'Man United': 'Manchester United',
  "Nott'm Forest": 'Nottingham Forest',
  'Ath Madrid': 'Atlético Madrid',
  'Ath Bilbao': 'Athletic Club',
  'Ein Frankfurt': 'Eintracht Frankfurt',
  "M'gladbach": "Borussia M'gladbach",
  'Paris SG': 'Paris Saint-Germain',
  'Sheffield Weds': 'Sheffield Wednesday',
  Espanol: 'Espanyol',
  Sociedad: 'Real Sociedad',
  Vallecano: 'Rayo Vallecano',
  Betis: 'Real Betis',
  Celta: 'Celta Vigo',
  'St Etienne': 'Saint-Étienne',
  Dortmund: 'Borussia Dortmund',
  Leverkusen: 'Bayer Leverkusen',
  'West Brom': 'West Bromwich Albion',
  Tottenham: 'Tottenham Hotspur',
  Newcastle: 'Newcastle United',
  'West Ham': 'West Ham United',
  Milan: 'AC Milan',
  Inter: 'Inter Milan',
};
