import type { Article, SearchResponse } from '@contract';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import type { SearchDeps } from './search-service.ts';

const NEWS_TIMEOUT_MS = 3_000;

/** News about the two teams of an answer, and why the list is what it is. */
export async function newsFor(
  deps: SearchDeps,
  built: BuiltPrediction,
  asOf: Date,
): Promise<{ articles: Article[]; status: SearchResponse['newsStatus'] }> {
  if (!deps.news.available) return { articles: [], status: 'not-configured' };
  const catalogue = await deps.state.getCatalogue(asOf);
  const terms = [built.prediction.homeTeam, built.prediction.awayTeam].map((name) => {
    const team = catalogue.directory.teams.find((t) => t.name === name);
    return { name, aliases: team ? [...team.aliases] : [] };
  });
  try {
    const articles = await deps.news.articlesFor(terms, {
      limit: 6,
      signal: AbortSignal.timeout(NEWS_TIMEOUT_MS),
    });
    // Nothing found is news only when a feed was read; otherwise every feed is failing.
    return { articles, status: articles.length > 0 || deps.news.readable() ? 'ok' : 'failed' };
  } catch (error) {
    deps.ctx.log.warn({ err: error }, 'news lookup failed');
    return { articles: [], status: 'failed' };
  }
}
