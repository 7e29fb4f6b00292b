import type { UserLimits } from '@contract';
import { useUserLimits } from '../api/usage.ts';
import { type AccessState, accessState } from '../lib/usage.ts';
import { useAuth } from './auth-context.ts';

export interface Access extends AccessState {
  limits: UserLimits | undefined;
  /** True until the first limits answer for a signed-in user. */
  isLoading: boolean;
}

/**
 * Product spec, 'Entities and their fields': Access state for the signed-in user, derived from the
 * limits in one place.
 */
export function useAccess({ poll = false } = {}): Access {
  const { user } = useAuth();
  const limits = useUserLimits(user?.id, { poll });
  return {
    ...accessState(limits.data),
    limits: limits.data,
    isLoading: Boolean(user) && limits.isPending,
  };
}
