import type { ReferenceTeam } from './nba-teams.ts';

/**
 * NHL franchises, one entry per franchise across names and moves, keyed by the NHL's current
 * three-letter code. `codes` holds every spelling the mirror's files use for it, exactly:
 * sportsbookreview's workbooks (city without spaces, 'NYIslanders', 'St.Louis', 'Phoenix' to
 * 2013-14, 'Arizona' (once 'Arizonas') after, 'Tampa', 'Tampa Bay', 'SeattleKraken'), the Kaggle
 * tables' abbreviations (PHX, ARI, ATL for the Thrashers), the NHL API's codes, OddsPortal's and
 * The Odds API's full names ('Montréal Canadiens', 'St Louis Blues', 'Utah Hockey Club').
 *
 * Continuity: the Atlanta Thrashers became the Winnipeg Jets in 2011; the Phoenix/Arizona
 * Coyotes' hockey operations and players became Utah's club in 2024-25 (Utah Hockey Club, then
 * the Mammoth), held here as one team so its rating carries over; Vegas joined in 2017-18 and
 * Seattle in 2021-22. Names two franchises share ('New York') are in NHL_SHARED_NAMES.
 */
export interface NhlTeam extends ReferenceTeam {
  codes: string[];
  /** The home rink's time zone, where a conventional puck drop is assumed when a source gives only the date. */
  zone: string;
}

/** Home rinks outside US Eastern time; every other franchise plays there. */
const ZONES: Record<string, string> = {
  ANA: 'America/Los_Angeles',
  LAK: 'America/Los_Angeles',
  SJS: 'America/Los_Angeles',
  SEA: 'America/Los_Angeles',
  VGK: 'America/Los_Angeles',
  VAN: 'America/Vancouver',
  CGY: 'America/Edmonton',
  EDM: 'America/Edmonton',
  COL: 'America/Denver',
  // Glendale, Arizona keeps no daylight time; Salt Lake City does. Utah's seasons are read from
  // exact UTC starts, so the Arizona zone only dates the Coyotes' games.
  UTA: 'America/Phoenix',
  CHI: 'America/Chicago',
  DAL: 'America/Chicago',
  MIN: 'America/Chicago',
  NSH: 'America/Chicago',
  STL: 'America/Chicago',
  WPG: 'America/Winnipeg',
};

const team = (code: string, name: string, codes: string[], aliases: string[]): NhlTeam => ({
  code,
  name,
  codes: [code, name, ...codes],
  aliases: [...aliases, code],
  zone: Object.hasOwn(ZONES, code) ? ZONES[code]! : 'America/New_York',
});

export const NHL_TEAMS: NhlTeam[] = [
  team('ANA', 'Anaheim Ducks', ['Anaheim'], ['Ducks', 'Anaheim', 'Mighty Ducks']),
  team(
    'UTA',
    'Utah Mammoth',
    [
      'Phoenix',
      'Arizona',
      'Arizonas',
      'PHX',
      'ARI',
      'Arizona Coyotes',
      'Phoenix Coyotes',
      'Utah Hockey Club',
    ],
    [
      'Mammoth',
      'Utah',
      'Utah Hockey Club',
      'Utah HC',
      'Arizona Coyotes',
      'Phoenix Coyotes',
      'Coyotes',
      'Yotes',
      'Arizona',
      'Phoenix',
      'ARI',
      'PHX',
    ],
  ),
  team('BOS', 'Boston Bruins', ['Boston'], ['Bruins', 'Boston', "B's"]),
  team('BUF', 'Buffalo Sabres', ['Buffalo'], ['Sabres', 'Buffalo']),
  team('CGY', 'Calgary Flames', ['Calgary'], ['Flames', 'Calgary']),
  team('CAR', 'Carolina Hurricanes', ['Carolina'], ['Hurricanes', 'Canes', 'Carolina']),
  team('CHI', 'Chicago Blackhawks', ['Chicago'], ['Blackhawks', 'Hawks', 'Chicago']),
  team('COL', 'Colorado Avalanche', ['Colorado'], ['Avalanche', 'Avs', 'Colorado']),
  team('CBJ', 'Columbus Blue Jackets', ['Columbus'], ['Blue Jackets', 'Jackets', 'Columbus']),
  team('DAL', 'Dallas Stars', ['Dallas'], ['Stars', 'Dallas']),
  team('DET', 'Detroit Red Wings', ['Detroit'], ['Red Wings', 'Wings', 'Detroit']),
  team('EDM', 'Edmonton Oilers', ['Edmonton'], ['Oilers', 'Oil', 'Edmonton']),
  team('FLA', 'Florida Panthers', ['Florida'], ['Panthers', 'Cats', 'Florida']),
  team('LAK', 'Los Angeles Kings', ['LosAngeles'], ['Kings', 'LA Kings', 'Los Angeles', 'LA']),
  team('MIN', 'Minnesota Wild', ['Minnesota'], ['Wild', 'Minnesota']),
  team(
    'MTL',
    'Montreal Canadiens',
    ['Montreal', 'Montréal Canadiens'],
    ['Canadiens', 'Habs', 'Montreal', 'Montréal', 'Les Habitants'],
  ),
  team('NSH', 'Nashville Predators', ['Nashville'], ['Predators', 'Preds', 'Nashville']),
  team('NJD', 'New Jersey Devils', ['NewJersey'], ['Devils', 'New Jersey', 'NJ']),
  team(
    'NYI',
    'New York Islanders',
    ['NYIslanders', 'NY Islanders'],
    ['Islanders', 'Isles', 'NY Islanders'],
  ),
  team('NYR', 'New York Rangers', ['NYRangers'], ['Rangers', 'Blueshirts', 'NY Rangers']),
  team('OTT', 'Ottawa Senators', ['Ottawa'], ['Senators', 'Sens', 'Ottawa']),
  team('PHI', 'Philadelphia Flyers', ['Philadelphia'], ['Flyers', 'Philadelphia', 'Philly']),
  team('PIT', 'Pittsburgh Penguins', ['Pittsburgh'], ['Penguins', 'Pens', 'Pittsburgh']),
  team('SJS', 'San Jose Sharks', ['SanJose'], ['Sharks', 'San Jose']),
  team('SEA', 'Seattle Kraken', ['Seattle', 'SeattleKraken'], ['Kraken', 'Seattle']),
  team(
    'STL',
    'St. Louis Blues',
    ['St.Louis', 'St Louis Blues'],
    ['Blues', 'St Louis', 'St. Louis'],
  ),
  team(
    'TBL',
    'Tampa Bay Lightning',
    ['TampaBay', 'Tampa Bay', 'Tampa'],
    ['Lightning', 'Bolts', 'Tampa Bay', 'Tampa', 'TB'],
  ),
  team('TOR', 'Toronto Maple Leafs', ['Toronto'], ['Maple Leafs', 'Leafs', 'Toronto']),
  team('VAN', 'Vancouver Canucks', ['Vancouver'], ['Canucks', 'Nucks', 'Vancouver']),
  team('VGK', 'Vegas Golden Knights', ['Vegas'], ['Golden Knights', 'Knights', 'Vegas', 'VGK']),
  team('WSH', 'Washington Capitals', ['Washington'], ['Capitals', 'Caps', 'Washington']),
  team(
    'WPG',
    'Winnipeg Jets',
    ['Winnipeg', 'ATL', 'Atlanta Thrashers'],
    ['Jets', 'Winnipeg', 'Atlanta Thrashers', 'Thrashers'],
  ),
];

/** Names two franchises share: a question using one alone needs the question step to choose. */
export const NHL_SHARED_NAMES: Readonly<Record<string, readonly string[]>> = {
  'New York': ['NYI', 'NYR'],
  NY: ['NYI', 'NYR'],
};

const BY_CODE = new Map(NHL_TEAMS.flatMap((t) => t.codes.map((c) => [c, t] as const)));

/** The franchise of a spelling any NHL file of the mirror uses, or undefined. */
export const nhlTeamByCode = (code: string): NhlTeam | undefined => BY_CODE.get(code.trim());
