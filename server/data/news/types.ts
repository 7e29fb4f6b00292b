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

/** A team to look for in the news: its display name and the other names it goes by. */
export interface TeamTerms {
  name: string;
  aliases: string[];
}

export interface ArticleQueryOptions {
  /** At most this many articles (default 10). */
  limit?: number;
  /** Stop waiting (the promise rejects with the signal's reason); shared fetches go on. */
  signal?: AbortSignal;
}

/** Recent news about teams. RSS/Atom feeds when NEWS_FEEDS is set; otherwise no news at all. */
export interface NewsProvider {
  /** False for the offline provider: it never has articles. */
  readonly available: boolean;
  /** Whether any configured feed has ever been read: false while every one of them fails. */
  readable(): boolean;
  /**
   * Articles that name at least one of the teams, those naming more of them first, then newest.
   * Never fails because a feed does: feeds that cannot be read contribute nothing.
   */
  articlesFor(teams: readonly TeamTerms[], options?: ArticleQueryOptions): Promise<Article[]>;
}

/** The part of a pino/Fastify logger the providers use. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}
