import type { FixtureCard } from '@contract';
import { CalendarDays, ChevronRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { formatKickoff } from '../../lib/format.ts';
import { drawShare, formatPercent } from '../../lib/prediction.ts';
import { ConfidenceBadge } from './confidence-badge.tsx';
import { SectionCard } from './section-card.tsx';

function FixtureItem({ fixture }: { fixture: FixtureCard }) {
  const kickoff = formatKickoff(fixture.kickoff, { day: fixture.kickoffDay });
  const parts = [
    `${fixture.homeTeam} ${formatPercent(fixture.homeWinProb)}`,
    ...(fixture.drawProb === null
      ? []
      : [`Draw ${formatPercent(drawShare(fixture.homeWinProb, fixture.awayWinProb))}`]),
    `${fixture.awayTeam} ${formatPercent(fixture.awayWinProb)}`,
  ];
  return (
    <li>
      <Link
        href={`/match/${fixture.matchId}`}
        className="group flex items-center gap-3 rounded-xl border border-border bg-background/50 p-3.5 outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {fixture.homeTeam} <span className="font-normal text-muted-foreground">vs</span>{' '}
            {fixture.awayTeam}
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {fixture.league}
            {fixture.round ? ` · ${fixture.round}` : ''}
            {kickoff ? ` · ${kickoff}` : ''}
          </p>
          <p className="mt-1.5 text-sm tabular-nums">{parts.join(' · ')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <ConfidenceBadge confidence={fixture.confidence} />
            {fixture.valueBets > 0 ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                <Sparkles className="size-3" aria-hidden="true" />
                {fixture.valueBets} value {fixture.valueBets === 1 ? 'bet' : 'bets'}
              </span>
            ) : (
              <span className="text-xs text-muted-foreground">No value bets</span>
            )}
          </div>
        </div>
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground group-hover:text-primary"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/** The fixtures a league or value question considered, each linking to its match page. */
export function FixturesList({ fixtures }: { fixtures: FixtureCard[] }) {
  return (
    <SectionCard title="Fixtures" icon={CalendarDays}>
      <ul className="grid gap-2.5 md:grid-cols-2" data-testid="fixtures-list">
        {fixtures.map((fixture) => (
          <FixtureItem key={fixture.matchId} fixture={fixture} />
        ))}
      </ul>
    </SectionCard>
  );
}
