import type { NewsFeed } from './types.ts';

/**
 * The public sports feeds read in live mode when NEWS_FEEDS is unset, with the leagues each
 * serves (Strix's league ids): an answer searches only the feeds of its leagues, so the Giants of
 * an NFL answer are not found in baseball news. All are RSS 2.0. The list, and why each source
 * gets its stars, is in docs/data.md "News feeds".
 */
export const DEFAULT_NEWS_FEEDS: readonly NewsFeed[] = [
  // BBC Sport
  { url: 'https://feeds.bbci.co.uk/sport/football/premier-league/rss.xml', leagues: ['E0'] },
  { url: 'https://feeds.bbci.co.uk/sport/football/championship/rss.xml', leagues: ['E1'] },
  {
    url: 'https://feeds.bbci.co.uk/sport/football/european/rss.xml',
    leagues: ['SP1', 'D1', 'I1', 'F1', 'UCL', 'UEL'],
  },
  { url: 'https://feeds.bbci.co.uk/sport/football/champions-league/rss.xml', leagues: ['UCL'] },
  { url: 'https://feeds.bbci.co.uk/sport/football/europa-league/rss.xml', leagues: ['UEL'] },
  { url: 'https://feeds.bbci.co.uk/sport/american-football/rss.xml', leagues: ['NFL'] },
  // The Guardian
  { url: 'https://www.theguardian.com/football/premierleague/rss', leagues: ['E0'] },
  { url: 'https://www.theguardian.com/football/championship/rss', leagues: ['E1'] },
  { url: 'https://www.theguardian.com/football/laligafootball/rss', leagues: ['SP1'] },
  { url: 'https://www.theguardian.com/football/bundesligafootball/rss', leagues: ['D1'] },
  { url: 'https://www.theguardian.com/football/serieafootball/rss', leagues: ['I1'] },
  { url: 'https://www.theguardian.com/football/ligue1football/rss', leagues: ['F1'] },
  { url: 'https://www.theguardian.com/football/championsleague/rss', leagues: ['UCL'] },
  { url: 'https://www.theguardian.com/football/uefa-europa-league/rss', leagues: ['UEL'] },
  { url: 'https://www.theguardian.com/sport/nfl/rss', leagues: ['NFL'] },
  { url: 'https://www.theguardian.com/sport/nba/rss', leagues: ['NBA'] },
  { url: 'https://www.theguardian.com/sport/mlb/rss', leagues: ['MLB'] },
  { url: 'https://www.theguardian.com/sport/nhl/rss', leagues: ['NHL'] },
  // ESPN
  {
    url: 'https://www.espn.com/espn/rss/soccer/news',
    leagues: ['E0', 'E1', 'SP1', 'D1', 'I1', 'F1', 'UCL', 'UEL'],
  },
  { url: 'https://www.espn.com/espn/rss/nfl/news', leagues: ['NFL'] },
  { url: 'https://www.espn.com/espn/rss/nba/news', leagues: ['NBA'] },
  { url: 'https://www.espn.com/espn/rss/mlb/news', leagues: ['MLB'] },
  { url: 'https://www.espn.com/espn/rss/nhl/news', leagues: ['NHL'] },
  // The league's own site
  { url: 'https://www.mlb.com/feeds/news/rss.xml', leagues: ['MLB'] },
];
