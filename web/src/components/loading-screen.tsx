import { cn } from '../lib/utils.ts';
import { Owl } from './owl/owl.tsx';

/**
 * The 'Loading...' screen (product spec, 'Route table'), shown while auth resolves or a page's code
 * arrives.
 */
export function LoadingScreen({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-[50dvh] flex-col items-center justify-center gap-4 px-4',
        className,
      )}
    >
      <Owl variant="loading" size={88} title="" />
      <p className="text-sm font-medium tracking-wide text-muted-foreground">Loading...</p>
    </div>
  );
}
