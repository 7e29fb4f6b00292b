import type { Reliability } from './types.ts';

/**
 * How much we trust each publisher we know, keyed by the host its feeds are served from (a
 * subdomain counts as its parent: feeds.bbci.co.uk is the BBC).
 *
 * Why these grades: wire services (Reuters, AP) report checked facts for other newsrooms to
 * reuse, so they get very-high. Established sports desks with editorial standards and
 * corrections policies, and the leagues' own sites (official team news, injury lists), get high.
 * Tabloids whose sport pages are mostly transfer rumour and unsourced "exclusives" get low.
 * Everything else, aggregators included (they relay anyone), is medium: we have no grounds to
 * rank it up or down. The grade is per feed, not per article, so the feed's host decides.
 */
const SOURCES: readonly { name: string; reliability: Reliability; hosts: readonly string[] }[] = [
  { name: 'Reuters', reliability: 'very-high', hosts: ['reuters.com'] },
  { name: 'Associated Press', reliability: 'very-high', hosts: ['apnews.com', 'ap.org'] },
  { name: 'BBC Sport', reliability: 'high', hosts: ['bbc.co.uk', 'bbci.co.uk', 'bbc.com'] },
  { name: 'The Guardian', reliability: 'high', hosts: ['theguardian.com', 'guardian.co.uk'] },
  { name: 'ESPN', reliability: 'high', hosts: ['espn.com', 'espn.co.uk', 'espncricinfo.com'] },
  { name: 'Sky Sports', reliability: 'high', hosts: ['skysports.com'] },
  { name: 'The New York Times', reliability: 'high', hosts: ['nytimes.com'] },
  { name: 'The Athletic', reliability: 'high', hosts: ['theathletic.com'] },
  { name: 'CBS Sports', reliability: 'high', hosts: ['cbssports.com'] },
  { name: 'NBC Sports', reliability: 'high', hosts: ['nbcsports.com'] },
  { name: 'Sports Illustrated', reliability: 'high', hosts: ['si.com'] },
  { name: 'The Independent', reliability: 'high', hosts: ['independent.co.uk'] },
  { name: 'The Telegraph', reliability: 'high', hosts: ['telegraph.co.uk'] },
  { name: 'Premier League', reliability: 'high', hosts: ['premierleague.com'] },
  { name: 'UEFA', reliability: 'high', hosts: ['uefa.com'] },
  { name: 'NFL', reliability: 'high', hosts: ['nfl.com'] },
  { name: 'NBA', reliability: 'high', hosts: ['nba.com'] },
  { name: 'MLB', reliability: 'high', hosts: ['mlb.com'] },
  { name: 'NHL', reliability: 'high', hosts: ['nhl.com'] },
  { name: 'The Sun', reliability: 'low', hosts: ['thesun.co.uk'] },
  { name: 'Daily Mail', reliability: 'low', hosts: ['dailymail.co.uk'] },
  { name: 'Daily Mirror', reliability: 'low', hosts: ['mirror.co.uk'] },
  { name: 'Daily Express', reliability: 'low', hosts: ['express.co.uk'] },
  { name: 'Daily Star', reliability: 'low', hosts: ['dailystar.co.uk'] },
];

export interface Source {
  name: string;
  reliability: Reliability;
}

/**
 * The publisher behind a feed: from the table when we know its host; otherwise the feed's own
 * title (or its host) at medium reliability.
 */
export function sourceOf(feedUrl: string, feedTitle: string | null): Source {
  const host = new URL(feedUrl).hostname.toLowerCase().replace(/\.$/, '');
  const known = SOURCES.find((source) =>
    source.hosts.some((candidate) => host === candidate || host.endsWith(`.${candidate}`)),
  );
  if (known) return { name: known.name, reliability: known.reliability };
  return { name: feedTitle?.trim() || host.replace(/^www\./, ''), reliability: 'medium' };
}
