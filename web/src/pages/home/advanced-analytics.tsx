import type { SearchResponse } from '@contract';
import { Deferred } from '../../components/layout/deferred.tsx';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
import { OddsFormatToggle } from '../../components/prediction/odds-format-toggle.tsx';
import { NewsSection, OddsSection, ValueBetsSection } from './analytics-sections.tsx';

/**
 * Product spec, 'Screens and routes': Advanced Analytics: news, the odds comparison and value bets.
 * A search answer is
 * always shown whole: the person spent an allowance, a credit or a plan on it (what a viewer who
 * cannot predict misses is the match page's business, decided by the server).
 */
export function AdvancedAnalytics({
  result,
  homeTeam,
  awayTeam,
  leading = false,
}: {
  result: SearchResponse;
  homeTeam: string;
  awayTeam: string;
  /** Right under the match's heading (an odds or value question): no gap above. */
  leading?: boolean;
}) {
  return (
    <section aria-labelledby="advanced-analytics-heading" className={leading ? 'mt-2' : 'mt-10'}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="advanced-analytics-heading" className="text-xl font-bold tracking-tight">
          Advanced Analytics
        </h2>
        {/* The odds format toggle has nothing to format while a break hides the prices. */}
        {result.locked ? null : <OddsFormatToggle />}
      </div>
      <div className="grid grid-cols-1 gap-4" data-testid="advanced-analytics">
        {/* On a break the server sent no prices: its sentence stands where they would be. */}
        {result.locked ? (
          <LockedAnalytics lock={result.locked} />
        ) : (
          <>
            <OddsSection
              result={result}
              homeTeam={homeTeam}
              awayTeam={awayTeam}
              deferred={!leading}
            />
            {/* Kicked off: nothing to bet or record a bet on. */}
            {result.played ? null : <ValueBetsSection result={result} deferred={!leading} />}
          </>
        )}
        <Deferred placeholderClassName="h-32">
          <NewsSection result={result} />
        </Deferred>
      </div>
    </section>
  );
}
