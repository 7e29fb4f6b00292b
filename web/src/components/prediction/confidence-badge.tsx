import { Info, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { confidenceBand, formatPercent } from '../../lib/prediction.ts';
import { cn } from '../../lib/utils.ts';
import { badgeVariants } from '../ui/badge.tsx';

/** Read beside a win probability, a bare "88%" looks like how sure the pick is; it is not. */
export const CONFIDENCE_EXPLAINED =
  'Data confidence is how far the numbers behind this prediction can be trusted: how many recent league games both teams have played, whether the model and the bookmakers agree, and how close the match is. It is not the chance that the favourite wins.';

export const confidenceLabel = (confidence: number) =>
  `Data confidence ${formatPercent(confidence)} · ${confidenceBand(confidence).level}`;

/**
 * The data-confidence percentage, coloured by band (High green, Medium yellow, Low red), with
 * what it means in a tooltip that opens on hover and on keyboard focus, and closes on Escape.
 */
export function ConfidenceBadge({
  confidence,
  className,
  tooltipClassName,
}: {
  confidence: number;
  className?: string;
  /** Where the tooltip hangs from; by default its right edge meets the badge's. */
  tooltipClassName?: string;
}) {
  const { level, tone } = confidenceBand(confidence);
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={cn('group/confidence relative inline-flex', className)}>
      <button
        type="button"
        aria-describedby={tooltipId}
        data-confidence={level}
        className={cn(
          badgeVariants({ variant: tone }),
          'cursor-help text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseEnter={() => setDismissed(false)}
      >
        <ShieldCheck aria-hidden="true" />
        {confidenceLabel(confidence)}
        <Info className="opacity-70" aria-hidden="true" />
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={cn(
          'pointer-events-none invisible absolute top-full right-0 z-20 mt-2 w-72 max-w-[80vw] rounded-lg border border-border bg-popover p-3 text-left text-xs font-normal leading-relaxed text-popover-foreground opacity-0 shadow-lg transition-opacity',
          !dismissed &&
            'group-hover/confidence:visible group-hover/confidence:opacity-100 group-focus-within/confidence:visible group-focus-within/confidence:opacity-100',
          tooltipClassName,
        )}
      >
        {CONFIDENCE_EXPLAINED}
      </span>
    </span>
  );
}
