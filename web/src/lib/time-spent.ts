/** Time spent as the reality check says it: '4 h 12 min', '12 min', 'less than a minute'. */
export function formatTimeSpent(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** One heartbeat a minute while the page is in view and someone is signed in. */
export const HEARTBEAT_MS = 60_000;

/** The reality-check reminder: after every this many minutes in view during one visit. */
export const REMINDER_MINUTES = 30;

/**
 * Whether the minute just counted is a reminder minute: every REMINDER_MINUTES minutes in view,
 * never at 0.
 */
export const isReminderMinute = (minutesInView: number) =>
  minutesInView > 0 && minutesInView % REMINDER_MINUTES === 0;
