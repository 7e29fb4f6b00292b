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

/** The page that explains breaks and lists the helplines, linked wherever a break hides odds. */
export const RESPONSIBLE_GAMBLING_PATH = '/responsible-gambling';

export function lockCopy(reason: NonNullable<AdvancedLock>['reason'], message?: string): LockCopy {
  if (reason === 'break') {
    return {
      title: 'You’re taking a break',
      // The server's sentence names the break's end in the viewer's zone.
      body: message ?? 'Odds and value bets are hidden during your break.',
      actions: [
        { label: 'Keep betting in check', href: '/settings#betting-limits' },
        { label: 'Find support', href: RESPONSIBLE_GAMBLING_PATH },
      ],
    };
  }
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
