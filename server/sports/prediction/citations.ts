import type { Prediction } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';

/**
 * The sources an answer cites. `marketHidden`: for a person on a break, each source is named
 * for what the answer still uses from it (results, scores), not for its prices and lines.
 */
export function citationsOf(
  leagueId: string,
  home: string,
  away: string,
  matchId: number | null,
  soccer: boolean,
  marketHidden = false,
): Prediction['citations'] {
  return [
    ...(matchId !== null
      ? [{ title: `${home} vs ${away} match page`, url: `/match/${matchId}` }]
      : []),
    ...(CUP_LEAGUE_IDS.has(leagueId)
      ? [
          {
            title: 'UEFA competition results: openfootball (Football.TXT)',
            url: 'https://github.com/openfootball/champions-league',
          },
        ]
      : []),
    soccer
      ? {
          title: marketHidden
            ? 'Results: football-data.co.uk'
            : 'Results and bookmaker prices: football-data.co.uk',
          url: 'https://www.football-data.co.uk/',
        }
      : leagueId === 'NFL'
        ? {
            title: marketHidden ? 'Scores: nflverse' : 'Scores and lines: nflverse',
            url: 'https://github.com/nflverse/nfldata',
          }
        : {
            title: marketHidden
              ? 'NBA scores (data set on GitHub)'
              : 'NBA scores and lines (data set on GitHub)',
            url: 'https://github.com/phillipjoolee',
          },
    { title: 'How Strix models and grades predictions', url: '/data-sources' },
  ];
}
