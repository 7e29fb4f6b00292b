import { downloadFeed, type FeedEntry, parseFeedEntries } from './feed.ts';
import { mentionsAny, searchTerms } from './text.ts';
import type { Article, NewsFeed, NewsProvider, Reliability, WarnLogger } from './types.ts';

export interface RssNewsOptions {
  /** Feed failures are logged here at warn. */
  log?: WarnLogger;
  /** Longest a search waits on the feeds (default 4 s). */
  timeoutMs?: number;
  /** How long a fetched feed is served from memory (default 10 min). */
  ttlMs?: number;
  /** How long after a failure a feed is left alone (default 1 min). */
  retryAfterMs?: number;
  /** Largest feed document read (default 2 MB). */
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Fetch for the feeds (the app's counts its requests); default the global one. */
  fetch?: typeof fetch;
}

const DEFAULT_LIMIT = 10;
/** "Recent" news: older articles say little about the next match (feeds rarely keep them). */
export const MAX_ARTICLE_AGE_DAYS = 14;
const MAX_ARTICLE_AGE_MS = MAX_ARTICLE_AGE_DAYS * 86_400_000;

interface FeedState {
  /** The leagues the feed serves; null: any. */
  leagues: readonly string[] | null;
  /** The last good read; kept through failures so a flaky feed still contributes. */
  entries: FeedEntry[];
  fetchedAt: number | null;
  failedAt: number | null;
  /** The fetch under way, shared by every search that needs this feed meanwhile. */
  inflight: Promise<void> | null;
}

const RELIABILITY_RANK: Record<Reliability, number> = {
  low: 0,
  medium: 1,
  high: 2,
  'very-high': 3,
};

/** Whether a feed serving `served` is read for `asked` (undefined: every feed is). */
const serves = (served: readonly string[] | null, asked: readonly string[] | undefined) =>
  served === null || asked === undefined || served.some((league) => asked.includes(league));

/**
 * News from RSS/Atom feeds, cached in memory per feed. A feed is fetched only when a search needs
 * it (one of its leagues is asked about), so an idle server makes no requests.
 */
export function rssNewsProvider(
  feeds: readonly (string | NewsFeed)[],
  options: RssNewsOptions = {},
): NewsProvider {
  const {
    log,
    timeoutMs = 4_000,
    ttlMs = 10 * 60_000,
    retryAfterMs = 60_000,
    maxBytes = 2 * 1024 * 1024,
    now = Date.now,
    fetch: fetchImpl,
  } = options;
  const states = new Map<string, FeedState>(
    feeds.map((feed) => {
      const { url, leagues } = typeof feed === 'string' ? { url: feed, leagues: null } : feed;
      return [url, { leagues, entries: [], fetchedAt: null, failedAt: null, inflight: null }];
    }),
  );
  const feedsFor = (leagues: readonly string[] | undefined) =>
    [...states].filter(([, state]) => serves(state.leagues, leagues));

  const isDue = (state: FeedState, at: number) =>
    !(state.fetchedAt !== null && at - state.fetchedAt < ttlMs) &&
    !(state.failedAt !== null && at - state.failedAt < retryAfterMs);

  /** Never rejects: a failure is logged and leaves the last good entries in place. */
  function refresh(url: string, state: FeedState): Promise<void> {
    if (state.inflight) return state.inflight;
    state.inflight = downloadFeed(url, { timeoutMs, maxBytes, fetch: fetchImpl })
      .then((xml) => {
        const fetchedAt = now();
        const previous = new Map(state.entries.map((entry) => [entry.article.id, entry]));
        state.entries = parseFeedEntries(xml, url, fetchedAt);
        for (const entry of state.entries) {
          // An undated article keeps the date we first saw it, not the date of each re-read.
          const seen = previous.get(entry.article.id);
          if (entry.dated || !seen || seen.dated) continue;
          entry.publishedMs = seen.publishedMs;
          entry.article.publishedAt = seen.article.publishedAt;
        }
        state.fetchedAt = fetchedAt;
        state.failedAt = null;
      })
      .catch((error: unknown) => {
        state.failedAt = now();
        log?.warn({ err: error, feed: url }, 'news feed could not be read; using what we had');
      })
      .finally(() => {
        state.inflight = null;
      });
    return state.inflight;
  }

  return {
    available: true,
    readable: (leagues) => feedsFor(leagues).some(([, state]) => state.fetchedAt !== null),
    async articlesFor(teams, { before, leagues, limit = DEFAULT_LIMIT, signal }) {
      signal?.throwIfAborted();
      const teamTerms = teams.map(searchTerms).filter((terms) => terms.length > 0);
      if (teamTerms.length === 0 || limit <= 0) return [];

      const searched = feedsFor(leagues);
      const at = now();
      const due = searched.filter(([, state]) => isDue(state, at));
      if (due.length > 0) {
        await waitAtMost(
          Promise.all(due.map(([url, state]) => refresh(url, state))),
          timeoutMs,
          signal,
        );
      }
      // The app's clock decides what may be seen: nothing published after it.
      const until = before.getTime();
      const since = until - MAX_ARTICLE_AGE_MS;
      return rank(
        searched
          .flatMap(([, state]) => state.entries)
          .filter((entry) => entry.publishedMs <= until && entry.publishedMs > since),
        teamTerms,
        limit,
      );
    },
  };
}

/**
 * Articles naming at least one team, newest first; at the same moment those naming more of the
 * teams, then the more reliable source. The same article from two feeds counts once.
 */
function rank(entries: FeedEntry[], teamTerms: string[][], limit: number): Article[] {
  const best = new Map<string, { entry: FeedEntry; teams: number }>();
  for (const entry of entries) {
    const teams = teamTerms.filter((terms) => mentionsAny(entry.text, terms)).length;
    if (teams === 0) continue;
    const seen = best.get(entry.article.id);
    if (
      !seen ||
      RELIABILITY_RANK[entry.article.reliability] > RELIABILITY_RANK[seen.entry.article.reliability]
    ) {
      best.set(entry.article.id, { entry, teams });
    }
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        b.entry.publishedMs - a.entry.publishedMs ||
        b.teams - a.teams ||
        RELIABILITY_RANK[b.entry.article.reliability] -
          RELIABILITY_RANK[a.entry.article.reliability],
    )
    .slice(0, limit)
    .map(({ entry }) => ({ ...entry.article }));
}

/**
 * Waits for `work` but no longer than `ms`, and rejects as soon as the caller aborts. The work
 * itself goes on (other searches may be waiting for the same feeds).
 */
async function waitAtMost(work: Promise<unknown>, ms: number, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    await Promise.race([
      work,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
      new Promise<never>((_, reject) => {
        if (!signal) return;
        onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
