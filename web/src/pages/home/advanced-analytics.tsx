import type { SearchResponse } from '@contract';
import { BadgeDollarSign, LineChart, Newspaper } from 'lucide-react';
import { LockedAnalytics } from '../../components/prediction/locked-analytics.tsx';
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
import { SECTION_IDS } from './answer-sections.tsx';

/**
 * Spec §2 'Advanced Analytics': news, the odds comparison and value bets. A search answer is
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
  const { prediction } = result;
  // The odds format toggle has nothing to format while a break hides the prices.
  const showsPrices = !result.locked;
  const spansMatches = result.valueBets.some((bet) => bet.matchId !== prediction.matchId);
  const hasNewsPanel = showsNewsPanel(result.newsStatus);
  // Kicked off: the closing line only, nothing to bet or record a bet on.
  const started = Boolean(result.played);
  const hasDraw = prediction.drawProb !== null;
  // A slate's value bets span matches, each with its own sport: soccer's carry a draw.
  const drawOf = new Map(result.matches.map((card) => [card.matchId, card.drawProb !== null]));

  return (
    <section aria-labelledby="advanced-analytics-heading" className={leading ? 'mt-2' : 'mt-10'}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="advanced-analytics-heading" className="text-xl font-bold tracking-tight">
          Advanced Analytics
        </h2>
        {showsPrices ? <OddsFormatToggle /> : null}
      </div>
      <div className="grid grid-cols-1 gap-4" data-testid="advanced-analytics">
        {/* On a break the server sent no prices: its sentence stands where they would be. */}
        {result.locked ? <LockedAnalytics lock={result.locked} /> : null}
        {result.locked ? null : (
          <>
            <div id={SECTION_IDS.odds} className="scroll-mt-20">
              <SectionCard title={started ? 'Closing Line' : 'Betting Odds'} icon={LineChart}>
                <OddsTable
                  rows={result.odds}
                  homeTeam={homeTeam}
                  awayTeam={awayTeam}
                  showDraw={hasDraw}
                  pricesPending={result.pricesPending}
                  track={
                    prediction.matchId === null || started ? null : { matchId: prediction.matchId }
                  }
                />
                {started && result.valueBetsNote ? (
                  <p className="mt-3 text-sm text-muted-foreground" data-testid="played-no-value">
                    {result.valueBetsNote}
                  </p>
                ) : null}
              </SectionCard>
            </div>
            {started ? null : (
              <div id={SECTION_IDS.valueBets} className="scroll-mt-20">
                <SectionCard title="Value Bets" icon={BadgeDollarSign}>
                  {result.valueBets.length === 0 && result.pricesPending ? (
                    <PricesPendingNote pending={result.pricesPending} lead={NO_VALUE_BETS_YET} />
                  ) : (
                    <ValueBetList
                      bets={result.valueBets}
                      showMatch={spansMatches}
                      note={result.valueBetsNote}
                      hasDraw={(matchId) =>
                        matchId === prediction.matchId ? hasDraw : (drawOf.get(matchId) ?? false)
                      }
                    />
                  )}
                </SectionCard>
              </div>
            )}
          </>
        )}
        {/* No news source on this server: no panel, one quiet line instead. */}
        {hasNewsPanel ? (
          <SectionCard title="Sports News" icon={Newspaper}>
            <NewsList articles={result.articles} status={result.newsStatus} />
          </SectionCard>
        ) : (
          <NoNewsSourceNote />
        )}
      </div>
    </section>
  );
}
