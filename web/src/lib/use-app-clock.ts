import { useEffect, useState } from 'react';
import { useStatus } from '../api/status.ts';

/** Live ages are re-read once a minute: the finest unit they show. */
const TICK_MS = 60_000;

/**
 * The moment ages are read against: the replay date in replay (what the user sees is what they
 * would have seen that day), the wall clock when live. null until the status says which, so a
 * replay never flashes ages measured from today.
 */
export function useAppClock(): Date | null {
  const { data } = useStatus();
  const live = data?.mode === 'live';
  const [wall, setWall] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    setWall(new Date());
    const timer = setInterval(() => setWall(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [live]);
  if (!data) return null;
  return live ? wall : new Date(data.asOf);
}
