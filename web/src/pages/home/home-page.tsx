import type { SearchAnswer, UserLimits } from '@contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { userMessage } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  unresolvedQuestion,
  useInterpretation,
  useRecentSearches,
  useSearchMutation,
} from '../../api/search.ts';
import {
  fetchUserLimits,
  invalidateBilling,
  limitsFromTrack,
  useAccess,
  useTrackUsage,
} from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import {
  afterSearch,
  askedToday,
  isUsageLimitError,
  modalBeforeSearch,
  usageMessage,
} from '../../lib/usage.ts';
import { AnalyticsPlaceholders } from './analytics-placeholders.tsx';
import { InterpretationLine } from './interpretation-line.tsx';
import { PopularPredictions } from './popular-predictions.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLoadingScreen } from './search-loading-screen.tsx';
import { WebsiteStructuredData } from './structured-data.tsx';
import { UnresolvedNotice } from './unresolved-notice.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';
import { WelcomeHero } from './welcome-hero.tsx';

// Radix Dialog and its scroll-lock helpers are a sizeable share of the home budget, and only
// signed-out people who try to search ever see this modal, so it loads when first needed.
const loadSignInRequiredDialog = () => import('./sign-in-required-dialog.tsx');
const SignInRequiredDialog = lazy(loadSignInRequiredDialog);
// The usage-limit modals likewise: most searches never open one.
const loadLimitDialog = () => import('./limit-dialog.tsx');
const LimitDialog = lazy(loadLimitDialog);
// The result screen is most of the prediction UI; it starts loading as soon as a search does.
const loadSearchResult = () => import('./search-result.tsx');
const SearchResult = lazy(loadSearchResult);
// A season question's answer is a table: its own, smaller chunk.
const loadOutlookResult = () => import('./outlook-result.tsx');
const OutlookResult = lazy(loadOutlookResult);

const DESCRIPTION =
  'Ask any betting question and get AI predictions: win probabilities, data confidence, key insights, odds comparison and value bets. Information only; Strix takes no wagers.';

const queryFromSearch = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** Spec §9: the 'Prediction Used' toast stays 4 s. */
export const PREDICTION_USED_TOAST_MS = 4000;

type LimitModal = 'usageLimit' | 'dailyLimit';

export default function HomePage() {
  const { user, isResolving, isNewAccount } = useAuth();
  const search = useSearch();
  const [query, setQuery] = useState(() => queryFromSearch(search));
  const [lastQuery, setLastQuery] = useState('');
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInMounted, setSignInMounted] = useState(false);
  const [limitModal, setLimitModal] = useState<LimitModal | null>(null);
  const [limitModalKind, setLimitModalKind] = useState<LimitModal | null>(null);
  const queryClient = useQueryClient();
  const searchMutation = useSearchMutation();
  const recentSearches = useRecentSearches(Boolean(user));
  const interpretation = useInterpretation(query);
  // Spec §7/§9: the home screen keeps the limits fresh by refetching them every 60 s.
  const access = useAccess({ poll: true });
  const trackUsageMutation = useTrackUsage(user?.id);
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

  // Someone close to the limit is likely to see a limit modal soon: fetch it ahead of time.
  const nearLimit =
    access.limits !== undefined &&
    !access.isSubscribed &&
    access.remainingCredits === 0 &&
    (access.remainingPredictions ?? 0) <= 1;
  useEffect(() => {
    if (nearLimit) void loadLimitDialog();
  }, [nearLimit]);

  // The answer is a long page: rendered from a deferred copy, React builds it in slices that
  // leave the phone free to respond, instead of one long task. Until that copy has caught up,
  // the loading screen stays.
  const answer = useDeferredValue(searchMutation.data);
  const answerPending =
    searchMutation.isPending ||
    (searchMutation.data !== undefined && answer !== searchMutation.data);

  if (isResolving) return <LoadingScreen />;

  const openLimitModal = (kind: LimitModal) => {
    setLimitModalKind(kind);
    setLimitModal(kind);
  };

  /**
   * Spec §4: after a non-subscriber's search, usage is recorded (the server already counted it;
   * track-usage reads back what it counted), the limits refreshed, 'Prediction Used' toasted, and
   * the last free prediction of the day opens Daily Limit Reached.
   */
  const recordUsage = async (result: SearchAnswer) => {
    // An answer already paid for today spent nothing: no 'Prediction Used', the note says so.
    if (!result.charged) return;
    const subscribed = result.spentFrom ? result.spentFrom === 'subscription' : access.isSubscribed;
    if (subscribed || !user) return;
    let limits: UserLimits;
    let spentFrom = result.spentFrom ?? null;
    try {
      const tracked = await trackUsageMutation.mutateAsync(result.search.id);
      limits = limitsFromTrack(tracked);
      spentFrom = tracked.spentFrom ?? spentFrom;
    } catch (error) {
      // Spec §8: a tracking failure is only logged; the limits themselves still say what is left.
      console.warn('Could not record prediction usage.', error);
      try {
        limits = await queryClient.fetchQuery({
          queryKey: queryKeys.userLimitsOf(user.id),
          queryFn: fetchUserLimits,
        });
      } catch {
        return;
      }
    }
    const next = afterSearch(limits, spentFrom);
    if (next.toast) toast({ ...next.toast, duration: PREDICTION_USED_TOAST_MS });
    if (next.openDailyLimit) openLimitModal('dailyLimit');
  };

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
    const blocked = modalBeforeSearch(
      Boolean(user),
      access.limits,
      askedToday(trimmed, recentSearches.data ?? [], access.limits),
    );
    if (blocked === 'signIn') {
      setSignInMounted(true);
      setSignInOpen(true);
      return;
    }
    if (blocked === 'usageLimit') {
      // Spec §4: 'Daily prediction limit reached' without calling the server.
      setQuery(trimmed);
      openLimitModal('usageLimit');
      return;
    }
    setQuery(trimmed);
    setLastQuery(trimmed);
    void loadSearchResult();
    void loadOutlookResult();
    searchMutation.mutate(trimmed, {
      onSuccess: (result) => void recordUsage(result),
      onError: (error) => {
        // A question Strix cannot resolve gets its own notice card, not a failure toast.
        if (unresolvedQuestion(error)) return;
        // The server refused to spend (402 'Daily prediction limit reached'): what it counts
        // wins over what this screen last heard, so read the limits again.
        if (isUsageLimitError(error)) {
          void invalidateBilling(queryClient);
          openLimitModal('usageLimit');
          return;
        }
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
      {user ? (
        <WelcomeBanner
          name={user.name}
          newAccount={isNewAccount}
          usage={access.limits ? usageMessage(access.limits) : null}
        />
      ) : null}

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

      {answerPending ? (
        <>
          <SearchLoadingScreen query={lastQuery} />
          <AnalyticsPlaceholders />
        </>
      ) : unresolved ? (
        <UnresolvedNotice query={lastQuery} unresolved={unresolved} onPick={runSearch} />
      ) : searchMutation.data && answer ? (
        <Suspense fallback={<AnalyticsPlaceholders />}>
          {answer.kind === 'outlook' ? (
            <OutlookResult result={answer} />
          ) : (
            // Never blurred: the answer is the prediction just paid for (see AdvancedLockSchema).
            <SearchResult result={answer} query={lastQuery} onAsk={runSearch} />
          )}
        </Suspense>
      ) : (
        <WelcomeHero />
      )}

      {signInMounted ? (
        <Suspense fallback={null}>
          <SignInRequiredDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      ) : null}
      {limitModalKind ? (
        <Suspense fallback={null}>
          <LimitDialog
            kind={limitModalKind}
            open={limitModal !== null}
            onOpenChange={(open) => {
              if (!open) setLimitModal(null);
            }}
            limits={access.limits}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
