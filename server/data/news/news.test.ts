import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config/config.ts';
import { SERVED_LEAGUE_IDS } from '../reference/leagues.ts';
import {
  createNewsProvider,
  DEFAULT_NEWS_FEEDS,
  offlineNewsProvider,
  rssNewsProvider,
  type TeamTerms,
} from './index.ts';
import { sourceOf } from './sources.ts';
import { htmlToText, truncate } from './text.ts';

const RSS = readFileSync(new URL('./fixtures/sport.rss.xml', import.meta.url), 'utf8');
const ATOM = readFileSync(new URL('./fixtures/sport.atom.xml', import.meta.url), 'utf8');

const NOW = Date.parse('2025-01-15T12:00:00Z');
/** The app's clock in most tests: what was published by then. */
const SEEN = { before: new Date(NOW) };

const ARSENAL: TeamTerms = { name: 'Arsenal', aliases: ['Gunners', 'AFC', 'Ars'] };
const CITY: TeamTerms = { name: 'Manchester City', aliases: ['Man City', 'MC'] };
const ATLETICO: TeamTerms = { name: 'Atletico Madrid', aliases: ['Atlético'] };

/** A feed host on loopback: each path answers as its handler says; requests are counted. */
const requests = new Map<string, number>();
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/rss.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    res.end(RSS);
  },
  '/atom.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/atom+xml' });
    res.end(ATOM);
  },
  '/latin1.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(
      Buffer.from(
        RSS.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace(
          /https:\/\/matchday\.example/g,
          'https://latin.example',
        ),
        'latin1',
      ),
    );
  },
  '/evening.xml': (_req, res) => {
    // A story published at 18:00 on the clock's day, hours after the clock in most tests.
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Evening Sport</title><link>https://evening.example/</link>
<item><title>Saka ruled out of Arsenal's next game</title>
<link>https://evening.example/saka-out</link><pubDate>Wed, 15 Jan 2025 18:00:00 GMT</pubDate>
</item></channel></rss>`);
  },
  '/error.xml': (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
  },
  '/garbage.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end('<html><body>{"this": is not a feed</body>');
  },
  '/huge.xml': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(RSS.replace('</channel>', `<!-- ${'x'.repeat(100_000)} --></channel>`));
  },
  '/huge-chunked.xml': (_req, res) => {
    // No Content-Length: the cap has to be enforced while reading.
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    for (let i = 0; i < 20; i++) res.write(`<!-- ${'x'.repeat(10_000)} -->`);
    res.end(RSS);
  },
  '/slow.xml': (_req, res) => {
    // Answers long after any sensible timeout.
    const timer = setTimeout(() => res.end(RSS), 5_000);
    res.on('close', () => clearTimeout(timer));
  },
};
const server = createServer((req, res) => {
  const path = req.url ?? '/';
  requests.set(path, (requests.get(path) ?? 0) + 1);
  const route = routes[path];
  if (route) route(req, res);
  else res.writeHead(404).end();
});
let base = '';
const feed = (path: string) => `${base}${path}`;
const count = (path: string) => requests.get(path) ?? 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests.clear();
  vi.restoreAllMocks();
});

/** A clock the test moves by hand. */
function clock(start = NOW) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('RSS and Atom news', () => {
  it('reads RSS 2.0 (CDATA, HTML descriptions, media, undated items) and Atom', async () => {
    const news = rssNewsProvider([feed('/rss.xml'), feed('/atom.xml')], { now: clock().now });
    expect(news.available).toBe(true);
    const articles = await news.articlesFor([ARSENAL, CITY, ATLETICO], { ...SEEN, limit: 50 });
    const byUrl = new Map(articles.map((article) => [article.url, article]));

    expect(byUrl.get('https://matchday.example/sport/football/arteta-ready')).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Arteta: Gunners "ready" for title run-in',
      source: 'Matchday Sport - Football',
      publishedAt: '2025-01-15T10:30:00.000Z',
      content:
        'Mikel Arteta says his Gunners are fit again & ready. Bukayo Saka returns to training on Monday.',
      imageUrl: 'https://ichef.matchday.example/arteta.jpg',
      url: 'https://matchday.example/sport/football/arteta-ready',
      reliability: 'medium',
    });
    // media:content image, entity-encoded HTML description
    expect(byUrl.get('https://matchday.example/sport/football/atletico-osasuna')).toMatchObject({
      content: 'Antoine Griezmann scored twice as Atlético won 2–0.',
      imageUrl: 'https://ichef.matchday.example/atletico.jpg',
    });
    // No date in the feed: dated when first seen. No picture: null.
    expect(byUrl.get('https://matchday.example/sport/football/gossip')).toMatchObject({
      publishedAt: new Date(NOW).toISOString(),
      imageUrl: null,
      content: 'Manchester City are weighing a January move.',
    });
    // Atom: link href, HTML summary, media:content
    expect(
      byUrl.get('https://daily.example/football/2025/jan/14/arsenal-man-city-talking-points'),
    ).toMatchObject({
      title: 'Arsenal v Manchester City: five things we learned',
      source: 'Football | The Daily Wire Atom',
      publishedAt: '2025-01-14T22:15:00.000Z',
      content: 'Declan Rice ran the midfield while City struggled.',
      imageUrl: 'https://i.daily.example/rice.jpg',
    });
    // Atom <content> when there is no summary
    expect(byUrl.get('https://daily.example/football/2025/jan/15/city-signing')?.content).toBe(
      'The club confirmed the deal on Wednesday morning.',
    );
    // Items without a link are skipped.
    expect(articles.some((article) => article.title.includes('no link'))).toBe(false);
  });

  it('gives each article an id that is the same on every read', async () => {
    const read = () => rssNewsProvider([feed('/rss.xml')], { now: clock().now });
    const first = await read().articlesFor([ARSENAL, CITY], SEEN);
    const second = await read().articlesFor([ARSENAL, CITY], SEEN);
    expect(first.length).toBeGreaterThan(1);
    expect(first.map((article) => article.id)).toEqual(second.map((article) => article.id));
    expect(new Set(first.map((article) => article.id)).size).toBe(first.length);
  });

  it('matches whole names and aliases, ignoring case and accents, not short aliases', async () => {
    const news = rssNewsProvider([feed('/rss.xml'), feed('/atom.xml')], { now: clock().now });
    const titles = async (team: TeamTerms) =>
      (await news.articlesFor([team], { ...SEEN, limit: 50 })).map((article) => article.title);

    // "Gunners" is an alias; "Arsenalistas" is not the word "Arsenal"; "AFC"/"Ars" are absent.
    expect(await titles(ARSENAL)).toEqual([
      'Arteta: Gunners "ready" for title run-in',
      'Arsenal v Manchester City: five things we learned',
    ]);
    // "MC" is too short to count, so the fan-club item (which says "MC hosts") is not City news.
    expect(await titles(CITY)).toEqual([
      'Transfer gossip: City eye defender',
      'Manchester City complete signing',
      'Arsenal v Manchester City: five things we learned',
    ]);
    // Accents: "Atlético Madrid" in the feed, "Atletico Madrid" asked for, and the other way.
    expect(await titles(ATLETICO)).toEqual(['Atlético Madrid beat Osasuna to go top']);
    expect(await titles({ name: 'ATLÉTICO MADRID', aliases: [] })).toHaveLength(1);
    expect(await titles({ name: 'Chelsea', aliases: [] })).toEqual(['Chelsea hold Bournemouth']);
    expect(await titles({ name: 'Leeds United', aliases: ['LU'] })).toEqual([]);
    expect(await news.articlesFor([], SEEN)).toEqual([]);
  });

  it('lists the newest first, and only what was published in the fortnight before the clock', async () => {
    const news = rssNewsProvider([feed('/rss.xml'), feed('/atom.xml')], { now: clock().now });
    const articles = await news.articlesFor([ARSENAL, CITY], SEEN);
    expect(articles.map((article) => [article.title, article.publishedAt])).toEqual([
      ['Transfer gossip: City eye defender', '2025-01-15T12:00:00.000Z'],
      ['Manchester City complete signing', '2025-01-15T11:00:00.000Z'],
      ['Arteta: Gunners "ready" for title run-in', '2025-01-15T10:30:00.000Z'],
      ['Arsenal v Manchester City: five things we learned', '2025-01-14T22:15:00.000Z'],
    ]);
    expect(await news.articlesFor([ARSENAL, CITY], { ...SEEN, limit: 2 })).toEqual(
      articles.slice(0, 2),
    );

    // Feeds read the next morning hold a story from 18:00 on the 15th: at noon it is not out yet.
    const nextDay = rssNewsProvider([feed('/rss.xml'), feed('/evening.xml')], {
      now: clock(Date.parse('2025-01-16T09:00:00Z')).now,
    });
    const titles = async (before: string) =>
      (await nextDay.articlesFor([ARSENAL], { before: new Date(before) })).map(
        (article) => article.title,
      );
    expect(await titles('2025-01-15T12:00:00Z')).toEqual([
      'Arteta: Gunners "ready" for title run-in',
    ]);
    expect(await titles('2025-01-15T18:00:00Z')).toEqual([
      "Saka ruled out of Arsenal's next game",
      'Arteta: Gunners "ready" for title run-in',
    ]);
    // Before Christmas, the Christmas story is recent and nothing from January exists yet; by
    // the clock's day it is more than a fortnight old.
    expect(await titles('2024-12-21T09:00:00Z')).toEqual(["Arsenal's Christmas schedule"]);
    expect(await titles('2025-01-05T09:00:00Z')).toEqual([]);
  });

  it('reads only the feeds of the leagues asked about, and feeds serving any league', async () => {
    const time = clock();
    const news = rssNewsProvider(
      [
        { url: feed('/rss.xml'), leagues: ['E0'] },
        { url: feed('/atom.xml'), leagues: null },
        { url: feed('/error.xml'), leagues: ['NFL'] },
      ],
      { now: time.now },
    );
    const football = await news.articlesFor([ARSENAL], { ...SEEN, leagues: ['E0', 'UCL'] });
    expect(football).toHaveLength(2);
    expect([count('/rss.xml'), count('/atom.xml'), count('/error.xml')]).toEqual([1, 1, 0]);

    // An NFL answer reads the NFL feed and the any-league one, never the Premier League feed's
    // articles, however well their names match.
    const nfl = await news.articlesFor([ARSENAL], { ...SEEN, leagues: ['NFL'] });
    expect(nfl.map((article) => article.title)).toEqual([
      'Arsenal v Manchester City: five things we learned',
    ]);
    expect([count('/rss.xml'), count('/atom.xml'), count('/error.xml')]).toEqual([1, 1, 1]);
    expect(news.readable(['NFL'])).toBe(true);

    const nflOnly = rssNewsProvider(
      [
        { url: feed('/rss.xml'), leagues: ['E0'] },
        { url: feed('/error.xml'), leagues: ['NFL'] },
      ],
      { now: time.now },
    );
    await nflOnly.articlesFor([ARSENAL], { ...SEEN, leagues: ['E0'] });
    // The Premier League feed was read; the NFL's never was: NFL news is unavailable.
    expect(nflOnly.readable(['E0'])).toBe(true);
    expect(nflOnly.readable(['NFL'])).toBe(false);
    expect(nflOnly.readable()).toBe(true);
  });

  it('serves from memory for the TTL, then reads the feed again', async () => {
    const time = clock();
    const news = rssNewsProvider([feed('/rss.xml')], { now: time.now, ttlMs: 600_000 });
    const first = await news.articlesFor([ARSENAL], SEEN);
    expect(count('/rss.xml')).toBe(1);

    time.advance(599_000);
    expect(await news.articlesFor([ARSENAL], SEEN)).toEqual(first);
    expect(await news.articlesFor([CITY], SEEN)).toHaveLength(1);
    expect(count('/rss.xml')).toBe(1);

    time.advance(2_000);
    const later = await news.articlesFor([ARSENAL, CITY], SEEN);
    expect(count('/rss.xml')).toBe(2);
    // The undated item keeps the date it was first seen.
    expect(later.find((article) => article.title.startsWith('Transfer'))?.publishedAt).toBe(
      new Date(NOW).toISOString(),
    );
  });

  it('shares one fetch between concurrent searches', async () => {
    const news = rssNewsProvider([feed('/rss.xml'), feed('/atom.xml')], { now: clock().now });
    const results = await Promise.all([
      news.articlesFor([ARSENAL], SEEN),
      news.articlesFor([CITY], SEEN),
      news.articlesFor([ARSENAL, CITY], SEEN),
    ]);
    expect(results.map((articles) => articles.length)).toEqual([2, 3, 4]);
    expect(count('/rss.xml')).toBe(1);
    expect(count('/atom.xml')).toBe(1);
  });

  it('keeps going when a feed fails, and retries it at most once a minute', async () => {
    const time = clock();
    const warnings: object[] = [];
    const news = rssNewsProvider(
      [feed('/error.xml'), feed('/garbage.xml'), feed('/missing.xml'), feed('/atom.xml')],
      { now: time.now, log: { warn: (details) => warnings.push(details) } },
    );
    expect(await news.articlesFor([CITY], SEEN)).toHaveLength(2);
    expect(warnings.map((warning) => (warning as { feed: string }).feed).sort()).toEqual([
      feed('/error.xml'),
      feed('/garbage.xml'),
      feed('/missing.xml'),
    ]);

    time.advance(59_000);
    expect(await news.articlesFor([CITY], SEEN)).toHaveLength(2);
    expect([count('/error.xml'), count('/garbage.xml'), count('/missing.xml')]).toEqual([1, 1, 1]);

    time.advance(2_000);
    await news.articlesFor([CITY], SEEN);
    expect([count('/error.xml'), count('/garbage.xml'), count('/missing.xml')]).toEqual([2, 2, 2]);
    expect(count('/atom.xml')).toBe(1);
  });

  it('tells a feed that has never been read from one that was read and found nothing', async () => {
    const time = clock();
    const broken = rssNewsProvider([feed('/error.xml'), feed('/missing.xml')], { now: time.now });
    expect(broken.readable()).toBe(false);
    expect(await broken.articlesFor([CITY], SEEN)).toEqual([]);
    expect(broken.readable()).toBe(false);
    const working = rssNewsProvider([feed('/error.xml'), feed('/atom.xml')], { now: time.now });
    await working.articlesFor([{ name: 'Nobody United', aliases: [] }], SEEN);
    expect(working.readable()).toBe(true);
  });

  it('keeps the last good read of a feed that starts failing', async () => {
    const time = clock();
    let broken = false;
    const original = routes['/rss.xml']!;
    routes['/flaky.xml'] = (req, res) => {
      if (broken) res.writeHead(503).end();
      else original(req, res);
    };
    const news = rssNewsProvider([feed('/flaky.xml')], { now: time.now, ttlMs: 60_000 });
    expect(await news.articlesFor([ARSENAL], SEEN)).toHaveLength(1);
    broken = true;
    time.advance(120_000);
    expect(await news.articlesFor([ARSENAL], SEEN)).toHaveLength(1);
    expect(count('/flaky.xml')).toBe(2);
  });

  it('never waits on a slow feed longer than the timeout', async () => {
    const time = clock();
    const news = rssNewsProvider([feed('/slow.xml'), feed('/atom.xml')], {
      now: time.now,
      timeoutMs: 300,
    });
    let started = performance.now();
    expect(await news.articlesFor([CITY], SEEN)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1_500);

    // The slow feed failed: the next search does not wait for it again, nor for the cached one.
    started = performance.now();
    expect(await news.articlesFor([CITY], SEEN)).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(50);
    expect(count('/slow.xml')).toBe(1);
  });

  it('refuses feeds over the size cap', async () => {
    const warnings: object[] = [];
    const news = rssNewsProvider([feed('/huge.xml'), feed('/huge-chunked.xml'), feed('/rss.xml')], {
      maxBytes: 50_000,
      log: { warn: (details) => warnings.push(details) },
    });
    expect(await news.articlesFor([ARSENAL], SEEN)).toHaveLength(1);
    expect(warnings.map((warning) => (warning as { feed: string }).feed).sort()).toEqual([
      feed('/huge-chunked.xml'),
      feed('/huge.xml'),
    ]);
    expect(String((warnings[0] as { err: Error }).err)).toMatch(/larger than 50000 bytes/);
  });

  it('decodes feeds in the charset their XML declaration names', async () => {
    const news = rssNewsProvider([feed('/latin1.xml')]);
    const [article] = await news.articlesFor([ATLETICO], SEEN);
    expect(article?.title).toBe('Atlético Madrid beat Osasuna to go top');
  });

  it('stops waiting when the caller aborts, without cancelling the shared fetch', async () => {
    const news = rssNewsProvider([feed('/slow.xml'), feed('/rss.xml')], { timeoutMs: 2_000 });
    const controller = new AbortController();
    const search = news.articlesFor([ARSENAL], { ...SEEN, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    await expect(search).rejects.toThrow('client went away');
    await expect(
      news.articlesFor([ARSENAL], { ...SEEN, signal: AbortSignal.abort() }),
    ).rejects.toThrow();
  });
});

describe('offline news', () => {
  it('has no articles and makes no request when no feeds are configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const news = createNewsProvider({ newsFeeds: [] });
    expect(news).toBe(offlineNewsProvider);
    expect(news.available).toBe(false);
    expect(news.readable()).toBe(false);
    expect(await news.articlesFor([ARSENAL, CITY], SEEN)).toEqual([]);
    expect(createNewsProvider(testConfig())).toBe(offlineNewsProvider);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the configured feeds otherwise', async () => {
    const news = createNewsProvider(testConfig({ NEWS_FEEDS: feed('/rss.xml') }));
    expect(news.available).toBe(true);
    expect(await news.articlesFor([ARSENAL], SEEN)).toHaveLength(1);
  });
});

describe('default feeds', () => {
  it('serve every league Strix covers, over https, from publishers we grade', () => {
    for (const league of SERVED_LEAGUE_IDS) {
      expect(
        DEFAULT_NEWS_FEEDS.filter((feed) => feed.leagues?.includes(league)).length,
        league,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const feed of DEFAULT_NEWS_FEEDS) {
      expect(new URL(feed.url).protocol).toBe('https:');
      // A publisher of the table, not the medium grade of an unknown host.
      const source = sourceOf(feed.url, null);
      expect(source.name, feed.url).not.toBe(new URL(feed.url).hostname.replace(/^www\./, ''));
      expect(source.reliability, feed.url).toBe('high');
    }
  });

  it('are read live when NEWS_FEEDS is unset, one league’s feeds per answer', async () => {
    const requested: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response('Service Unavailable', { status: 503 });
    };
    const news = createNewsProvider(testConfig({ LIVE_DATA: 'on', NEWS_FEEDS: undefined }), {
      fetch: fetchStub,
    });
    expect(news.available).toBe(true);
    expect(await news.articlesFor([ARSENAL], { ...SEEN, leagues: ['NHL'] })).toEqual([]);
    expect(requested.sort()).toEqual([
      'https://www.espn.com/espn/rss/nhl/news',
      'https://www.theguardian.com/sport/nhl/rss',
    ]);
    // None of them could be read: the answer says news is unavailable, not that there is none.
    expect(news.readable(['NHL'])).toBe(false);
    expect(createNewsProvider(testConfig({ LIVE_DATA: 'on', NEWS_FEEDS: 'off' }))).toBe(
      offlineNewsProvider,
    );
  });
});

describe('sources', () => {
  it('grades known publishers by the feed host, unknown ones medium', () => {
    expect(sourceOf('https://feeds.bbci.co.uk/sport/football/rss.xml', 'BBC Sport')).toEqual({
      name: 'BBC Sport',
      reliability: 'high',
    });
    expect(sourceOf('https://www.theguardian.com/football/rss', null).reliability).toBe('high');
    expect(sourceOf('https://www.reuters.com/arc/outboundfeeds/', null)).toEqual({
      name: 'Reuters',
      reliability: 'very-high',
    });
    expect(sourceOf('https://apnews.com/hub/sports.rss', null).reliability).toBe('very-high');
    expect(sourceOf('https://www.thesun.co.uk/sport/feed/', 'The Sun').reliability).toBe('low');
    expect(sourceOf('https://notbbc.co.uk/feed', 'Not the BBC')).toEqual({
      name: 'Not the BBC',
      reliability: 'medium',
    });
    expect(sourceOf('https://www.blog.example/feed', null)).toEqual({
      name: 'blog.example',
      reliability: 'medium',
    });
  });
});

describe('feed text', () => {
  it('turns HTML into plain text', () => {
    expect(
      htmlToText(
        '<p>One&nbsp;<b>bold</b>\n\n word</p><!-- c --><p>Two &amp; <a href="#">three</a></p><style>p{}</style>',
      ),
    ).toBe('One bold word Two & three');
    expect(htmlToText('Ars<i>enal</i><br/>won')).toBe('Arsenal won');
  });

  it('truncates at a word boundary', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe(
      'The quick brown fox…',
    );
  });
});
