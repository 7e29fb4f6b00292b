import { cn } from '../../lib/utils.ts';

/**
 * A thin bar filled to `value` of `max`, decorative by default. The default max is 100
 * (product spec, 'Business constants and limits').
 */
export function Progress({
  value,
  max = 100,
  className,
  barClassName,
  label,
}: {
  value: number;
  max?: number;
  className?: string;
  barClassName?: string;
  /** When given, the bar is announced as a progressbar with this name. */
  label?: string;
}) {
  const width = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const a11y = label
    ? {
        role: 'progressbar' as const,
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': max,
        'aria-valuenow': Math.round(value),
      }
    : { 'aria-hidden': true as const };
  return (
    <div className={cn('h-2 overflow-hidden rounded-full bg-muted', className)} {...a11y}>
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', barClassName)}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
