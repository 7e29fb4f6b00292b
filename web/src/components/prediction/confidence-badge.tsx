import { ShieldCheck } from 'lucide-react';
import { confidenceBand, formatPercent } from '../../lib/prediction.ts';
import { cn } from '../../lib/utils.ts';
import { Badge } from '../ui/badge.tsx';

/** The data-confidence percentage, coloured by band: High green, Medium yellow, Low red. */
export function ConfidenceBadge({
  confidence,
  className,
}: {
  confidence: number;
  className?: string;
}) {
  const { level, tone } = confidenceBand(confidence);
  return (
    <Badge variant={tone} className={cn('text-xs', className)} data-confidence={level}>
      <ShieldCheck aria-hidden="true" />
      {formatPercent(confidence)} confidence · {level}
    </Badge>
  );
}
