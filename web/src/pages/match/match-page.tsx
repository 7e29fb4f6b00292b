import type { MatchResponse } from '@contract';
import { Brain, CalendarDays, House, MapPin, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useMatch } from '../../api/match.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { MatchFollowButtons } from '../../components/alerts/follow-team-button.tsx';
import { TrackBetButton } from '../../components/bets/track-bet-button.tsx';
import { MatchVote } from '../../components/community/match-vote.tsx';
import { QuickShare } from '../../components/community/quick-share.tsx';
import { Deferred } from '../../components/layout/deferred.tsx';
import { Owl } from '../../components/owl/owl.tsx';
import { ConfidenceBadge } from '../../components/prediction/confidence-badge.tsx';
import { CupStage } from '../../components/prediction/cup-stage.tsx';
import { PREDICTION_DISCLAIMER } from '../../components/prediction/final-summary-card.tsx';
import { FormGuide } from '../../components/prediction/form-guide.tsx';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
import { ProbabilityBars } from '../../components/prediction/probability-bars.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { KeyInsightsCard } from '../../components/prediction/text-list-card.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { bestPriceChoices } from '../../lib/bet-choices.ts';
import { formatKickoff } from '../../lib/format.ts';
import { OUTLOOK_LEAGUES } from '../../lib/outlook.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { authHref } from '../../lib/return-path.ts';
import { matchShareUrl, shareText } from '../../lib/share.ts';
import { MatchFrame } from './match-frame.tsx';
import { MatchTitle } from './match-title.tsx';

// The odds, line movement and value bets are below the fold and most of the page's code: their
// chunk loads while the top of the page renders, and they mount after it.
const loadMatchAnalytics = () => import('./match-analytics.tsx');
const MatchAnalytics = lazy(loadMatchAnalytics);

function MatchSkeleton() {
  return (
    <div role="status" aria-label="Loading match" className="grid gap-6">
      <Card>
        <CardHeader className="items-center gap-4">
          <Skeleton className="h-4 w-32" />
          <div className="flex w-full items-center justify-between gap-6">
            <Skeleton className="h-8 flex-1" />
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-8 flex-1" />
          </div>
          <Skeleton className="h-4 w-48" />
        </CardHeader>
      </Card>
      <Skeleton className="h-40 rounded-2xl" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}

function MatchNotFound() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <Owl variant="explore" size={120} title="" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Match not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This match does not exist or is no longer available.
      </p>
      <Button asChild className="mt-6">
        <Link href="/">
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}

/** In play: kicked off at the app's clock, the result shown once the match is over. */
const STATUS_LABELS: Record<MatchResponse['status'], string> = {
  upcoming: 'Upcoming',
  'in-play': 'In play · result after full time',
  finished: 'Full time',
};

function MatchHeader({ match }: { match: MatchResponse }) {
  const kickoff = formatKickoff(match.startTime, { day: match.startDay });
  const finished = match.status === 'finished';
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <MatchTitle
          league={match.league}
          leagueHref={
            match.leagueId && OUTLOOK_LEAGUES.has(match.leagueId)
              ? `/league/${match.leagueId}`
              : null
          }
          homeTeam={match.homeTeam}
          awayTeam={match.awayTeam}
          middle={
            finished && match.score ? (
              <span
                className="rounded-lg bg-secondary px-3 py-1 text-lg tabular-nums sm:text-2xl"
                data-testid="final-score"
              >
                {match.score.home} – {match.score.away}
              </span>
            ) : null
          }
        />
        {match.stage ? (
          <CupStage stage={match.stage} homeTeam={match.homeTeam} awayTeam={match.awayTeam} />
        ) : null}
        <MatchFollowButtons match={match} />
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <Badge variant={finished ? 'secondary' : 'outline'}>{STATUS_LABELS[match.status]}</Badge>
        {kickoff ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {kickoff}
          </span>
        ) : null}
        {match.venue ? (
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {match.venue}
          </span>
        ) : null}
        <MatchTrackBet match={match} />
        <SignedOutNote />
      </CardContent>
    </Card>
  );
}

/**
 * Signed out (the page is public so shared links work): what needs an account, and a sign-in
 * that comes back here.
 */
function SignedOutNote() {
  const { user, isResolving } = useAuth();
  const [location] = useLocation();
  if (user || isResolving) return null;
  return (
    <p className="basis-full text-center text-xs" data-testid="match-signed-out">
      <Link
        href={authHref('/auth', location)}
        className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        Sign in
      </Link>{' '}
      to track a bet, follow these teams and see the odds.
    </p>
  );
}

/** Before kick-off, with prices the viewer may see: record a bet at the best price in one click. */
function MatchTrackBet({ match }: { match: MatchResponse }) {
  if (match.locked || match.status !== 'upcoming') return null;
  const sides = {
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    hasDraw: match.prediction.drawProb !== null,
  };
  return (
    <TrackBetButton
      draft={{
        matchId: match.id,
        event: `${match.homeTeam} vs ${match.awayTeam}`,
        source: 'match',
        choices: bestPriceChoices(match.odds, sides),
      }}
      context={`${match.homeTeam} vs ${match.awayTeam} at the best price`}
    />
  );
}

function MatchDetail({ match }: { match: MatchResponse }) {
  const { prediction } = match;
  const hasDraw = prediction.drawProb !== null;
  return (
    <div className="grid gap-4">
      <MatchHeader match={match} />

      <SectionCard
        title="AI Prediction"
        icon={Brain}
        headingLevel="h2"
        action={<ConfidenceBadge confidence={prediction.confidence} />}
      >
        <div className="grid gap-4">
          <ProbabilityBars
            homeTeam={match.homeTeam}
            awayTeam={match.awayTeam}
            homeWinProb={prediction.homeWinProb}
            awayWinProb={prediction.awayWinProb}
            hasDraw={hasDraw}
            source={prediction.probabilitySource}
          />
          {prediction.summary ? (
            <p className="leading-relaxed text-muted-foreground">{prediction.summary}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">{PREDICTION_DISCLAIMER}</p>
        </div>
      </SectionCard>

      {/* Above: the match and its prediction, on a phone's first screen. Below, each part
          mounts on its own once that screen is up (components/layout/deferred.tsx). */}
      <Deferred placeholderClassName="h-48">
        <KeyInsightsCard items={prediction.keyInsights} />
      </Deferred>
      <Deferred placeholderClassName="h-56">
        <FormGuide
          homeTeam={match.homeTeam}
          awayTeam={match.awayTeam}
          form={prediction.formGuide}
        />
      </Deferred>
      <Deferred placeholderClassName="h-48">
        <MatchVote matchId={String(match.id)} homeTeam={match.homeTeam} awayTeam={match.awayTeam} />
      </Deferred>
      <Deferred placeholderClassName="h-32">
        <SectionCard title="Share" icon={Share2} headingLevel="h2" testId="match-share">
          <QuickShare
            text={shareText({
              homeTeam: match.homeTeam,
              awayTeam: match.awayTeam,
              homeWinProb: prediction.homeWinProb,
              awayWinProb: prediction.awayWinProb,
              hasDraw,
              league: match.league,
            })}
            url={matchShareUrl(match.id)}
            title={`${match.homeTeam} vs ${match.awayTeam}`}
          />
        </SectionCard>
      </Deferred>

      {match.locked ? (
        <LockedAnalytics lock={match.locked} />
      ) : (
        <Deferred placeholderClassName="h-96">
          <Suspense fallback={<div className="h-96" />}>
            <MatchAnalytics match={match} />
          </Suspense>
        </Deferred>
      )}
    </div>
  );
}

export default function MatchPage({ id }: { id: string }) {
  const match = useMatch(id);
  const data = match.data;
  // Fetched beside the match's data, so its chunk is there by the time it mounts.
  useEffect(() => {
    void loadMatchAnalytics();
  }, []);
  usePageMeta(data ? `${data.homeTeam} vs ${data.awayTeam}` : 'Match');

  return (
    <MatchFrame>
      {match.isPending ? (
        <MatchSkeleton />
      ) : data ? (
        <MatchDetail match={data} />
      ) : (
        <MatchNotFound />
      )}
    </MatchFrame>
  );
}
