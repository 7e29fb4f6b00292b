import type { ProbabilitySource } from '@contract';
import { drawShare, favouredSide, formatPercent } from '../../lib/prediction.ts';
import { cn } from '../../lib/utils.ts';

interface Outcome {
  key: 'home' | 'draw' | 'away';
  label: string;
  value: number;
}

/**
 * Home, draw and away chances as labelled bars. The draw is 100 minus both (never below 0) and
 * is left out in sports without draws (`hasDraw` false: NBA, NFL). `source` names what the
 * figures are (the market's fair price, model and market pooled, the model alone) under them.
 */
export function ProbabilityBars({
  homeTeam,
  awayTeam,
  homeWinProb,
  awayWinProb,
  hasDraw,
  source = null,
}: {
  homeTeam: string;
  awayTeam: string;
  homeWinProb: number;
  awayWinProb: number;
  hasDraw: boolean;
  /** Null where it is not known (a prediction shared before it was kept). */
  source?: ProbabilitySource | null;
}) {
  const favoured = favouredSide(homeWinProb, awayWinProb);
  const outcomes: Outcome[] = [
    { key: 'home', label: homeTeam, value: homeWinProb },
    ...(hasDraw
      ? [{ key: 'draw' as const, label: 'Draw', value: drawShare(homeWinProb, awayWinProb) }]
      : []),
    { key: 'away', label: awayTeam, value: awayWinProb },
  ];
  return (
    <div className="grid gap-2">
      <ul
        aria-label="Win probabilities"
        className={cn('grid gap-3', hasDraw ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
      >
        {outcomes.map(({ key, label, value }) => (
          <li
            key={key}
            data-outcome={key}
            className="rounded-xl border border-border bg-background/50 p-3.5"
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate text-sm text-muted-foreground">
                {key === 'draw' ? 'Draw' : `${label} win`}
              </span>
              <span
                className={cn(
                  'text-xl font-bold tabular-nums',
                  key === favoured ? 'text-primary' : 'text-foreground',
                )}
              >
                {formatPercent(value)}
              </span>
            </div>
            <div className="mt-2.5 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={cn(
                  'h-full rounded-full',
                  key === favoured ? 'bg-primary' : 'bg-muted-foreground/60',
                )}
                style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      {source ? (
        <p className="text-xs text-muted-foreground" data-testid="probability-source">
          {source.label}
        </p>
      ) : null}
    </div>
  );
}
