import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { userMessage } from '../../api/client.ts';
import {
  unresolvedQuestion,
  useInterpretation,
  useRecentSearches,
  useSearchMutation,
} from '../../api/search.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { AnalyticsPlaceholders } from './analytics-placeholders.tsx';
import { InterpretationLine } from './interpretation-line.tsx';
import { PopularPredictions } from './popular-predictions.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLoadingScreen } from './search-loading-screen.tsx';
import { WebsiteStructuredData } from './structured-data.tsx';
import { UnresolvedNotice } from './unresolved-notice.tsx';
import { useCanSeeAdvanced } from './use-can-see-advanced.ts';
import { WelcomeBanner } from './welcome-banner.tsx';
import { WelcomeHero } from './welcome-hero.tsx';

// Radix Dialog and its scroll-lock helpers are a sizeable share of the home budget, and only
// signed-out people who try to search ever see this modal, so it loads when first needed.
const loadSignInRequiredDialog = () => import('./sign-in-required-dialog.tsx');
const SignInRequiredDialog = lazy(loadSignInRequiredDialog);
// The result screen is most of the prediction UI; it starts loading as soon as a search does.
const loadSearchResult = () => import('./search-result.tsx');
const SearchResult = lazy(loadSearchResult);

const DESCRIPTION =
  'Ask any betting question and get AI predictions: win probabilities, data confidence, key insights, odds comparison and value bets. Information only; Strix takes no wagers.';

const queryFromSearch = (search: string) => new URLSearchParams(search).get('q') ?? '';

export default function HomePage() {
  const { user, isResolving } = useAuth();
  const search = useSearch();
  const [query, setQuery] = useState(() => queryFromSearch(search));
  const [lastQuery, setLastQuery] = useState('');
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInMounted, setSignInMounted] = useState(false);
  const searchMutation = useSearchMutation();
  const recentSearches = useRecentSearches(Boolean(user));
  const interpretation = useInterpretation(query);
  const canSeeAdvanced = useCanSeeAdvanced();
  const recentQueries = useMemo(
    () => (recentSearches.data ?? []).map((item) => item.query),
    [recentSearches.data],
  );
  const unresolved = unresolvedQuestion(searchMutation.error);
  usePageMeta(null, DESCRIPTION);

  // /insight hands teams over as ?q=; a later visit with a new q replaces the text.
  useEffect(() => {
    const q = queryFromSearch(search);
    if (q) setQuery(q);
  }, [search]);

  if (isResolving) return <LoadingScreen />;

  const runSearch = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      toast({
        title: 'Invalid Query',
        description: 'Please enter a betting question to search.',
        variant: 'destructive',
      });
      return;
    }
    if (!user) {
      setSignInMounted(true);
      setSignInOpen(true);
      return;
    }
    setQuery(trimmed);
    setLastQuery(trimmed);
    void loadSearchResult();
    searchMutation.mutate(trimmed, {
      onError: (error) => {
        // A question Strix cannot resolve gets its own notice card, not a failure toast.
        if (unresolvedQuestion(error)) return;
        toast({
          title: 'Search Failed',
          description: userMessage(error, 'Failed to process your search. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6 sm:pt-14">
      <WebsiteStructuredData description={DESCRIPTION} />
      {user ? <WelcomeBanner name={user.name} /> : null}

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
            onFocus={user ? undefined : () => void loadSignInRequiredDialog()}
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

      {searchMutation.isPending ? (
        <>
          <SearchLoadingScreen query={lastQuery} />
          <AnalyticsPlaceholders />
        </>
      ) : unresolved ? (
        <UnresolvedNotice query={lastQuery} unresolved={unresolved} onPick={runSearch} />
      ) : searchMutation.data ? (
        <Suspense fallback={<AnalyticsPlaceholders />}>
          <SearchResult
            result={searchMutation.data}
            query={lastQuery}
            canSeeAdvanced={canSeeAdvanced}
          />
        </Suspense>
      ) : (
        <WelcomeHero />
      )}

      {signInMounted ? (
        <Suspense fallback={null}>
          <SignInRequiredDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
