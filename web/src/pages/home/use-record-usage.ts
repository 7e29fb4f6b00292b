import type { SearchAnswer, UserLimits } from '@contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { fetchUserLimits, limitsFromTrack, useTrackUsage } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import type { Access } from '../../auth/use-access.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { afterSearch } from '../../lib/usage.ts';
import type { LimitDialogKind } from './limit-dialog.tsx';

/** Product spec, 'Business constants and limits': the 'Prediction Used' toast stays 4 s. */
export const PREDICTION_USED_TOAST_MS = 4000;

/**
 * Product spec, 'States and transitions': after a non-subscriber's search, usage is recorded (the
 * server already counted it;
 * track-usage reads back what it counted), the limits refreshed, 'Prediction Used' toasted, and
 * the last free prediction of the day opens Daily Limit Reached.
 */
export function useRecordUsage(access: Access, openLimit: (kind: LimitDialogKind) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const trackUsageMutation = useTrackUsage(user?.id);

  return async (result: SearchAnswer) => {
    // An answer already paid for today spent nothing: no 'Prediction Used', the note says so.
    if (!result.charged) return;
    const subscribed = result.spentFrom ? result.spentFrom === 'subscription' : access.isSubscribed;
    if (subscribed || !user) return;
    let limits: UserLimits;
    let spentFrom = result.spentFrom ?? null;
    try {
      const tracked = await trackUsageMutation.mutateAsync(result.search.id);
      limits = limitsFromTrack(tracked);
      spentFrom = tracked.spentFrom ?? spentFrom;
    } catch (error) {
      // Product spec, 'Error catalogue': a tracking failure is only logged; the limits themselves
      // still say what is left.
      console.warn('Could not record prediction usage.', error);
      try {
        limits = await queryClient.fetchQuery({
          queryKey: queryKeys.userLimitsOf(user.id),
          queryFn: fetchUserLimits,
        });
      } catch {
        return;
      }
    }
    const next = afterSearch(limits, spentFrom);
    if (next.toast) toast({ ...next.toast, duration: PREDICTION_USED_TOAST_MS });
    if (next.openDailyLimit) openLimit('dailyLimit');
  };
}
