import type { SlateFixture, SlatePrice } from '@contract';
import { Link } from 'wouter';
import { ConfidenceBadge } from '../../components/prediction/confidence-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatKickoff, formatKickoffDay } from '../../lib/format.ts';
import { formatOdds, type OddsFormat } from '../../lib/odds-format.ts';
import { formatExpectedValue, formatPercent } from '../../lib/prediction.ts';
import { formatAge } from '../../lib/price-age.ts';
import { cn } from '../../lib/utils.ts';

type Outcome = 'home' | 'draw' | 'away';

/** The kick-off's time alone (the day heads the group): '19:30 GMT', or 'time TBC'. */
export function kickoffTime(fixture: SlateFixture, timeZone: string): string {
  const options = { day: fixture.kickoffDay, timeZone };
  const full = formatKickoff(fixture.kickoff, options) ?? '';
  const day = formatKickoffDay(fixture.kickoff, options) ?? '';
  return full.slice(day.length).replace(/^(, | · )/, '') || 'time TBC';
}

function PriceLine({ price, format, asOf }: { price: SlatePrice; format: OddsFormat; asOf: Date }) {
  const age = formatAge(price.capturedAt, asOf);
  return (
    <p className="text-xs text-muted-foreground">
      <span className="font-semibold text-foreground tabular-nums">
        {formatOdds({ american: price.odds, decimal: price.decimalOdds }, format)}
      </span>{' '}
      <span className="break-words">{price.sportsbook}</span>
      {age ? <span className="block">{age}</span> : null}
    </p>
  );
}

/**
 * One fixture of the slate: the teams (a link to the match page), its kick-off, each outcome's
 * published probability with the best price on offer and a value flag where the value rule marks
 * one, and the data confidence with where the probabilities come from.
 */
export function SlateRow({
  fixture,
  timeZone,
  format,
  asOf,
  locked,
}: {
  fixture: SlateFixture;
  timeZone: string;
  format: OddsFormat;
  asOf: Date;
  locked: boolean;
}) {
  const outcomes: Outcome[] =
    fixture.probabilities.draw === null ? ['home', 'away'] : ['home', 'draw', 'away'];
  const name = (o: Outcome) =>
    o === 'home' ? fixture.homeTeam : o === 'away' ? fixture.awayTeam : 'Draw';
  const priced = outcomes.some((o) => fixture.prices[o] !== null);
  return (
    <li
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card/60 p-3 sm:p-4"
      data-testid="slate-row"
      data-match-id={fixture.matchId}
    >
      <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Link
          href={`/match/${fixture.matchId}`}
          className="min-w-0 rounded font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {fixture.homeTeam} vs {fixture.awayTeam}
        </Link>
        <span className="text-sm text-muted-foreground tabular-nums">
          {kickoffTime(fixture, timeZone)}
        </span>
      </div>
      <dl className={cn('grid gap-2', outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {outcomes.map((o) => {
          const price = fixture.prices[o];
          const value = fixture.value.find((v) => v.outcome === o);
          return (
            <div key={o} className="grid min-w-0 content-start gap-0.5" data-outcome={o}>
              <dt className="truncate text-xs text-muted-foreground" title={name(o)}>
                {name(o)}
              </dt>
              <dd className="grid gap-0.5">
                <span className="text-base font-semibold tabular-nums">
                  {formatPercent(fixture.probabilities[o]!)}
                </span>
                {price ? <PriceLine price={price} format={format} asOf={asOf} /> : null}
                {value ? (
                  <Badge
                    variant="success"
                    className="w-fit text-[0.7rem]"
                    data-testid="value-flag"
                    title={`Value at ${value.sportsbook}`}
                  >
                    {formatExpectedValue(value.expectedValue)}
                  </Badge>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
        <ConfidenceBadge confidence={fixture.confidence} tooltipClassName="left-0 right-auto" />
        <span data-testid="probability-source">{fixture.probabilitySource.label}</span>
        {!locked && !priced ? (
          <span data-testid="no-prices">{fixture.pricesNote ?? 'No prices at this clock.'}</span>
        ) : null}
      </div>
    </li>
  );
}
