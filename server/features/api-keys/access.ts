import { formatUtcDay } from './dates.ts';

type Denial =
  | { ok: false; why: 'ended'; endedOn: Date }
  | { ok: false; why: 'pro' }
  | { ok: false; why: 'none' };

/** Whether an account's plan gives API access at `now`: Premium, until its period ends. */
export function planAccess(
  account: { plan: 'pro' | 'premium' | null; planUntil: Date | null },
  now: Date,
): { ok: true } | Denial {
  const inForce = account.planUntil !== null && account.planUntil.getTime() > now.getTime();
  if (account.plan === 'premium' && inForce) return { ok: true };
  if (account.plan === 'premium' && account.planUntil) {
    return { ok: false, why: 'ended', endedOn: account.planUntil };
  }
  if (account.plan === 'pro' && inForce) return { ok: false, why: 'pro' };
  return { ok: false, why: 'none' };
}

/** The sentence Settings shows its owner. */
export function denialForOwner(denial: Denial): string {
  switch (denial.why) {
    case 'ended':
      return `Your Premium subscription ended on ${formatUtcDay(denial.endedOn)}, so your keys no longer work. Renew Premium to use them again.`;
    case 'pro':
      return 'API access is part of Premium; your plan is Pro. Upgrade to Premium to create keys.';
    case 'none':
      return 'API access is part of Premium. Subscribe to Premium to create keys.';
  }
}

/** The sentence a request made with the key gets (a 403). */
export function denialForKey(denial: Denial): string {
  switch (denial.why) {
    case 'ended':
      return `The Premium subscription of this key's account ended on ${formatUtcDay(denial.endedOn)}. Renew Premium to use the API again.`;
    case 'pro':
      return "API access is part of Premium, and this key's account is on Pro. Upgrade to Premium to use the API.";
    case 'none':
      return "API access is part of Premium, and this key's account has no Premium subscription.";
  }
}
