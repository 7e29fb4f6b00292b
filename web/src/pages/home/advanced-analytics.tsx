import type { SearchResponse } from '@contract';
import { BadgeDollarSign, LineChart, Newspaper } from 'lucide-react';
import { NewsList } from '../../components/prediction/news-list.tsx';
import { OddsFormatToggle } from '../../components/prediction/odds-format-toggle.tsx';
import { OddsTable } from '../../components/prediction/odds-table.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { ValueBetList } from '../../components/prediction/value-bets.tsx';
import { cn } from '../../lib/utils.ts';

/**
 * Spec §2 'Advanced Analytics': news, the odds comparison and value bets. `canSeeAdvanced`
 * false (people who cannot predict) keeps the block out of reach; the paywall overlay that
 * explains why arrives with billing.
 */
export function AdvancedAnalytics({
  result,
  homeTeam,
  awayTeam,
  canSeeAdvanced = true,
}: {
  result: SearchResponse;
  homeTeam: string;
  awayTeam: string;
  canSeeAdvanced?: boolean;
}) {
  const { prediction } = result;
  const spansMatches = result.valueBets.some((bet) => bet.matchId !== prediction.matchId);
  return (
    <section aria-labelledby="advanced-analytics-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="advanced-analytics-heading" className="text-xl font-bold tracking-tight">
          Advanced Analytics
        </h2>
        <OddsFormatToggle />
      </div>
      <div
        className={cn('grid gap-4', !canSeeAdvanced && 'pointer-events-none blur-sm select-none')}
        inert={!canSeeAdvanced}
        aria-hidden={!canSeeAdvanced || undefined}
        data-testid="advanced-analytics"
      >
        <SectionCard title="Betting Odds" icon={LineChart}>
          <OddsTable
            rows={result.odds}
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            showDraw={prediction.drawProb !== null}
          />
        </SectionCard>
        <SectionCard title="Value Bets" icon={BadgeDollarSign}>
          <ValueBetList bets={result.valueBets} showMatch={spansMatches} />
        </SectionCard>
        <SectionCard title="Sports News" icon={Newspaper}>
          <NewsList articles={result.articles} available={result.newsAvailable} />
        </SectionCard>
      </div>
    </section>
  );
}
