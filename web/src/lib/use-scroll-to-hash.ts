import { useEffect, useRef } from 'react';

/**
 * A link to a section of a page (/settings#api-access, /record#value-bets) opens at it once the
 * section's content is there: the page renders after its code and data load, later than the
 * browser looks for the anchor itself. `ready` says the page has what it shows; a page whose
 * parts arrive one by one passes a key that changes as each does (content arriving above the
 * section pushes it down), and is scrolled again each time until the person scrolls themselves.
 */
export function useScrollToHash(ready: boolean | string) {
  const personScrolled = useRef(false);
  useEffect(() => {
    const mark = () => {
      personScrolled.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
    for (const event of events) window.addEventListener(event, mark, { passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, mark);
    };
  }, []);
  useEffect(() => {
    if (!ready || !window.location.hash || personScrolled.current) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [ready]);
}
