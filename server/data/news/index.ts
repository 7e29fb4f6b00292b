import { DEFAULT_NEWS_FEEDS } from './default-feeds.ts';
import { type RssNewsOptions, rssNewsProvider } from './provider.ts';
import type { NewsProvider } from './types.ts';

export { DEFAULT_NEWS_FEEDS } from './default-feeds.ts';
export type { RssNewsOptions } from './provider.ts';
export { MAX_ARTICLE_AGE_DAYS, rssNewsProvider } from './provider.ts';
export type {
  Article,
  ArticleQueryOptions,
  NewsFeed,
  NewsProvider,
  Reliability,
  TeamTerms,
} from './types.ts';

/** Offline (no feeds): no news and no network. */
export const offlineNewsProvider: NewsProvider = {
  available: false,
  readable: () => false,
  articlesFor: async () => [],
};

/**
 * The feeds NEWS_FEEDS lists (read for every league), the default public feeds per league in
 * live mode without it ('defaults'), otherwise the offline provider.
 */
export function createNewsProvider(
  config: { newsFeeds: 'defaults' | readonly string[] },
  options: RssNewsOptions = {},
): NewsProvider {
  if (config.newsFeeds === 'defaults') return rssNewsProvider(DEFAULT_NEWS_FEEDS, options);
  return config.newsFeeds.length > 0
    ? rssNewsProvider(config.newsFeeds, options)
    : offlineNewsProvider;
}
