import { useAuth } from '../../auth/auth-context.ts';
import { cn } from '../../lib/utils.ts';
import { NavItems } from './nav-items.tsx';

// Each label stays whole on one line; the grid gives every item at least its label's width.
const itemClass =
  'flex h-full flex-col items-center justify-center gap-1 rounded-xl text-[0.7rem] leading-none font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Phones only (< md), signed-in only: a fixed tab bar; the shell pads the page so it never covers
 * content. Signed-out phones get the top bar's single 'Sign In' button instead (product spec,
 * 'Navigation').
 */
export function BottomNav() {
  const { user, isResolving } = useAuth();
  if (isResolving || !user) return null;

  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5 gap-1 px-2 py-1.5">
        <NavItems
          linkClass={(active) =>
            cn(
              itemClass,
              active
                ? 'bg-secondary/70 text-primary'
                : 'text-muted-foreground hover:text-foreground',
            )
          }
          iconClass={() => 'size-5 shrink-0'}
          labelClass="block whitespace-nowrap"
        />
      </ul>
    </nav>
  );
}
