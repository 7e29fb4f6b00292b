import { Link } from 'wouter';
import { cn } from '../../lib/utils.ts';
import { Owl } from '../owl/owl.tsx';

/** The wordmark: owl, 'Strix' and the tagline. Links home. */
export function Brand({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      href="/"
      className={cn(
        'group flex items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Owl
        variant="welcome"
        size={compact ? 32 : 38}
        title=""
        stillUntilHover
        className="shrink-0 transition-transform group-hover:-rotate-6"
      />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-foreground">Strix</span>
        <span
          className={cn(
            'mt-1 text-[0.68rem] font-medium uppercase tracking-[0.14em] text-primary/90',
            compact && 'hidden sm:block',
          )}
        >
          AI Sports Intelligence
        </span>
      </span>
    </Link>
  );
}
