import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { idleQueue } from '../../lib/idle-queue.ts';
import { cn } from '../../lib/utils.ts';

/**
 * How far below the viewport a part starts mounting: a phone's flick scrolls about a screen, and
 * the part should be there when it arrives.
 */
const NEAR_VIEWPORT = '0px 0px 600px 0px';

/** True renders every Deferred part at once: static renders (tests) have no idle moment. */
export const RenderAllNow = createContext(false);

/**
 * A part of a page below the fold. The page's first render shows the part above the fold at
 * once; this part mounts after it, when it comes near the viewport or when the browser is next
 * idle (one part per idle moment, lib/idle-queue.ts), whichever is first, and renders in a
 * transition, which React splits into short slices. Until then a placeholder of about its height
 * holds its place, so the page does not jump when it arrives.
 */
export function Deferred({
  children,
  placeholderClassName,
  eager = false,
}: {
  children: ReactNode;
  /** The placeholder's size (a Tailwind height class): about the part's own. */
  placeholderClassName?: string;
  /** Renders at once: where the part stands above the fold this time. */
  eager?: boolean;
}) {
  const all = useContext(RenderAllNow) || eager;
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (all || shown) return;
    const show = () => startTransition(() => setShown(true));
    const dequeue = idleQueue().add(show);
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return dequeue;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        dequeue();
        show();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      dequeue();
    };
  }, [all, shown]);

  if (all || shown) return children;
  return (
    <div
      ref={placeholder}
      aria-hidden="true"
      data-testid="deferred-placeholder"
      className={cn('rounded-2xl bg-muted/40', placeholderClassName)}
    />
  );
}
