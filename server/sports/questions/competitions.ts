import type { SportId } from '@contract';

export interface CompetitionPhrase {
  /** Normalised words, as normalizeName produces them. */
  phrase: string;
  leagueId?: string;
  sport?: SportId;
  /** A competition Strix has no data for: the question gets a 422 naming it. */
  unsupported?: string;
}

/**
 * How people name the competitions. Longer phrases are tried first, so 'english premier league'
 * wins over 'premier league' and 'college football' over 'football'.
 */
export const COMPETITION_PHRASES: CompetitionPhrase[] = [
  ...[
    'premier league',
    'english premier league',
    'epl',
    'prem',
    'barclays premier league',
    'premiership',
  ].map((phrase) => ({ phrase, leagueId: 'E0' })),
  ...['championship', 'efl championship', 'english championship', 'sky bet championship'].map(
    (phrase) => ({ phrase, leagueId: 'E1' }),
  ),
  ...['la liga', 'laliga', 'spanish league', 'primera division', 'liga espanola'].map((phrase) => ({
    phrase,
    leagueId: 'SP1',
  })),
  ...['bundesliga', 'german league', 'buli'].map((phrase) => ({ phrase, leagueId: 'D1' })),
  ...['serie a', 'seria a', 'italian league', 'calcio'].map((phrase) => ({
    phrase,
    leagueId: 'I1',
  })),
  ...['ligue 1', 'ligue un', 'ligue one', 'french league'].map((phrase) => ({
    phrase,
    leagueId: 'F1',
  })),
  ...['nba', 'basketball', 'hoops'].map((phrase) => ({ phrase, leagueId: 'NBA' })),
  ...['nfl', 'american football', 'super bowl', 'pro football'].map((phrase) => ({
    phrase,
    leagueId: 'NFL',
  })),
  ...['mlb', 'baseball', 'major league baseball', 'world series'].map((phrase) => ({
    phrase,
    leagueId: 'MLB',
  })),
  ...['nhl', 'hockey', 'ice hockey', 'national hockey league', 'stanley cup'].map((phrase) => ({
    phrase,
    leagueId: 'NHL',
  })),
  ...['champions league', 'uefa champions league', 'ucl', 'champs league', 'cl'].map((phrase) => ({
    phrase,
    leagueId: 'UCL',
  })),
  ...['europa league', 'uefa europa league', 'uel'].map((phrase) => ({ phrase, leagueId: 'UEL' })),
  { phrase: 'soccer', sport: 'soccer' } as CompetitionPhrase,
  ...(
    [
      ['conference league', 'the Conference League'],
      ['world cup', 'the World Cup'],
      ['club world cup', 'the Club World Cup'],
      ['euros', 'the European Championship'],
      ['euro 2024', 'the European Championship'],
      ['copa america', 'the Copa América'],
      ['nations league', 'the Nations League'],
      ['fa cup', 'the FA Cup'],
      ['carabao cup', 'the League Cup'],
      ['efl cup', 'the League Cup'],
      ['league cup', 'the League Cup'],
      ['copa del rey', 'the Copa del Rey'],
      ['dfb pokal', 'the DFB-Pokal'],
      ['coppa italia', 'the Coppa Italia'],
      ['coupe de france', 'the Coupe de France'],
      ['eredivisie', 'the Eredivisie'],
      ['primeira liga', 'the Primeira Liga'],
      ['scottish premiership', 'the Scottish Premiership'],
      ['league one', 'League One'],
      ['league two', 'League Two'],
      ['mls', 'MLS'],
      ['wnba', 'the WNBA'],
      ['euroleague', 'the EuroLeague'],
      ['ncaa', 'college sports'],
      ['college football', 'college football'],
      ['college basketball', 'college basketball'],
      ['march madness', 'college basketball'],
      ['cfb', 'college football'],
      // Not the NHL: the longer phrase is read first.
      ['field hockey', 'field hockey'],
      ['college hockey', 'college hockey'],
      ['college baseball', 'college baseball'],
      ['ahl', 'the AHL'],
      ['khl', 'the KHL'],
      ['npb', 'Japanese baseball'],
      ['kbo', 'Korean baseball'],
      ['tennis', 'tennis'],
      ['golf', 'golf'],
      ['ufc', 'MMA'],
      ['mma', 'MMA'],
      ['boxing', 'boxing'],
      ['formula 1', 'Formula 1'],
      ['cricket', 'cricket'],
      ['rugby', 'rugby'],
    ] as const
  ).map(([phrase, unsupported]) => ({ phrase, unsupported })),
].sort((a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length);

export const COVERED_COMPETITIONS =
  'the Premier League, Championship, La Liga, Bundesliga, Serie A, Ligue 1, Champions League, Europa League, NBA, NFL, MLB and NHL';
