import { sportsbookBadge } from '../../lib/sportsbooks.ts';
import { cn } from '../../lib/utils.ts';

/** A sportsbook's name with its badge. */
export function Sportsbook({ name, className }: { name: string; className?: string }) {
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
      <span className="min-w-0 truncate">{name}</span>
    </span>
  );
}
