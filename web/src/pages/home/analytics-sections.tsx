import type { SearchResponse } from '@contract';
import { BadgeDollarSign, LineChart, Newspaper } from 'lucide-react';
import { Deferred } from '../../components/layout/deferred.tsx';
import {
  NewsList,
  NoNewsSourceNote,
  showsNewsPanel,
} from '../../components/prediction/news-list.tsx';
import { OddsTable } from '../../components/prediction/odds-table.tsx';
import {
  NO_VALUE_BETS_YET,
  PricesPendingNote,
} from '../../components/prediction/prices-pending.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { ValueBetList } from '../../components/prediction/value-bets.tsx';
import { SECTION_IDS } from './answer-sections.tsx';

// The sections of Advanced Analytics (advanced-analytics.tsx), in the order they are shown.

/**
 * The odds comparison; once kicked off, the closing line only, with why no value bets are
 * listed.
 */
export function OddsSection({
  result,
  homeTeam,
  awayTeam,
  deferred,
}: {
  result: SearchResponse;
  homeTeam: string;
  awayTeam: string;
  /** Below the fold (the answer's end): mounts after the top of the answer. */
  deferred: boolean;
}) {
  const { prediction } = result;
  // Kicked off: the closing line only, nothing to bet or record a bet on.
  const started = Boolean(result.played);
  return (
    <div id={SECTION_IDS.odds} className="scroll-mt-20">
      <Deferred eager={!deferred} placeholderClassName="h-96">
        <SectionCard title={started ? 'Closing Line' : 'Betting Odds'} icon={LineChart}>
          <OddsTable
            rows={result.odds}
            homeTeam={homeTeam}
            awayTeam={awayTeam}
            showDraw={prediction.drawProb !== null}
            sport={prediction.sport}
            pricesPending={result.pricesPending}
            track={prediction.matchId === null || started ? null : { matchId: prediction.matchId }}
          />
          {started && result.valueBetsNote ? (
            <p className="mt-3 text-sm text-muted-foreground" data-testid="played-no-value">
              {result.valueBetsNote}
            </p>
          ) : null}
        </SectionCard>
      </Deferred>
    </div>
  );
}

/** The value bets before kick-off, or why there are none yet. */
export function ValueBetsSection({
  result,
  deferred,
}: {
  result: SearchResponse;
  /** Below the fold (the answer's end): mounts after the top of the answer. */
  deferred: boolean;
}) {
  const { prediction } = result;
  const hasDraw = prediction.drawProb !== null;
  const spansMatches = result.valueBets.some((bet) => bet.matchId !== prediction.matchId);
  // A slate's value bets span matches, each with its own sport: soccer's carry a draw.
  const drawOf = new Map(result.matches.map((card) => [card.matchId, card.drawProb !== null]));
  return (
    <div id={SECTION_IDS.valueBets} className="scroll-mt-20">
      <Deferred eager={!deferred} placeholderClassName="h-48">
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
      </Deferred>
    </div>
  );
}

/** The news panel; with no news source on this server, one quiet line instead. */
export function NewsSection({ result }: { result: SearchResponse }) {
  return showsNewsPanel(result.newsStatus) ? (
    <SectionCard title="Sports News" icon={Newspaper} testId="sports-news">
      <NewsList articles={result.articles} status={result.newsStatus} />
    </SectionCard>
  ) : (
    <NoNewsSourceNote />
  );
}
