import { describe, expect, it } from 'vitest';
import type { ArticleQueryOptions, NewsProvider, TeamTerms } from '../../data/news/index.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import { buildDirectory } from '../../sports/questions/build-directory.ts';
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

const asOf = new Date('2025-01-15T12:00:00Z');
// Benfica's league is the Champions League here: it plays in no domestic league Strix covers.
const directory = buildDirectory(
  [
    { id: 1, sportId: 'soccer', name: 'Arsenal', aliases: ['arsenal', 'arsenal fc'] },
    { id: 2, sportId: 'soccer', name: 'Benfica', aliases: ['benfica', 'sl benfica'] },
    { id: 3, sportId: 'soccer', name: 'Leicester', aliases: ['leicester', 'leicester city'] },
    { id: 4, sportId: 'soccer', name: 'Man City', aliases: ['man city', 'manchester city'] },
  ],
  [
    { teamId: 1, leagueId: 'E0', lastBefore: new Date('2025-01-11'), firstAfter: null },
    { teamId: 1, leagueId: 'UCL', lastBefore: new Date('2024-12-11'), firstAfter: null },
    { teamId: 2, leagueId: 'UCL', lastBefore: new Date('2024-12-11'), firstAfter: null },
    { teamId: 3, leagueId: 'E0', lastBefore: new Date('2025-01-11'), firstAfter: null },
    { teamId: 4, leagueId: 'E0', lastBefore: new Date('2025-01-11'), firstAfter: null },
  ],
  asOf,
);

function depsWith(news: NewsProvider) {
  const warnings: unknown[] = [];
  const deps = {
    news,
    state: { getCatalogue: async () => ({ directory }) },
    ctx: { log: { warn: (details: unknown) => warnings.push(details) } },
  } as unknown as SearchDeps;
  return { deps, warnings };
}

const built = {
  prediction: { homeTeam: 'Arsenal', awayTeam: 'Chelsea' },
  leagueId: 'E0',
  homeTeamId: 1,
  // Not in the directory: looked for by the name the answer shows.
  awayTeamId: 99,
} as BuiltPrediction;

describe('news of a search', () => {
  it('is looked for by the teams’ own names, up to the clock, in their leagues’ feeds', async () => {
    const asked: { teams: readonly TeamTerms[]; options: ArticleQueryOptions }[] = [];
    const { deps } = depsWith({
      available: true,
      readable: () => true,
      articlesFor: async (teams, options) => {
        asked.push({ teams, options });
        return [];
      },
    });
    const tie = {
      prediction: { homeTeam: 'Benfica', awayTeam: 'Manchester City' },
      leagueId: 'UCL',
      homeTeamId: 2,
      awayTeamId: 4,
    } as BuiltPrediction;
    expect(await newsFor(deps, tie, asOf)).toEqual({ articles: [], status: 'ok' });
    const [{ teams, options }] = asked as [(typeof asked)[number]];
    expect(options.before).toEqual(asOf);
    // A Champions League tie reads the cup's feeds and Manchester City's domestic ones.
    expect([...(options.leagues ?? [])].sort()).toEqual(['E0', 'UCL']);
    expect(teams[0]).toEqual({ name: 'Benfica', aliases: ['sl benfica'] });
    expect(teams[1]?.name).toBe('Manchester City');
    // 'city' would find Leicester City's news.
    expect(teams[1]?.aliases).toContain('man city');
    expect(teams[1]?.aliases).not.toContain('city');

    await newsFor(deps, built, asOf);
    expect(asked[1]?.teams[1]).toEqual({ name: 'Chelsea', aliases: [] });
    expect(asked[1]?.options.leagues).toEqual(['E0']);
  });
});

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
