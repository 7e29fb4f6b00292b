import { useEffect, useState } from 'react';
// The file itself, not '@contract': the index brings zod and every schema onto the home route.
import { statusClockMs } from '../../../contract/clock-reading.ts';
import { useStatus } from './status.ts';

/** Live ages are re-read once a minute: the finest unit they show. */
const TICK_MS = 60_000;

/**
 * The moment ages are read against: the replay date in replay (what the user sees is what they
 * would have seen that day), the wall clock when live, or the clock's own reading when live runs
 * on an accelerated clock (development and tests). null until the status says which, so a replay
 * never flashes ages measured from today.
 */
export function useAppClock(): Date | null {
  const { data } = useStatus();
  const live = data?.mode === 'live';
  const accelerated = live ? data?.acceleratedClock : undefined;
  const speed = accelerated?.speed ?? 1;
  const [wall, setWall] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    setWall(new Date());
    // A clock minute, but at most once a real second.
    const timer = setInterval(() => setWall(new Date()), Math.max(1000, TICK_MS / speed));
    return () => clearInterval(timer);
  }, [live, speed]);
  if (!data) return null;
  if (!live) return new Date(data.asOf);
  return accelerated ? new Date(statusClockMs(accelerated, wall.getTime())) : wall;
}
