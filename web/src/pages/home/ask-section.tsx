import type { InterpretResult } from '../../api/search.ts';
import { InterpretationLine } from './interpretation-line.tsx';
import { loadSignInRequiredDialog } from './lazy-parts.ts';
import { PopularPredictions } from './popular-predictions.tsx';
import { SearchBox } from './search-box.tsx';
import type { HomeSearch } from './use-home-search.ts';

/** What the top of the home screen shows and does: a home search's state, or none yet. */
export interface AskState {
  query: string;
  setQuery: (query: string) => void;
  /** What Strix understood from the question as typed so far. */
  understood: InterpretResult | undefined;
  recentQueries: string[];
  pending: boolean;
  runSearch: (query: string) => void;
}

/** A home search's state as the ask section reads it. */
export const askStateOf = (search: HomeSearch): AskState => ({
  query: search.query,
  setQuery: search.setQuery,
  understood: search.interpretation.data,
  recentQueries: search.recentQueries,
  pending: search.searchMutation.isPending,
  runSearch: search.runSearch,
});

/** The top of the home screen: the promise, the question box and the popular predictions. */
export function AskSection({ ask, signedIn }: { ask: AskState; signedIn: boolean }) {
  const { query, setQuery, understood, recentQueries, pending, runSearch } = ask;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center text-center">
      <p className="rounded-full border border-primary/25 bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wide text-primary">
        Predictions, odds and value bets in one answer
      </p>
      <h1 className="mt-5 text-balance text-4xl font-bold tracking-tight sm:text-5xl md:text-6xl">
        Ask any betting question.
      </h1>
      <p className="mt-4 max-w-2xl text-balance text-base text-muted-foreground sm:text-lg">
        Win probabilities, a data-confidence score and the key insights behind them, for the match
        you care about.
      </p>
      <div className="mt-8 w-full">
        <SearchBox
          value={query}
          onChange={setQuery}
          onSubmit={runSearch}
          onFocus={signedIn ? undefined : () => void loadSignInRequiredDialog()}
          loading={pending}
          recentSearches={recentQueries}
        />
        <InterpretationLine
          result={query.trim() ? understood : undefined}
          onPickSuggestion={setQuery}
        />
      </div>
      <div className="mt-6 w-full max-w-xl">
        <PopularPredictions onPick={runSearch} disabled={pending} />
      </div>
    </section>
  );
}
