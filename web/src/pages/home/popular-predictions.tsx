import { ChevronLeft, ChevronRight, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/utils.ts';
import { CAROUSEL_INTERVAL_MS, POPULAR_PREDICTIONS } from './presets.ts';

const count = POPULAR_PREDICTIONS.length;

/**
 * Product spec, 'Screens and routes': five preset questions, one at a time, advancing every 3 s
 * with a position indicator;
 * clicking one runs its search. Hovering or focusing pauses it so nobody chases a moving target.
 */
export function PopularPredictions({
  onPick,
  disabled,
}: {
  onPick: (query: string) => void;
  disabled: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="popular-predictions-heading"
      className="w-full"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="mb-3 flex items-center justify-between">
        <h2
          id="popular-predictions-heading"
          className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground"
        >
          <TrendingUp className="size-4 text-primary" aria-hidden="true" />
          Popular Predictions
        </h2>
        <p
          className="text-xs tabular-nums text-muted-foreground"
          // Announcing every automatic move would talk over the page; only moves a person makes.
          aria-live={paused ? 'polite' : 'off'}
        >
          <span className="sr-only">Prediction </span>
          {index + 1} / {count}
        </p>
      </div>

      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label="Previous prediction"
          className="grid size-10 shrink-0 place-items-center rounded-full border border-border text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>

        <div className="relative min-w-0 flex-1 overflow-hidden rounded-xl">
          {/*
            Slides share one grid cell and cross-fade, so a move never shows two half slides; the
            cell is as tall as the tallest question, so nothing below jumps.
          */}
          <ul className="grid" data-testid="popular-slides">
            {POPULAR_PREDICTIONS.map((query, i) => {
              const current = i === index;
              return (
                <li
                  key={query}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={!current}
                  inert={!current}
                  className={cn(
                    'col-start-1 row-start-1 w-full transition-opacity duration-300 ease-out motion-reduce:transition-none',
                    current ? 'opacity-100' : 'pointer-events-none opacity-0',
                  )}
                >
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onPick(query)}
                    className="flex h-full min-h-12 w-full items-center justify-center rounded-xl border border-primary/25 py-2 leading-snug text-balance bg-primary/[0.07] px-4 text-sm font-medium text-foreground transition-colors outline-none hover:border-primary/50 hover:bg-primary/[0.12] focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                  >
                    <span>{query}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label="Next prediction"
          className="grid size-10 shrink-0 place-items-center rounded-full border border-border text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>

      <div className="mt-3 flex justify-center gap-1.5">
        {POPULAR_PREDICTIONS.map((query, i) => (
          <button
            key={query}
            type="button"
            onClick={() => go(i)}
            aria-label={`Show prediction ${i + 1} of ${count}`}
            aria-current={i === index ? 'true' : undefined}
            className="group grid h-6 min-w-6 place-items-center px-0.5 outline-none"
          >
            <span
              className={cn(
                'block h-1.5 rounded-full transition-all group-focus-visible:ring-2 group-focus-visible:ring-ring',
                i === index
                  ? 'w-6 bg-primary'
                  : 'w-1.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
