import type { Article, SearchResponse } from '@contract';
import { ExternalLink, Star } from 'lucide-react';
import { formatShortDate } from '../../lib/format.ts';
import { excerpt, reliabilityStars } from '../../lib/prediction.ts';
import { EmptyLine } from './section-card.tsx';

export const NEWS_UNAVAILABLE = 'News is unavailable right now';
export const NO_NEWS = 'No recent news for these teams';
/**
 * Said once under the analytics, quietly: this server reads no news feeds (offline, the replay
 * of stored data, or NEWS_FEEDS=off), which is not a failure.
 */
export const NO_NEWS_SOURCE =
  'News comes with live data: this Strix reads no news feeds, so no articles are shown.';

type NewsStatus = SearchResponse['newsStatus'];

/** Whether the result gets a news panel at all: not when no news source is configured. */
export const showsNewsPanel = (status: NewsStatus) => status !== 'not-configured';

/** The quiet line that stands in for the news panel when no news source is configured. */
export function NoNewsSourceNote() {
  return (
    <p className="text-xs text-muted-foreground" data-testid="no-news-source">
      {NO_NEWS_SOURCE}
    </p>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" title={`Source reliability ${count} of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={
            n <= count ? 'size-3 fill-primary text-primary' : 'size-3 text-muted-foreground/40'
          }
        />
      ))}
      <span className="sr-only">Source reliability {count} of 5</span>
    </span>
  );
}

function ArticleItem({ article }: { article: Article }) {
  const published = formatShortDate(article.publishedAt);
  return (
    <li className="flex gap-3.5 rounded-xl border border-border bg-background/50 p-3.5">
      {article.imageUrl ? (
        <img
          src={article.imageUrl}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="hidden size-20 shrink-0 rounded-lg bg-muted object-cover sm:block"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="group inline-flex items-start gap-1.5 rounded font-semibold leading-snug outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="underline-offset-4 group-hover:underline">{article.title}</span>
          <ExternalLink
            className="mt-1 size-3.5 shrink-0 text-muted-foreground"
            aria-hidden="true"
          />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground/85">{article.source}</span>
          <Stars count={reliabilityStars(article.reliability)} />
          {published ? <time dateTime={article.publishedAt}>{published}</time> : null}
        </p>
        {article.content ? (
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
            {excerpt(article.content)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** News about the teams; says so plainly when the feeds failed or nothing recent was found. */
export function NewsList({ articles, status }: { articles: Article[]; status: NewsStatus }) {
  if (status === 'failed') return <EmptyLine>{NEWS_UNAVAILABLE}</EmptyLine>;
  if (status === 'not-configured') return <EmptyLine>{NO_NEWS_SOURCE}</EmptyLine>;
  if (articles.length === 0) return <EmptyLine>{NO_NEWS}</EmptyLine>;
  return (
    <ul className="grid gap-3">
      {articles.map((article) => (
        <ArticleItem key={article.id} article={article} />
      ))}
    </ul>
  );
}
