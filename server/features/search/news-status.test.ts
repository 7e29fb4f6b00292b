import { describe, expect, it } from 'vitest';
import type { NewsProvider } from '../../data/news/index.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import { newsFor } from './news-lookup.ts';
import type { SearchDeps } from './search-service.ts';

const ARTICLE = {
  id: 'a1',
  title: 'Arsenal win',
  source: 'BBC Sport',
  publishedAt: '2025-01-14T10:00:00Z',
  content: 'Arsenal won.',
  imageUrl: null,
  url: 'https://example.com/a1',
  reliability: 'high' as const,
};

function depsWith(news: NewsProvider) {
  const warnings: unknown[] = [];
  const deps = {
    news,
    state: { getCatalogue: async () => ({ directory: { teams: [] } }) },
    ctx: { log: { warn: (details: unknown) => warnings.push(details) } },
  } as unknown as SearchDeps;
  return { deps, warnings };
}

const built = { prediction: { homeTeam: 'Arsenal', awayTeam: 'Chelsea' } } as BuiltPrediction;
const asOf = new Date('2025-01-15T12:00:00Z');

describe('news status of a search', () => {
  it('says no news source is configured rather than that news failed', async () => {
    const { deps } = depsWith({
      available: false,
      readable: () => false,
      articlesFor: async () => [],
    });
    expect(await newsFor(deps, built, asOf)).toEqual({ articles: [], status: 'not-configured' });
  });

  it('calls a configured feed that cannot be read unavailable', async () => {
    const { deps } = depsWith({
      available: true,
      readable: () => false,
      articlesFor: async () => [],
    });
    expect((await newsFor(deps, built, asOf)).status).toBe('failed');
    const throwing = depsWith({
      available: true,
      readable: () => true,
      articlesFor: async () => {
        throw new Error('timed out');
      },
    });
    expect(await newsFor(throwing.deps, built, asOf)).toEqual({ articles: [], status: 'failed' });
    expect(throwing.warnings).toHaveLength(1);
  });

  it('reports a feed read with nothing about the teams as ok, and articles as ok', async () => {
    const empty = depsWith({ available: true, readable: () => true, articlesFor: async () => [] });
    expect((await newsFor(empty.deps, built, asOf)).status).toBe('ok');
    const some = depsWith({
      available: true,
      readable: () => true,
      articlesFor: async () => [ARTICLE],
    });
    expect(await newsFor(some.deps, built, asOf)).toEqual({ articles: [ARTICLE], status: 'ok' });
  });
});
