import { Suspense, useDeferredValue } from 'react';
import { unresolvedQuestion } from '../../api/search.ts';
import { AnalyticsPlaceholders } from './analytics-placeholders.tsx';
import { OutlookResult, SearchResult } from './lazy-parts.ts';
import { SearchLoadingScreen } from './search-loading-screen.tsx';
import { UnresolvedNotice } from './unresolved-notice.tsx';
import type { HomeSearch } from './use-home-search.ts';
import { WelcomeHero } from './welcome-hero.tsx';

/** Below the question: the loading screen, the unresolved notice, the answer, or the welcome. */
export function HomeAnswer({ search }: { search: HomeSearch }) {
  const { searchMutation, lastQuery, runSearch } = search;
  // The answer is a long page: rendered from a deferred copy, React builds it in slices that
  // leave the phone free to respond, instead of one long task. Until that copy has caught up,
  // the loading screen stays.
  const answer = useDeferredValue(searchMutation.data);
  // On the first question the key press renders only the box: what changes below it (the
  // welcome leaving, the loading screen and placeholders arriving) is drawn from a deferred copy
  // of the pending flag, in slices after it, so the key press is not one long task on a phone
  // (docs/performance.md, "The answer's key press").
  const pending = useDeferredValue(searchMutation.isPending);
  // A question asked over an answer or an unresolved notice: the search cleared them at once, so
  // the loading screen takes their place at once, as it did before (not the welcome, for a frame).
  const failure = useDeferredValue(searchMutation.error);
  const replacing =
    searchMutation.isPending && (answer !== undefined || unresolvedQuestion(failure) !== null);
  const answerPending =
    pending || replacing || (searchMutation.data !== undefined && answer !== searchMutation.data);
  const unresolved = unresolvedQuestion(searchMutation.error);

  if (answerPending) {
    return (
      <>
        <SearchLoadingScreen query={lastQuery} />
        <AnalyticsPlaceholders />
      </>
    );
  }
  if (unresolved) {
    return <UnresolvedNotice query={lastQuery} unresolved={unresolved} onPick={runSearch} />;
  }
  if (!searchMutation.data || !answer) return <WelcomeHero />;
  return (
    <Suspense fallback={<AnalyticsPlaceholders />}>
      {answer.kind === 'outlook' ? (
        <OutlookResult result={answer} />
      ) : (
        // Never blurred: the answer is the prediction just paid for (see AdvancedLockSchema).
        <SearchResult result={answer} query={lastQuery} onAsk={runSearch} />
      )}
    </Suspense>
  );
}
