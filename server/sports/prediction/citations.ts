import type { Prediction } from '@contract';
import { CUP_LEAGUE_IDS } from '../../data/reference/leagues.ts';

/** Retrosheet's notice, which its terms require wherever its game logs are used. */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".';

type Citation = Prediction['citations'][number];

/** MLB and NHL: every file their answers rest on (docs/data.md "MLB and NHL"). */
const MONEYLINE_SOURCES: Record<string, (marketHidden: boolean) => Citation[]> = {
  MLB: (marketHidden) => [
    {
      title: `Results and starting pitchers: Retrosheet. ${RETROSHEET_NOTICE}`,
      url: 'https://www.retrosheet.org/',
    },
    ...(marketHidden
      ? []
      : [
          {
            title: 'MLB lines 2010–2022: sportsbookreview archive',
            url: 'https://www.sportsbookreview.com/',
          },
        ]),
  ],
  NHL: (marketHidden) => [
    {
      title: 'NHL results: NHL API (via gmalbert/hockey-predictions) and Kaggle NHL game data',
      url: 'https://github.com/gmalbert/hockey-predictions',
    },
    ...(marketHidden
      ? []
      : [
          {
            title: 'NHL lines: sportsbookreview archive, OddsPortal, The Odds API',
            url: 'https://the-odds-api.com/',
          },
        ]),
  ],
};

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
    ...(MONEYLINE_SOURCES[leagueId]?.(marketHidden) ?? [
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
    ]),
    { title: 'How Strix models and grades predictions', url: '/data-sources' },
  ];
}
