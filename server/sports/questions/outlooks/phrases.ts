import type { OutlookMarket } from '@contract';

/**
 * How people ask about a season: the words of each market, matched on normalised tokens
 * ('play-offs' arrives as 'play offs', '#1' as '1'). A word in a list matches any of them; '#n'
 * matches a place ('2nd', 'second', '2') and says which.
 */
type Word = string | readonly string[];

export interface MarketPhrase {
  words: readonly Word[];
  market: OutlookMarket;
  /** 'stay up', 'survive': the question asks for the complement of the market. */
  negated?: boolean;
  /** The league a phrase belongs to ('World Series': MLB), when no team or league says. */
  leagueId?: string;
}

const GO = ['go', 'goes', 'going', 'gone', 'went', 'get', 'gets', 'getting'];
const MAKE = ['make', 'makes', 'making', 'reach', 'reaches', 'qualify', 'qualifies'];
const PLACES = ['place', 'places', 'spot', 'spots', 'qualification', 'finish', 'berth'];
const FOUR = ['four', '4'];
const SEED = ['seed', 'seeds', 'seeding'];

/** '2nd', 'second' and '2' all say 2 (up to 20: the longest soccer league). */
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
export function placeOf(word: string): number | null {
  const written = ORDINAL_WORDS.indexOf(word);
  if (written >= 0) return written + 1;
  const match = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (!match) return null;
  const place = Number(match[1]);
  return place >= 1 && place <= 20 ? place : null;
}

/** Longer phrases first: 'avoid relegation' before 'relegation', 'top seed' before 'seed'. */
export const MARKET_PHRASES: readonly MarketPhrase[] = (
  [
    // Relegation, and the other way round.
    { words: ['avoid', 'relegation'], market: 'relegation', negated: true },
    { words: ['avoid', 'the', 'drop'], market: 'relegation', negated: true },
    { words: ['beat', 'the', 'drop'], market: 'relegation', negated: true },
    { words: [['stay', 'stays', 'staying'], 'up'], market: 'relegation', negated: true },
    { words: [['survive', 'survives', 'survival']], market: 'relegation', negated: true },
    { words: ['relegation', ['playoff', 'play']], market: 'relegationPlayoff' },
    { words: [['relegated', 'relegation', 'relegate', 'demoted']], market: 'relegation' },
    { words: [GO, 'down'], market: 'relegation' },
    { words: ['the', 'drop'], market: 'relegation' },
    { words: ['bottom', ['three', '3']], market: 'relegation' },
    // Promotion: automatic (top two), through the play-offs, or either way.
    { words: ['automatic', ['promotion', 'promoted']], market: 'promotion' },
    { words: ['automatically', 'promoted'], market: 'promotion' },
    { words: ['top', ['two', '2']], market: 'promotion' },
    {
      words: [['promotion', 'promoted'], 'via', 'the', ['playoffs', 'play']],
      market: 'playoffPromotion',
    },
    {
      words: [['promotion', 'promoted'], 'through', 'the', ['playoffs', 'play']],
      market: 'playoffPromotion',
    },
    { words: [['playoff', 'play'], 'final'], market: 'playoffPromotion' },
    { words: [['promoted', 'promotion', 'promote']], market: 'promoted' },
    { words: [[...GO, 'come', 'comes', 'coming'], 'up'], market: 'promoted' },
    // Champions League and European places.
    { words: ['top', FOUR, 'finish'], market: 'top4' },
    { words: ['top', FOUR], market: 'top4' },
    { words: ['top4'], market: 'top4' },
    { words: ['champions', 'league', PLACES], market: 'top4' },
    { words: [['cl', 'ucl'], PLACES], market: 'top4' },
    { words: [MAKE, 'the', 'champions', 'league'], market: 'top4' },
    { words: [MAKE, 'for', 'the', 'champions', 'league'], market: 'top4' },
    { words: [['european', 'europe', 'europa'], PLACES], market: 'europe' },
    { words: [MAKE, 'for', 'europe'], market: 'europe' },
    { words: ['european', 'football'], market: 'europe' },
    // Play-offs and the NBA play-in. 'play in' alone could be 'they play in Denver': it needs
    // a word around it that only the tournament takes.
    { words: ['the', 'play', 'in'], market: 'playIn' },
    {
      words: ['play', 'in', ['tournament', 'spot', 'place', 'places', 'chance', 'chances', 'odds']],
      market: 'playIn',
    },
    { words: [['playin', 'playins']], market: 'playIn' },
    { words: ['play', ['offs', 'off']], market: 'playoffs' },
    { words: [['playoffs', 'playoff', 'postseason']], market: 'playoffs' },
    { words: ['post', 'season'], market: 'playoffs' },
    // Seeds and places.
    { words: [['top', 'first', '1st', 'one', '1'], SEED], market: 'topSeed' },
    { words: [['no', 'number'], ['1', 'one'], SEED], market: 'topSeed' },
    { words: ['best', 'record'], market: 'topSeed' },
    { words: ['#n', SEED], market: 'position' },
    { words: [['finish', 'finishes', 'finishing', 'end', 'ends'], '#n'], market: 'position' },
    { words: [['finish', 'finishes', 'finishing', 'end', 'ends'], 'in', '#n'], market: 'position' },
    // Division titles (NFL).
    {
      words: ['division', ['title', 'titles', 'winner', 'winners', 'champion', 'champions']],
      market: 'divisionTitle',
    },
    { words: ['win', ['the', 'their', 'its'], 'division'], market: 'divisionTitle' },
    // MLB and NHL: the championship, pennants, byes, wild cards, the best record.
    { words: ['world', ['series', 'serie']], market: 'title', leagueId: 'MLB' },
    { words: ['fall', 'classic'], market: 'title', leagueId: 'MLB' },
    { words: ['stanley', ['cup', 'cups']], market: 'title', leagueId: 'NHL' },
    { words: [['pennant', 'pennants']], market: 'pennant', leagueId: 'MLB' },
    {
      words: [
        ['president', 'presidents'],
        ['trophy', 's'],
      ],
      market: 'bestRecord',
      leagueId: 'NHL',
    },
    { words: [['president', 'presidents'], 's', 'trophy'], market: 'bestRecord', leagueId: 'NHL' },
    { words: ['wild', ['card', 'cards']], market: 'wildCard' },
    { words: [['wildcard', 'wildcards']], market: 'wildCard' },
    { words: [['first', '1st'], 'round', 'bye'], market: 'bye' },
    { words: [['bye', 'byes']], market: 'bye' },
    // The title.
    { words: ['win', ['the', 'their'], ['league', 'title']], market: 'title' },
    {
      words: [['title', 'titles', 'champion', 'champions', 'scudetto', 'meisterschale']],
      market: 'title',
    },
    { words: ['league', ['winner', 'winners']], market: 'title' },
    // The projection as a whole.
    {
      words: [
        ['table', 'standings', 'outlook', 'projection', 'projections', 'projected', 'futures'],
      ],
      market: 'table',
    },
    { words: ['season', ['simulation', 'simulations', 'outlook', 'projection']], market: 'table' },
  ] satisfies MarketPhrase[]
).sort((a, b) => b.words.length - a.words.length);

/** The NHL's divisions (2013/14 on), as the outlook names them. */
export const NHL_DIVISIONS = new Set(['Atlantic', 'Metropolitan', 'Central', 'Pacific']);

/** Conferences, MLB leagues and divisions, NFL and NHL divisions, as the outlook names them. */
export function groupOf(
  words: readonly string[],
  at: number,
): { group: string; length: number } | null {
  const first = words[at];
  const second = words[at + 1] ?? '';
  const points = ['east', 'west', 'north', 'south'];
  if ((first === 'afc' || first === 'nfc') && points.includes(second)) {
    return { group: `${first.toUpperCase()} ${capitalise(second)}`, length: 2 };
  }
  if ((first === 'al' || first === 'nl') && ['east', 'central', 'west'].includes(second)) {
    return { group: `${first.toUpperCase()} ${capitalise(second)}`, length: 2 };
  }
  // 'AL pennant', 'the NL': an MLB league (not 'AL' in a name: it needs a market word or 'the').
  if (
    (first === 'al' || first === 'nl') &&
    (['pennant', 'pennants', 'wild', 'wildcard', 'playoffs', 'postseason', 'top'].includes(
      second,
    ) ||
      words[at - 1] === 'the')
  ) {
    return { group: first.toUpperCase(), length: 1 };
  }
  if (
    (first === 'american' || first === 'national') &&
    second === 'league' &&
    words[at + 2] === 'pennant'
  ) {
    return { group: first === 'american' ? 'AL' : 'NL', length: 2 };
  }
  const division = capitalise(first === 'metro' ? 'metropolitan' : (first ?? ''));
  if (NHL_DIVISIONS.has(division) && second === 'division') {
    return { group: division, length: 2 };
  }
  if ((first === 'eastern' || first === 'western') && second === 'conference') {
    return { group: first === 'eastern' ? 'East' : 'West', length: 2 };
  }
  if (first === 'the' && (second === 'east' || second === 'west')) {
    return { group: capitalise(second), length: 2 };
  }
  if (first === 'afc' || first === 'nfc') return { group: first.toUpperCase(), length: 1 };
  return null;
}

/** Markets Strix does not simulate: they keep a 422 saying so. */
export const AWARD_WORDS = new Set(['mvp', 'scorer', 'scorers', 'boot', 'awards', 'award', 'roy']);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** True when `word` is one of `wanted` (a word or a list of them). */
export const matches = (word: string | undefined, wanted: Word) =>
  word !== undefined && (typeof wanted === 'string' ? word === wanted : wanted.includes(word));
