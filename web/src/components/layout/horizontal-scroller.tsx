import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/utils.ts';

type Overflow = 'fits' | 'more-right' | 'at-end';

/**
 * Content wider than the screen (a table on a phone) scrolls sideways inside this box, never
 * the page. While more lies to the right, the right edge fades out and a hint above says so;
 * scrolled to the end, the hint points back. Content that fits shows neither. The box is a
 * Tailwind group named `scroller` with `data-scrolled` set once moved, so a sticky first column
 * can cast a shadow over what slides beneath it.
 */
export function HorizontalScroller({
  children,
  label,
  className,
  hintClassName,
}: {
  children: ReactNode;
  /** Names the scrollable region for keyboard and screen-reader users. */
  label: string;
  className?: string;
  hintClassName?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>('fits');
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      setOverflow(hidden <= 1 ? 'fits' : box.scrollLeft >= hidden - 1 ? 'at-end' : 'more-right');
      setScrolled(box.scrollLeft > 1);
    };
    box.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => box.removeEventListener('scroll', update);
    }
    // The observer's first reading comes after the browser's next layout, where the sizes are
    // already known. Read here, in the commit, they would force that whole page's layout into
    // the task that mounted the box: on a slow phone the longest part of the match page's.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <div
      // min-w-0: as a grid or flex item it must not grow to the width of what it scrolls.
      className={cn('group/scroller min-w-0', className)}
      data-overflow={overflow}
      data-scrolled={scrolled || undefined}
    >
      {overflow === 'fits' ? null : (
        <p
          aria-hidden="true"
          data-testid="scroll-hint"
          className={cn(
            'mb-1.5 flex items-center justify-end gap-1 text-xs font-medium text-muted-foreground',
            hintClassName,
          )}
        >
          {overflow === 'more-right' ? (
            <>
              Scroll for more <ArrowRight className="size-3.5" />
            </>
          ) : (
            <>
              <ArrowLeft className="size-3.5" /> Scroll back
            </>
          )}
        </p>
      )}
      <div className="relative">
        {/* The box is relative: screen-reader-only text inside is absolutely positioned and
            would otherwise escape it and widen the page. */}
        <section
          ref={ref}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keys
          tabIndex={0}
          aria-label={label}
          className="relative overflow-x-auto overscroll-x-contain outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {children}
        </section>
        <div
          aria-hidden="true"
          data-testid="scroll-fade"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-card to-transparent transition-opacity duration-200',
            overflow === 'more-right' ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}
