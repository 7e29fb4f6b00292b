import type { OutlookMarket } from '@contract';
import { isUsLeague } from '../../../data/reference/leagues.ts';

/**
 * Which season markets a league has, by its competition rules: the top divisions have a title,
 * European places and relegation; the Championship adds promotion and its play-offs; the NBA
 * and NFL are seeded into play-offs (the play-off rounds themselves are not simulated); MLB
 * and the NHL play their postseason out to the World Series and the Stanley Cup ('title').
 */
const TOP_DIVISION: readonly OutlookMarket[] = [
  'title',
  'top4',
  'europe',
  'relegation',
  'relegationPlayoff',
  'position',
  'table',
];
const MARKETS: Record<string, readonly OutlookMarket[]> = {
  E0: TOP_DIVISION,
  SP1: TOP_DIVISION,
  D1: TOP_DIVISION,
  I1: TOP_DIVISION,
  F1: TOP_DIVISION,
  E1: [
    'title',
    'promoted',
    'promotion',
    'playoffs',
    'playoffPromotion',
    'relegation',
    'position',
    'table',
  ],
  NBA: ['playoffs', 'playIn', 'topSeed', 'position', 'table'],
  NFL: ['divisionTitle', 'playoffs', 'topSeed', 'position', 'table'],
  MLB: ['title', 'pennant', 'divisionTitle', 'playoffs', 'bye', 'topSeed', 'position', 'table'],
  NHL: ['title', 'divisionTitle', 'playoffs', 'wildCard', 'bestRecord', 'position', 'table'],
};

export const OUTLOOK_LEAGUE_IDS = new Set(Object.keys(MARKETS));

/** Null when the league has the market; otherwise the sentence saying why not. */
export function marketMissing(leagueId: string, league: string, market: OutlookMarket) {
  if (MARKETS[leagueId]?.includes(market)) return null;
  const the = `The ${league}`;
  switch (market) {
    case 'title':
      return `${the}'s title is decided in the play-offs, which Strix does not simulate yet: it simulates the regular season${leagueId === 'NBA' ? ' and the play-in' : ''}.`;
    case 'relegation':
    case 'relegationPlayoff':
      return `${the} has no relegation.`;
    case 'promoted':
    case 'promotion':
    case 'playoffPromotion':
      return OUTLOOK_LEAGUE_IDS.has(leagueId) && !isUsLeague(leagueId)
        ? `${the} is a top division: there is no promotion from it.`
        : `${the} has no promotion.`;
    case 'top4':
    case 'europe':
      return `${the} has no European places.`;
    case 'playoffs':
      return `${the} has no play-offs for its places.`;
    case 'playIn':
      return `Only the NBA has a play-in tournament.`;
    case 'topSeed':
      return `${the} has no seeds: its table decides.`;
    case 'divisionTitle':
      return `${the} has no divisions: ask about the title or the table instead.`;
    case 'pennant':
      return 'Pennants are MLB’s (the American and National League champions).';
    case 'bye':
      return `Strix counts first-round byes for MLB only; ask about ${the}'s play-offs instead.`;
    case 'wildCard':
      return leagueId === 'MLB'
        ? 'The MLB outlook does not count wild cards apart: ask about the postseason or a bye.'
        : `Strix counts wild cards apart for the NHL only; ask about ${the}'s play-offs instead.`;
    case 'bestRecord':
      return `The best-record chance is the NHL's (the Presidents' Trophy); ask about ${the}'s top seed instead.`;
    default:
      return `Strix does not simulate that market for ${the}.`;
  }
}

/** What to suggest instead of a market the league does not have. */
export function marketSuggestions(leagueId: string, subject: string): string[] {
  if (leagueId === 'NBA') return [`${subject} playoff chances`, `${subject} play-in chances`];
  if (leagueId === 'NFL') return [`${subject} playoff chances`, `${subject} to win the division`];
  if (leagueId === 'MLB') return [`${subject} World Series odds`, `${subject} postseason chances`];
  if (leagueId === 'NHL') return [`${subject} Stanley Cup odds`, `${subject} playoff chances`];
  if (leagueId === 'E1') return [`${subject} promotion chances`, `${subject} relegation odds`];
  return [`${subject} title odds`, `${subject} top four chances`, `${subject} relegation odds`];
}
