import { type RssNewsOptions, rssNewsProvider } from './provider.ts';
import type { NewsProvider } from './types.ts';

export type { RssNewsOptions } from './provider.ts';
export { rssNewsProvider } from './provider.ts';
export type {
  Article,
  ArticleQueryOptions,
  NewsProvider,
  Reliability,
  TeamTerms,
} from './types.ts';

/** The offline default: no feeds configured, so no news and no network. */
export const offlineNewsProvider: NewsProvider = {
  available: false,
  readable: () => false,
  articlesFor: async () => [],
};

/** RSS/Atom news when NEWS_FEEDS lists feeds; otherwise the offline provider. */
export function createNewsProvider(
  config: { newsFeeds: readonly string[] },
  options: RssNewsOptions = {},
): NewsProvider {
  return config.newsFeeds.length > 0
    ? rssNewsProvider(config.newsFeeds, options)
    : offlineNewsProvider;
}
