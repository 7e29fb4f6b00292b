import type { SearchResponse } from '@contract';
import { BadgeDollarSign, LineChart, Lock, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  NewsList,
  NoNewsSourceNote,
  showsNewsPanel,
} from '../../components/prediction/news-list.tsx';
import { OddsFormatToggle } from '../../components/prediction/odds-format-toggle.tsx';
import { OddsTable } from '../../components/prediction/odds-table.tsx';
import {
  NO_VALUE_BETS_YET,
  PricesPendingNote,
} from '../../components/prediction/prices-pending.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { ValueBetList } from '../../components/prediction/value-bets.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { AdvancedSection } from '../../lib/usage.ts';

/** The overlay over blurred sections (spec §2 'Premium Feature'). */
export function PremiumOverlay() {
  return (
    <div className="absolute inset-0 flex justify-center p-4 sm:pt-10">
      <div
        className="sticky top-24 flex h-fit max-w-sm flex-col items-center gap-3 rounded-2xl border border-primary/30 bg-popover/95 p-6 text-center shadow-2xl shadow-black/40"
        data-testid="premium-overlay"
      >
        <span className="grid size-11 place-items-center rounded-full bg-primary/15 text-primary">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold tracking-tight">Premium Feature</p>
        <p className="text-sm text-muted-foreground">
          You&apos;ve used today&apos;s predictions. Upgrade or buy credits to see news, the odds
          comparison and value bets.
        </p>
        <Button asChild>
          <Link href="/plans">View Plans</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Spec §2 'Advanced Analytics': news, the odds comparison and value bets. Sections in
 * `blockedSections` (people who cannot predict; the paywall says which) are blurred, out of
 * reach of pointer, keyboard and screen reader, under one 'Premium Feature' overlay.
 */
export function AdvancedAnalytics({
  result,
  homeTeam,
  awayTeam,
  blockedSections = [],
}: {
  result: SearchResponse;
  homeTeam: string;
  awayTeam: string;
  blockedSections?: readonly AdvancedSection[];
}) {
  const { prediction } = result;
  const spansMatches = result.valueBets.some((bet) => bet.matchId !== prediction.matchId);
  const sections: { id: AdvancedSection; node: ReactNode }[] = [
    {
      id: 'odds',
      node: (
        <SectionCard key="odds" title="Betting Odds" icon={LineChart}>
          <OddsTable
            rows={result.odds}
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            showDraw={prediction.drawProb !== null}
            pricesPending={result.pricesPending}
          />
        </SectionCard>
      ),
    },
    {
      id: 'valueBets',
      node: (
        <SectionCard key="valueBets" title="Value Bets" icon={BadgeDollarSign}>
          {result.valueBets.length === 0 && result.pricesPending ? (
            <PricesPendingNote pending={result.pricesPending} lead={NO_VALUE_BETS_YET} />
          ) : (
            <ValueBetList
              bets={result.valueBets}
              showMatch={spansMatches}
              note={result.valueBetsNote}
            />
          )}
        </SectionCard>
      ),
    },
    // No news source on this server: no panel (open or locked), one quiet line below instead.
    ...(showsNewsPanel(result.newsStatus)
      ? [
          {
            id: 'news' as const,
            node: (
              <SectionCard key="news" title="Sports News" icon={Newspaper}>
                <NewsList articles={result.articles} status={result.newsStatus} />
              </SectionCard>
            ),
          },
        ]
      : []),
  ];
  const open = sections.filter((section) => !blockedSections.includes(section.id));
  const locked = sections.filter((section) => blockedSections.includes(section.id));

  return (
    <section aria-labelledby="advanced-analytics-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="advanced-analytics-heading" className="text-xl font-bold tracking-tight">
          Advanced Analytics
        </h2>
        {locked.some((section) => section.id !== 'news') ? null : <OddsFormatToggle />}
      </div>
      <div className="grid gap-4" data-testid="advanced-analytics">
        {open.map((section) => section.node)}
        {locked.length > 0 ? (
          <div className="relative min-h-80" data-locked={locked.map((s) => s.id).join(' ')}>
            <div
              className="pointer-events-none grid gap-4 blur-sm select-none"
              inert
              aria-hidden="true"
            >
              {locked.map((section) => section.node)}
            </div>
            <PremiumOverlay />
          </div>
        ) : null}
        {showsNewsPanel(result.newsStatus) ? null : <NoNewsSourceNote />}
      </div>
    </section>
  );
}
