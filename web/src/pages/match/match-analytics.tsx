import type { MatchResponse } from '@contract';
import { Activity, BadgeDollarSign, LineChart } from 'lucide-react';
import { PriceTargetForm } from '../../components/alerts/price-target-form.tsx';
import { Deferred } from '../../components/layout/deferred.tsx';
import { OddsFormatToggle } from '../../components/prediction/odds-format-toggle.tsx';
import { OddsTable } from '../../components/prediction/odds-table.tsx';
import {
  NO_VALUE_BETS_YET,
  PricesPendingNote,
} from '../../components/prediction/prices-pending.tsx';
import { SectionCard } from '../../components/prediction/section-card.tsx';
import { ValueBetList } from '../../components/prediction/value-bets.tsx';
import { LineMovement } from './line-movement.tsx';

/**
 * The odds, their movement and the value bets, for a viewer the server sent them to: the bottom
 * of the match page, in its own chunk (loaded while the top of the page renders). Each card
 * mounts on its own, as every book's prices, the charts and their tables are the page's longest
 * renders.
 */
export default function MatchAnalytics({ match }: { match: MatchResponse }) {
  const hasDraw = match.prediction.drawProb !== null;
  const track = match.status === 'upcoming' ? { matchId: match.id } : null;
  return (
    <>
      <SectionCard
        title="Betting Odds"
        icon={LineChart}
        headingLevel="h2"
        action={<OddsFormatToggle />}
      >
        <OddsTable
          rows={match.odds}
          homeTeam={match.homeTeam}
          awayTeam={match.awayTeam}
          showDraw={hasDraw}
          sport={match.sport}
          pricesPending={match.pricesPending}
          track={track}
        />
        <Deferred placeholderClassName="mt-4 h-24">
          <PriceTargetForm match={match} />
        </Deferred>
      </SectionCard>
      <Deferred placeholderClassName="h-96">
        <SectionCard title="Line Movement" icon={Activity} headingLevel="h2" testId="line-movement">
          <LineMovement
            history={match.lineHistory}
            homeTeam={match.homeTeam}
            awayTeam={match.awayTeam}
            hasDraw={hasDraw}
          />
        </SectionCard>
      </Deferred>
      <Deferred placeholderClassName="h-48">
        <SectionCard title="Value Bets" icon={BadgeDollarSign} headingLevel="h2">
          {match.valueBets.length === 0 && match.pricesPending ? (
            <PricesPendingNote pending={match.pricesPending} lead={NO_VALUE_BETS_YET} />
          ) : (
            <ValueBetList
              bets={match.valueBets}
              showMatch={false}
              note={match.valueBetsNote}
              hasDraw={() => hasDraw}
            />
          )}
        </SectionCard>
      </Deferred>
    </>
  );
}
