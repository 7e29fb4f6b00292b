import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { isNavItemActive, SIGNED_IN_NAV } from '../../lib/nav.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { NAV_ICONS } from './nav-icons.ts';
import { useSignOut } from './use-sign-out.ts';

export function TopBar() {
  const { user, isResolving, isLoading } = useAuth();
  const [location] = useLocation();
  const signOut = useSignOut();

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/75 backdrop-blur-xl supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand compact />

        {user ? (
          <div className="flex items-center gap-2">
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {SIGNED_IN_NAV.map(({ href, label }) => {
                  const Icon = NAV_ICONS[href];
                  const active = isNavItemActive(href, location);
                  return (
                    <li key={href}>
                      <Link
                        href={href}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                          active
                            ? 'bg-secondary text-foreground'
                            : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                        )}
                      >
                        <Icon
                          className={cn('size-4', active && 'text-primary')}
                          aria-hidden="true"
                        />
                        {label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
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
