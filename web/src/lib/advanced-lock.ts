import type { AdvancedLock } from '@contract';

/**
 * What a locked Advanced Analytics panel says. The server decides what is locked (and sends none
 * of it); this only words the reason it gave.
 */
export interface LockCopy {
  title: string;
  body: string;
  actions: { label: string; href: string }[];
}

export function lockCopy(reason: NonNullable<AdvancedLock>['reason']): LockCopy {
  if (reason === 'signedOut') {
    return {
      title: 'Sign up to see the odds',
      body: 'The odds comparison, line movement and value bets come with your predictions. Free forever, no credit card required.',
      actions: [
        { label: 'Sign Up Free', href: '/auth/signup' },
        { label: 'Sign In', href: '/auth' },
      ],
    };
  }
  return {
    title: 'Premium Feature',
    body: "You've used today's predictions. Upgrade or buy credits to see the odds comparison, line movement and value bets.",
    actions: [{ label: 'View Plans', href: '/plans' }],
  };
}
