import { sportsbookBadge } from '../../lib/sportsbooks.ts';
import { cn } from '../../lib/utils.ts';

/** A sportsbook's name with its badge; the name is cut short unless it may `wrap`. */
export function Sportsbook({
  name,
  className,
  wrap = false,
}: {
  name: string;
  className?: string;
  wrap?: boolean;
}) {
  const badge = sportsbookBadge(name);
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'grid h-6 min-w-7 shrink-0 place-items-center rounded-md px-1 text-[0.65rem] font-bold tracking-wide',
          badge.className,
        )}
      >
        {badge.initials}
      </span>
      <span className={wrap ? 'min-w-0 text-balance' : 'min-w-0 truncate'}>{name}</span>
    </span>
  );
}
