import type { AppContext } from '../../app-context.ts';
import { createNarrativeWriter } from '../../data/llm/index.ts';
import { createNewsProvider } from '../../data/news/index.ts';
import { SportsState } from '../../sports/state/sports-state.ts';
import { providerFetch } from '../metrics/provider-fetch.ts';
import type { SearchDeps } from './search-service.ts';

/**
 * The fitted sports state and the providers answers are built with: one per app, shared by the
 * web's routes and the public API, so both read the same fits at the same clock position.
 */
export function createSearchDeps(ctx: AppContext, state?: SportsState): SearchDeps {
  return {
    ctx,
    state:
      state ??
      new SportsState(ctx.db, {
        staleAfterMs: ctx.config.priceStaleAfterMs,
        live: ctx.config.live !== undefined,
      }),
    news: createNewsProvider(ctx.config, {
      log: ctx.log,
      fetch: providerFetch(ctx.metrics, 'news'),
    }),
    writer: createNarrativeWriter(ctx.config, {
      log: ctx.log,
      fetch: providerFetch(ctx.metrics, 'llm'),
    }),
  };
}
