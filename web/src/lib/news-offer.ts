import type { PlanFeature, StatusResponse } from '@contract';

/**
 * How Strix speaks of news: promised outright only when this server reads news feeds (live data,
 * or feeds its operator named; /api/status says so). Otherwise, and until the status is known,
 * news is promised only "with live data": nothing advertised that the server cannot deliver.
 */
export const readsNews = (status: StatusResponse | undefined) => status?.newsFeeds === true;

/** The home page's feature chip. */
export const newsFeatureLabel = (news: boolean) =>
  news ? 'News that matters' : 'News with live data';

/** The plans' shared line for Advanced Analytics (contract/plans.ts). */
export const ANALYTICS_FEATURE = 'News, odds comparison and value bets';

/** A plan's feature as this server can honour it. */
export function planFeatureText(feature: PlanFeature, news: boolean): string {
  if (news || feature.text !== ANALYTICS_FEATURE) return feature.text;
  return 'Odds comparison and value bets, news with live data';
}

/** What Advanced Analytics holds, in the plans page's rule. */
export const analyticsContents = (news: boolean) =>
  news
    ? 'news, the odds comparison and value bets'
    : 'the odds comparison and value bets, and news with live data';
