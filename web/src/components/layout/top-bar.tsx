import { CalendarDays, LogOut, NotebookPen } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { isNavItemActive } from '../../lib/nav.ts';
import { authHref } from '../../lib/return-path.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { NavItems } from './nav-items.tsx';
import { useSignOut } from './use-sign-out.ts';

/**
 * The signed-in person's own bet tracker (a tab of their profile), one tap away on every page
 * and every screen size: the bottom bar keeps its five items.
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

/**
 * Signed out: the week's slate to browse, then Sign In and Get Started (phones: Sign In only),
 * both coming back to this page once signed in.
 */
function SignedOutActions() {
  const [location] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  const onToday = isNavItemActive('/today', location);
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm" className="h-9 px-3 text-sm">
        <Link
          href="/today"
          aria-current={onToday ? 'page' : undefined}
          className={cn(onToday && 'bg-secondary text-foreground')}
        >
          <CalendarDays aria-hidden="true" className={cn(onToday && 'text-primary')} />
          Today
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm" className="h-9 px-3.5 text-sm">
        <Link href={authHref('/auth', here)}>Sign In</Link>
      </Button>
      <Button asChild size="sm" className="hidden h-9 px-3.5 text-sm md:inline-flex">
        <Link href={authHref('/auth/signup', here)}>Get Started</Link>
      </Button>
    </div>
  );
}

export function TopBar() {
  const { user, isResolving, isLoading } = useAuth();
  const signOut = useSignOut();

  return (
    // A solid bar, not a blurred translucent one: blurring what scrolls beneath it is redrawn on
    // every change under it, the longest main-thread work of a page's start on a slow phone
    // (docs/performance.md, "First screens from the server").
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/95">
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
          <SignedOutActions />
        )}
      </div>
    </header>
  );
}
