import { LogOut, NotebookPen } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { isNavItemActive } from '../../lib/nav.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { NavItems } from './nav-items.tsx';
import { useSignOut } from './use-sign-out.ts';

/**
 * The signed-in person's own bet tracker (a tab of their profile), one tap away on every page
 * and every screen size: the bottom bar keeps the spec's four items.
 */
function MyBetsLink() {
  const [location] = useLocation();
  const active = isNavItemActive('/profile/bets', location);
  return (
    <Button asChild variant="ghost" size="sm" className="h-9 px-3 text-sm">
      <Link
        href="/profile/bets"
        aria-current={active ? 'page' : undefined}
        className={cn(active && 'bg-secondary text-foreground')}
      >
        <NotebookPen aria-hidden="true" className={cn(active && 'text-primary')} />
        My bets
      </Link>
    </Button>
  );
}

export function TopBar() {
  const { user, isResolving, isLoading } = useAuth();
  const signOut = useSignOut();

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/75 backdrop-blur-xl supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand compact />

        {user ? (
          <div className="flex items-center gap-2">
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                <NavItems
                  linkClass={(active) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'bg-secondary text-foreground'
                        : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                    )
                  }
                  iconClass={(active) => cn('size-4', active && 'text-primary')}
                />
              </ul>
            </nav>
            <MyBetsLink />
            <Button
              variant="ghost"
              size="sm"
              className="hidden h-9 px-3 text-sm md:inline-flex"
              onClick={signOut}
              disabled={isLoading}
            >
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        ) : isResolving ? (
          <div className="h-9 w-40" aria-hidden="true" />
        ) : (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="h-9 px-3.5 text-sm">
              <Link href="/auth">Sign In</Link>
            </Button>
            <Button asChild size="sm" className="hidden h-9 px-3.5 text-sm md:inline-flex">
              <Link href="/auth/signup">Get Started</Link>
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
