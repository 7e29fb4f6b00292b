import type { AdvancedLock } from '@contract';
import { Lock, PauseCircle } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { lockCopy } from '../../lib/advanced-lock.ts';
import { authHref } from '../../lib/return-path.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/**
 * Where the odds, line movement and value bets would be when the server locked them for this
 * viewer. There is nothing to blur: the locked data never reached the browser.
 */
export function LockedAnalytics({ lock }: { lock: NonNullable<AdvancedLock> }) {
  const copy = lockCopy(lock.reason, lock.message);
  const [location] = useLocation();
  const search = useSearch();
  // Signing in from here comes back here.
  const here = `${location}${search ? `?${search}` : ''}`;
  const hrefOf = (href: string) =>
    href === '/auth' || href === '/auth/signup' ? authHref(href, here) : href;
  return (
    <Card
      className="flex flex-col items-center gap-3 border-primary/30 p-6 text-center"
      data-testid="locked-analytics"
      data-reason={lock.reason}
    >
      <span className="grid size-11 place-items-center rounded-full bg-primary/15 text-primary">
        {lock.reason === 'break' ? (
          <PauseCircle className="size-5" aria-hidden="true" />
        ) : (
          <Lock className="size-5" aria-hidden="true" />
        )}
      </span>
      <h2 className="text-lg font-semibold tracking-tight">{copy.title}</h2>
      <p className="max-w-md text-sm text-muted-foreground" data-testid="locked-reason">
        {copy.body}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {copy.actions.map((action, index) => (
          <Button key={action.href} asChild variant={index === 0 ? 'default' : 'outline'}>
            <Link href={hrefOf(action.href)}>{action.label}</Link>
          </Button>
        ))}
      </div>
    </Card>
  );
}
