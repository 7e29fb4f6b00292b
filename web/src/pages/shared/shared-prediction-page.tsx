import type { SharedPrediction } from '@contract';
import { Brain, CalendarDays, House, Trophy, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useSharedPrediction } from '../../api/shared.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { ConfidenceBadge } from '../../components/prediction/confidence-badge.tsx';
import { PREDICTION_DISCLAIMER } from '../../components/prediction/final-summary-card.tsx';
import { PlayedMatchBanner, playedLine } from '../../components/prediction/played-match.tsx';
import { ProbabilityBars } from '../../components/prediction/probability-bars.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { KeyInsightsCard } from '../../components/prediction/text-list-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatKickoff } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/**
 * What the link shows anyone: the prediction, then an invitation (or the match, signed in). Once
 * the match has kicked off at the app's clock, where it stands first: in play, or the score and
 * whether the prediction was right; the prediction below is the one shared before kick-off.
 */
export function SharedDetail({ shared }: { shared: SharedPrediction }) {
  const { user } = useAuth();
  const played = shared.played;
  const score = played?.status === 'finished' ? played.score : null;
  const kickoff = shared.hypothetical
    ? 'What-if matchup'
    : played
      ? playedLine(played)
      : formatKickoff(shared.kickoff, { day: shared.kickoffDay });
  return (
    <div className="grid gap-4" data-testid="shared-prediction">
      <Card>
        <CardHeader className="items-center text-center">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
            <Trophy className="size-3.5" aria-hidden="true" />
            {shared.league}
          </p>
          <h1 className="mt-2 grid w-full grid-cols-[1fr_auto_1fr] items-center gap-4 text-xl font-bold tracking-tight sm:text-3xl">
            <span className="text-right">{shared.homeTeam}</span>
            {score ? (
              <span className="tabular-nums" data-testid="shared-score">
                {score.home} – {score.away}
              </span>
            ) : (
              <span className="text-sm font-medium text-muted-foreground">vs</span>
            )}
            <span className="text-left">{shared.awayTeam}</span>
          </h1>
        </CardHeader>
        {kickoff ? (
          <CardContent className="flex justify-center text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5" data-testid="shared-kickoff">
              <CalendarDays className="size-4" aria-hidden="true" />
              {kickoff}
            </span>
          </CardContent>
        ) : null}
      </Card>

      {played ? (
        <PlayedMatchBanner played={played} homeTeam={shared.homeTeam} awayTeam={shared.awayTeam} />
      ) : null}

      <SectionCard
        title="AI Prediction"
        icon={Brain}
        headingLevel="h2"
        action={<ConfidenceBadge confidence={shared.confidence} />}
      >
        <div className="grid gap-4">
          <ProbabilityBars
            homeTeam={shared.homeTeam}
            awayTeam={shared.awayTeam}
            homeWinProb={shared.homeWinProb}
            awayWinProb={shared.awayWinProb}
            hasDraw={shared.drawProb !== null}
            source={shared.probabilitySource}
          />
          {played ? (
            <p className="text-sm text-muted-foreground" data-testid="shared-before-kickoff">
              The prediction as shared, before kick-off.
            </p>
          ) : null}
          {shared.prediction ? <p className="font-medium">{shared.prediction}</p> : null}
          {shared.summary ? (
            <p className="leading-relaxed text-muted-foreground">{shared.summary}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">{PREDICTION_DISCLAIMER}</p>
        </div>
      </SectionCard>

      <KeyInsightsCard
        items={shared.keyInsights}
        empty="This shared prediction was saved without its insights."
      />

      <Card className="flex flex-col items-center gap-3 p-6 text-center" data-testid="shared-cta">
        {user ? (
          <>
            <p className="text-lg font-semibold tracking-tight">Ask Strix your own question</p>
            <div className="flex flex-wrap justify-center gap-2">
              {shared.matchId !== null ? (
                <Button asChild>
                  <Link href={`/match/${shared.matchId}`}>Open the match</Link>
                </Button>
              ) : null}
              <Button asChild variant={shared.matchId !== null ? 'outline' : 'default'}>
                <Link href="/">Ask a question</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <UserPlus className="size-6 text-primary" aria-hidden="true" />
            <p className="text-lg font-semibold tracking-tight">
              Get predictions like this for any match
            </p>
            <p className="max-w-md text-sm text-muted-foreground">
              Sign up to ask your own questions, with 5 free predictions a day and the odds
              comparison and value bets that come with them. Free forever, no credit card required.
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link href="/auth/signup">Sign up free</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/auth">Sign In</Link>
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

function SharedNotFound() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <Owl variant="explore" size={120} title="" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Prediction not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This shared prediction does not exist or is no longer available.
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

/**
 * /p/{id}: a shared prediction, open to anyone with the link
 * (docs/product.md#allowance-and-credits; product spec, 'Prediction result': Share Prediction
 * card).
 */
export default function SharedPredictionPage({ id }: { id: string }) {
  const shared = useSharedPrediction(id);
  const data = shared.data;
  usePageMeta(data ? `${data.homeTeam} vs ${data.awayTeam} prediction` : 'Shared prediction');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {shared.isPending ? (
        <div role="status" aria-label="Loading prediction" className="grid gap-4">
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : data ? (
        <SharedDetail shared={data} />
      ) : (
        <SharedNotFound />
      )}
    </div>
  );
}
