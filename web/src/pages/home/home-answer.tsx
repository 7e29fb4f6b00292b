import { Suspense, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { type SearchAnswer, unresolvedQuestion } from '../../api/search.ts';
import { AnalyticsPlaceholders } from './analytics-placeholders.tsx';
import { OutlookResult, SearchResult } from './lazy-parts.ts';
import { SearchLoadingScreen } from './search-loading-screen.tsx';
import { UnresolvedNotice } from './unresolved-notice.tsx';
import type { HomeSearch } from './use-home-search.ts';
import { WelcomeHero } from './welcome-hero.tsx';

/** What the part below the question shows: one moment of the search, taken whole. */
interface Shown {
  pending: boolean;
  answer: SearchAnswer | undefined;
  error: unknown;
  /** The question the answer (or the loading screen) is for. */
  query: string;
}

/**
 * Below the question: the loading screen, the unresolved notice, the answer, or the welcome.
 *
 * Drawn from a deferred copy of the search's state, taken whole: a key press renders only what it
 * changes above (the box), and what changes here (the welcome or the last answer leaving, the
 * loading screen arriving, the answer, a long page, arriving) React renders after it in slices
 * that leave the phone free to respond (docs/performance.md, "The answer's key press"). Until
 * the copy catches up, the part shows the moment before, whole: the last answer stays, or the
 * loading screen, never a mix of the two (which showed the welcome between two answers).
 */
export function HomeAnswer({ search }: { search: HomeSearch }) {
  const { searchMutation, lastQuery, runSearch } = search;
  const { isPending, data, error } = searchMutation;
  const now = useMemo<Shown>(
    () => ({ pending: isPending, answer: data, error, query: lastQuery }),
    [isPending, data, error, lastQuery],
  );
  const shown = useDeferredValue(now);
  // The same function every render, calling the latest: the part drawn for a moment is kept
  // as it is (the same element) until the next moment, not redrawn on every render above.
  const latest = useRef(runSearch);
  useLayoutEffect(() => {
    latest.current = runSearch;
  });
  const ask = useCallback((query: string) => latest.current(query), []);
  return useMemo(() => <ShownPart shown={shown} onAsk={ask} />, [shown, ask]);
}

function ShownPart({ shown, onAsk }: { shown: Shown; onAsk: (query: string) => void }) {
  const { pending, answer, error, query } = shown;
  if (pending) {
    return (
      <>
        <SearchLoadingScreen query={query} />
        <AnalyticsPlaceholders />
      </>
    );
  }
  const unresolved = unresolvedQuestion(error);
  if (unresolved) {
    return <UnresolvedNotice query={query} unresolved={unresolved} onPick={onAsk} />;
  }
  if (!answer) return <WelcomeHero />;
  return (
    <Suspense fallback={<AnalyticsPlaceholders />}>
      {answer.kind === 'outlook' ? (
        <OutlookResult result={answer} />
      ) : (
        // Never blurred: the answer is the prediction just paid for (see AdvancedLockSchema).
        <SearchResult result={answer} query={query} onAsk={onAsk} />
      )}
    </Suspense>
  );
}
