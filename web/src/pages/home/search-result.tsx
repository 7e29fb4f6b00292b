import type { SearchResponse } from '@contract';
import { AlertTriangle, CalendarDays, ChevronRight, FlaskConical, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Deferred } from '../../components/layout/deferred.tsx';
import { CupStage } from '../../components/prediction/cup-stage.tsx';
import { DetailedStats } from '../../components/prediction/detailed-stats.tsx';
import { FinalSummaryCard } from '../../components/prediction/final-summary-card.tsx';
import { FixturesList } from '../../components/prediction/fixtures-list.tsx';
import { FormGuide } from '../../components/prediction/form-guide.tsx';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
import { ModelVsMarket } from '../../components/prediction/model-vs-market.tsx';
import { PlayedMatchBanner, playedLine } from '../../components/prediction/played-match.tsx';
import { ProbabilityBars } from '../../components/prediction/probability-bars.tsx';
import { SlateSummaryCard } from '../../components/prediction/slate-summary-card.tsx';
import { SourcesList } from '../../components/prediction/sources-list.tsx';
import { KeyInsightsCard, TextListCard } from '../../components/prediction/text-list-card.tsx';
import { Screener } from '../../components/screener/screener.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatKickoff } from '../../lib/format.ts';
import { OUTLOOK_LEAGUES } from '../../lib/outlook.ts';
import { resultTeams } from '../../lib/prediction.ts';
import { isSlateAnswer } from '../../lib/screener.ts';
import { predictionShareUrl, publicOrigin, shareText } from '../../lib/share.ts';
import { AdvancedAnalytics } from './advanced-analytics.tsx';
import { AnswerLead } from './answer-lead.tsx';
import { JumpLinks, opensOnPrices, SECTION_IDS } from './answer-sections.tsx';
import { ChargeNote } from './charge-note.tsx';

// The community and share cards load after the answer itself, in their own chunks.
const CommunityValidation = lazy(
  () => import('../../components/community/community-validation.tsx'),
);
const SharePredictionCard = lazy(
  () => import('../../components/community/share-prediction-card.tsx'),
);

export const HYPOTHETICAL_NOTE =
  'Hypothetical matchup: these teams have no scheduled match, so this is a what-if on neutral ground, with no home advantage for either side.';

/**
 * The answer to a search (product spec, 'Screens and routes' Prediction result), loaded on demand
 * to keep home light.
 */
export default function SearchResult({
  result,
  query,
  onAsk,
}: {
  result: SearchResponse;
  query: string;
  /** Asks another question (the priced alternative's). */
  onAsk?: (question: string) => void;
}) {
  const { prediction } = result;
  // A slate across leagues has none; a league with a season to simulate links to its page.
  const leagueId = result.interpretation.leagueId;
  const { home, away } = resultTeams(prediction, result.search.query || query);
  const hasDraw = prediction.drawProb !== null;
  const kickoff = formatKickoff(prediction.kickoff, { day: prediction.kickoffDay });
  // A match that has kicked off: in play, or finished with its score.
  const played = result.played ?? null;
  const score = played?.status === 'finished' ? played.score : null;
  const top = useRef<HTMLDivElement>(null);
  const share = {
    text: shareText({
      homeTeam: home,
      awayTeam: away,
      homeWinProb: prediction.homeTeamWinProb,
      awayWinProb: prediction.awayTeamWinProb,
      hasDraw,
      league: prediction.league,
    }),
    url: prediction.predictionId ? predictionShareUrl(prediction.predictionId) : publicOrigin(),
  };

  // An odds or value question opens on the prices, under the match it is about.
  const pricesFirst = opensOnPrices(result);
  const heading = (
    <CardHeader className="gap-1">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
        {leagueId && OUTLOOK_LEAGUES.has(leagueId) ? (
          <Link
            href={`/league/${leagueId}`}
            className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {prediction.league}
          </Link>
        ) : (
          prediction.league
        )}
      </p>
      <h2 className="text-2xl font-bold tracking-tight">
        {home}{' '}
        {score ? (
          <span className="tabular-nums">
            {score.home} – {score.away}
          </span>
        ) : (
          <span className="font-medium text-muted-foreground">vs</span>
        )}{' '}
        {away}
      </h2>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {played ? (
          <span className="inline-flex items-center gap-1.5" data-testid="played-line">
            <CalendarDays className="size-4" aria-hidden="true" />
            {playedLine(played)}
          </span>
        ) : kickoff ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {kickoff}
          </span>
        ) : null}
        {prediction.matchId !== null ? (
          <Link
            href={`/match/${prediction.matchId}`}
            className="inline-flex items-center gap-0.5 rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Match page
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </p>
      {prediction.stage ? (
        <CupStage stage={prediction.stage} homeTeam={home} awayTeam={away} />
      ) : null}
      {prediction.hypothetical ? (
        <p
          className="mt-2 flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
          data-testid="hypothetical"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {HYPOTHETICAL_NOTE}
        </p>
      ) : null}
    </CardHeader>
  );

  // A new answer starts below the search box and carousel; bring its top into view. After the
  // browser's next frame: asked for in the commit, the scroll would force the new answer's
  // style and layout into the task that put it on the page, one long task instead of two.
  useEffect(() => {
    if (!result.search.id) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() =>
        top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [result.search.id]);

  return (
    <div
      ref={top}
      className="mt-12 grid scroll-mt-20 grid-cols-1 gap-4"
      data-testid="search-result"
    >
      <ChargeNote note={result.chargeNote} />
      <AnswerLead result={result} onAsk={onAsk} />
      {played ? <PlayedMatchBanner played={played} homeTeam={home} awayTeam={away} /> : null}
      <JumpLinks result={result} />
      {/* A question about many matches is answered by its screener first; one match keeps the
          spec's order. */}
      {isSlateAnswer(result) && result.locked ? <LockedAnalytics lock={result.locked} /> : null}
      {isSlateAnswer(result) && !result.locked ? (
        <Screener
          rows={result.screener ?? []}
          valueQuestion={result.interpretation.intent === 'value'}
          label={result.interpretation.label}
          emptyNote={result.valueBetsNote}
          hasDraw={(matchId) =>
            result.matches.find((card) => card.matchId === matchId)?.drawProb != null
          }
        />
      ) : null}

      {pricesFirst ? (
        <>
          <Card>{heading}</Card>
          <AdvancedAnalytics result={result} homeTeam={home} awayTeam={away} leading />
        </>
      ) : null}

      <div id={SECTION_IDS.probabilities} className="grid scroll-mt-20 grid-cols-1 gap-4">
        {/* Many matches have no one final prediction: the slate's summary says what is true of
            all of them, and which match is detailed below and why. */}
        {isSlateAnswer(result) ? (
          <SlateSummaryCard result={result} />
        ) : (
          <FinalSummaryCard
            homeTeam={home}
            awayTeam={away}
            homeWinProb={prediction.homeTeamWinProb}
            awayWinProb={prediction.awayTeamWinProb}
            confidence={prediction.confidence}
            source={prediction.probabilitySource}
          />
        )}

        <Card>
          {pricesFirst ? null : heading}
          {/* Without its heading (prices first) the card's content starts at its top edge. */}
          <CardContent className={pricesFirst ? 'grid gap-5 pt-5 sm:pt-6' : 'grid gap-5'}>
            <ProbabilityBars
              homeTeam={home}
              awayTeam={away}
              homeWinProb={prediction.homeTeamWinProb}
              awayWinProb={prediction.awayTeamWinProb}
              hasDraw={hasDraw}
              source={prediction.probabilitySource}
            />
            <div className="grid gap-2">
              <p className="text-base leading-relaxed">{prediction.prediction}</p>
              {prediction.summary ? (
                <p className="leading-relaxed text-muted-foreground">{prediction.summary}</p>
              ) : null}
            </div>
          </CardContent>
        </Card>
      </div>

      {/* Above: what was asked and its answer, on a phone's first screen. Below, each part mounts
          on its own once that screen is up (components/layout/deferred.tsx); the jump links'
          targets stay in place meanwhile. */}
      {result.matches.length > 0 ? (
        <Deferred placeholderClassName="h-64">
          <FixturesList fixtures={result.matches} />
        </Deferred>
      ) : null}

      <div id={SECTION_IDS.insights} className="grid scroll-mt-20 gap-4 lg:grid-cols-2">
        <Deferred placeholderClassName="h-48">
          <KeyInsightsCard items={prediction.keyInsights} />
        </Deferred>
        <Deferred placeholderClassName="h-64">
          <ModelVsMarket
            homeTeam={home}
            awayTeam={away}
            model={prediction.model}
            market={prediction.market}
            marketHidden={Boolean(result.locked)}
            hasDraw={hasDraw}
            confidenceFactors={prediction.confidenceFactors}
            source={prediction.probabilitySource}
          />
        </Deferred>
      </div>

      <div id={SECTION_IDS.form} className="scroll-mt-20">
        <Deferred placeholderClassName="h-56">
          <FormGuide homeTeam={home} awayTeam={away} form={prediction.formGuide} />
        </Deferred>
      </div>
      <Deferred placeholderClassName="h-48">
        <DetailedStats homeTeam={home} awayTeam={away} sport={prediction.sport} />
      </Deferred>
      <Deferred placeholderClassName="h-32">
        <SourcesList citations={prediction.citations} />
      </Deferred>

      {/* A vote or a shared pick is made before kick-off: a started match has neither. */}
      {played ? null : (
        <Deferred placeholderClassName="h-48">
          <Suspense fallback={<Skeleton className="h-48 rounded-2xl" />}>
            <div className="grid items-start gap-4 lg:grid-cols-2">
              <CommunityValidation
                homeTeam={home}
                awayTeam={away}
                hasDraw={hasDraw}
                shareText={share.text}
                shareUrl={share.url}
              />
              <SharePredictionCard
                predictionId={prediction.predictionId || null}
                homeTeam={home}
                awayTeam={away}
                shareText={share.text}
                shareUrl={share.url}
              />
            </div>
          </Suspense>
        </Deferred>
      )}

      {pricesFirst ? null : <AdvancedAnalytics result={result} homeTeam={home} awayTeam={away} />}

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Deferred placeholderClassName="h-40">
          <TextListCard
            title="Key Trends"
            icon={TrendingUp}
            items={prediction.keyTrends}
            empty="No clear trends in our data for this match."
          />
        </Deferred>
        <Deferred placeholderClassName="h-40">
          <TextListCard
            title="Risk Factors"
            icon={AlertTriangle}
            items={prediction.riskFactors}
            empty="No particular risks flagged for this match."
            marker="bg-warning"
          />
        </Deferred>
      </div>
    </div>
  );
}
