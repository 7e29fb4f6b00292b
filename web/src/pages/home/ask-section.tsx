import { InterpretationLine } from './interpretation-line.tsx';
import { loadSignInRequiredDialog } from './lazy-parts.ts';
import { PopularPredictions } from './popular-predictions.tsx';
import { SearchBox } from './search-box.tsx';
import type { HomeSearch } from './use-home-search.ts';

/** The top of the home screen: the promise, the question box and the popular predictions. */
export function AskSection({ search, signedIn }: { search: HomeSearch; signedIn: boolean }) {
  const { query, setQuery, interpretation, recentQueries, searchMutation, runSearch } = search;
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
          loading={searchMutation.isPending}
          recentSearches={recentQueries}
        />
        <InterpretationLine
          result={query.trim() ? interpretation.data : undefined}
          onPickSuggestion={setQuery}
        />
      </div>
      <div className="mt-6 w-full max-w-xl">
        <PopularPredictions onPick={runSearch} disabled={searchMutation.isPending} />
      </div>
    </section>
  );
}
