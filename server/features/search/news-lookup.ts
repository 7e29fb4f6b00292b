import type { Article, SearchResponse } from '@contract';
import type { TeamTerms } from '../../data/news/index.ts';
import type { BuiltPrediction } from '../../sports/prediction/prediction-builder.ts';
import { newsNames } from '../../sports/questions/news-names.ts';
import type { SearchDeps } from './search-service.ts';

const NEWS_TIMEOUT_MS = 3_000;

/**
 * News about the two teams of an answer, published before the clock, from the feeds of the
 * match's league and the teams' own (a Champions League tie reads the clubs' domestic feeds too),
 * and why the list is what it is.
 */
export async function newsFor(
  deps: SearchDeps,
  built: BuiltPrediction,
  asOf: Date,
): Promise<{ articles: Article[]; status: SearchResponse['newsStatus'] }> {
  if (!deps.news.available) return { articles: [], status: 'not-configured' };
  const { directory } = await deps.state.getCatalogue(asOf);
  const leagues = new Set([built.leagueId]);
  const terms: TeamTerms[] = [];
  for (const [id, name] of [
    [built.homeTeamId, built.prediction.homeTeam],
    [built.awayTeamId, built.prediction.awayTeam],
  ] as const) {
    const team = directory.team(id);
    if (team?.leagueId) leagues.add(team.leagueId);
    terms.push(team ? newsNames(directory, team) : { name, aliases: [] });
  }
  try {
    const articles = await deps.news.articlesFor(terms, {
      before: asOf,
      leagues: [...leagues],
      limit: 6,
      signal: AbortSignal.timeout(NEWS_TIMEOUT_MS),
    });
    // Nothing found is news only when a feed was read; otherwise every feed is failing.
    const read = articles.length > 0 || deps.news.readable([...leagues]);
    return { articles, status: read ? 'ok' : 'failed' };
  } catch (error) {
    deps.ctx.log.warn({ err: error }, 'news lookup failed');
    return { articles: [], status: 'failed' };
  }
}
