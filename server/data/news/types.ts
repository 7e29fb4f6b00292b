/** How far a source's reporting can be trusted; shown as 2–5 stars. */
export type Reliability = 'low' | 'medium' | 'high' | 'very-high';

/** A news article as the product shows it (first 120 characters of `content` on the card). */
export interface Article {
  /** Stable across fetches: a hash of the article's URL. */
  id: string;
  title: string;
  /** Publisher name, e.g. "BBC Sport". */
  source: string;
  /** ISO date-time. */
  publishedAt: string;
  /** Plain text: HTML stripped, entities decoded, whitespace collapsed. */
  content: string;
  imageUrl: string | null;
  url: string;
  reliability: Reliability;
}

/** A feed to read, and the leagues (Strix's ids) it serves; null: any league (NEWS_FEEDS). */
export interface NewsFeed {
  url: string;
  leagues: readonly string[] | null;
}

/** A team to look for in the news: its display name and the other names it goes by. */
export interface TeamTerms {
  name: string;
  aliases: string[];
}

export interface ArticleQueryOptions {
  /**
   * The app's clock: only articles published before it are seen, and none older than
   * MAX_ARTICLE_AGE_DAYS before it.
   */
  before: Date;
  /** Only the feeds serving one of these leagues (and those serving any); default every feed. */
  leagues?: readonly string[];
  /** At most this many articles (default 10). */
  limit?: number;
  /** Stop waiting (the promise rejects with the signal's reason); shared fetches go on. */
  signal?: AbortSignal;
}

/**
 * Recent news about teams: RSS/Atom feeds (NEWS_FEEDS, or in live mode the default feeds);
 * offline, no news at all.
 */
export interface NewsProvider {
  /** False for the offline provider: it never has articles. */
  readonly available: boolean;
  /**
   * Whether any feed serving one of `leagues` (default: any feed) has ever been read: false
   * while every one of them fails.
   */
  readable(leagues?: readonly string[]): boolean;
  /**
   * Articles published before the clock that name at least one of the teams, newest first.
   * Never fails because a feed does: feeds that cannot be read contribute nothing.
   */
  articlesFor(teams: readonly TeamTerms[], options: ArticleQueryOptions): Promise<Article[]>;
}

/** The part of a pino/Fastify logger the providers use. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}
