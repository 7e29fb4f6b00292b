import { useEffect } from 'react';
import { sendHeartbeat } from '../../api/safer-gambling.ts';
import { formatTimeSpent, HEARTBEAT_MS, isReminderMinute } from '../../lib/time-spent.ts';
import { toast } from '../ui/use-toast.ts';

/**
 * The reality check's clock: while someone is signed in and the page is in view, a heartbeat a
 * minute (the server counts the time between them, capped, so a hidden or closed tab adds
 * nothing), and every 30 minutes in view a reminder that does not interrupt: a toast with the
 * time spent today.
 */
export function useActivityHeartbeat(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    let minutesInView = 0;
    const beat = async (counts: boolean) => {
      if (document.visibilityState !== 'visible') return;
      try {
        const answer = await sendHeartbeat(userId);
        if (!counts) return;
        minutesInView += 1;
        if (isReminderMinute(minutesInView)) {
          toast({
            title: `Reality check: ${formatTimeSpent(minutesInView * 60)} on Strix this visit`,
            // The server counts by UTC day, which is not the person's own day everywhere: say so.
            description: `${formatTimeSpent(answer.todaySeconds)} today (UTC day). Settings → Keep betting in check shows this month, and lets you take a break.`,
          });
        }
      } catch {
        // A missed heartbeat only means a minute not counted.
      }
    };
    void beat(false);
    const timer = setInterval(() => void beat(true), HEARTBEAT_MS);
    // Back in view: a new visit starts at the server (the gap was over its cap).
    const onVisible = () => {
      if (document.visibilityState === 'visible') void beat(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);
}
