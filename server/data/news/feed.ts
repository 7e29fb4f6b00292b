import { createHash } from 'node:crypto';
import { parseFeed } from '@rowanmanning/feed-parser';
import { sourceOf } from './sources.ts';
import { htmlToText, searchableText, truncate } from './text.ts';
import type { Article } from './types.ts';

/** An article as cached: with the normalised text it is matched against. */
export interface FeedEntry {
  article: Article;
  /** Normalised title + description + body, padded with spaces (see searchableText). */
  text: string;
  publishedMs: number;
  /** False when the feed gave no date and publishedAt is when we first saw the article. */
  dated: boolean;
}

/** Longest plain text kept per article: the card shows 120 characters, the page a few lines. */
const MAX_CONTENT_CHARS = 600;
/** Items kept per feed; busy feeds carry a day or two of news in fewer than this. */
const MAX_ITEMS_PER_FEED = 200;

export class FeedError extends Error {}

/**
 * Downloads a feed. The whole exchange, body included, is bounded by `timeoutMs` and the body by
 * `maxBytes`: feeds are someone else's servers and one slow or huge feed must not hold up a
 * search.
 */
export async function downloadFeed(
  url: string,
  {
    timeoutMs,
    maxBytes,
    fetch: fetchImpl = globalThis.fetch,
  }: { timeoutMs: number; maxBytes: number; fetch?: typeof fetch },
): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      accept:
        'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'user-agent': 'Strix news reader',
    },
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`feed larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new FeedError(`feed larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  const bytes = Buffer.concat(chunks);
  return decoderFor(response.headers.get('content-type'), bytes).decode(bytes);
}

/** The charset from the Content-Type header, else from the XML declaration, else UTF-8. */
function decoderFor(contentType: string | null, bytes: Uint8Array): TextDecoder {
  const fromHeader = /charset="?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromDeclaration = /^(?:\uFEFF)?<\?xml[^>]*\bencoding=["']([\w.:-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(fromHeader ?? fromDeclaration ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * The articles of an RSS or Atom document. Items without a link or a title are skipped; an
 * item without a date is dated `fetchedAt` (the cache keeps the first such date), and a date in
 * the future is taken as `fetchedAt` too. Throws when the document is not a feed.
 */
export function parseFeedEntries(xml: string, feedUrl: string, fetchedAt: number): FeedEntry[] {
  const feed = parseFeed(xml);
  const source = sourceOf(feedUrl, feed.title);
  const entries: FeedEntry[] = [];
  for (const item of feed.items.slice(0, MAX_ITEMS_PER_FEED)) {
    const url = httpUrl(item.url, feedUrl) ?? httpUrl(item.id);
    const title = htmlToText(item.title ?? '');
    if (!url || !title) continue;
    const description = htmlToText(item.description ?? '');
    const body = htmlToText(item.content ?? '');
    const date = item.published ?? item.updated;
    const dated = date !== null && !Number.isNaN(date.getTime());
    const publishedMs = dated ? Math.min(date.getTime(), fetchedAt) : fetchedAt;
    entries.push({
      article: {
        id: createHash('sha256').update(url).digest('hex').slice(0, 24),
        title,
        source: source.name,
        publishedAt: new Date(publishedMs).toISOString(),
        content: truncate(description || body, MAX_CONTENT_CHARS),
        imageUrl: imageOf(item, feedUrl),
        url,
        reliability: source.reliability,
      },
      text: searchableText(title, description, body),
      publishedMs,
      dated,
    });
  }
  return entries;
}

type ParsedItem = ReturnType<typeof parseFeed>['items'][number];

/** The item's picture: its own image, else an image enclosure / media:content / thumbnail. */
function imageOf(item: ParsedItem, feedUrl: string): string | null {
  const candidates = [
    item.image?.url,
    ...item.media
      .filter((media) => media.type === 'image' || media.mimeType?.startsWith('image/'))
      .map((media) => media.url),
    ...item.media.map((media) => media.image),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, feedUrl);
    if (url) return url;
  }
  return null;
}

/** An http(s) URL, resolved against `base` when given; anything else is null. */
function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
