import { ArrowRight, History, LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { recentSearchesFor } from '../../components/search/recent-searches.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';

/**
 * Product spec, 'Business constants and limits': the recent-search dropdown closes about 200 ms
 * after the box loses focus.
 */
export const RECENT_CLOSE_DELAY_MS = 200;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (query: string) => void;
  loading: boolean;
  onFocus?: () => void;
  /** The person's recent questions, newest first. */
  recentSearches?: string[];
}

export function SearchBox({
  value,
  onChange,
  onSubmit,
  loading,
  onFocus,
  recentSearches = [],
}: SearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const blank = value.trim() === '';
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Open as soon as the box has focus, narrowed by what is typed.
  const recent = recentSearchesFor(value, recentSearches);
  const open = focused && recent.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The list hangs below the box: bring all of it into view, then the box itself. Their scroll
  // margins keep the list above the phone's fixed tab bar, which would otherwise cover its last
  // items, and the box below the sticky top bar.
  useEffect(() => {
    if (!open) return;
    listRef.current?.scrollIntoView?.({ block: 'nearest' });
    boxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0 && recent[active]) {
      pickRecent(recent[active]);
      return;
    }
    setFocused(false);
    onSubmit(value);
  };

  const pickRecent = (query: string) => {
    clearTimeout(closeTimer.current);
    setFocused(false);
    setActive(-1);
    onChange(query);
    onSubmit(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself; the arrows cycle through it and the items.
      setActive((i) => {
        const next = i + step;
        if (next >= recent.length) return -1;
        return next < -1 ? recent.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setFocused(false);
      setActive(-1);
    }
  };

  return (
    <search className="block w-full">
      <form
        onSubmit={submit}
        className="w-full"
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setFocused(true);
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => {
            setFocused(false);
            setActive(-1);
          }, RECENT_CLOSE_DELAY_MS);
        }}
      >
        <Label htmlFor={inputId} className="sr-only">
          Betting question
        </Label>
        <div className="relative">
          <div
            ref={boxRef}
            className="group relative flex scroll-mt-20 items-center rounded-2xl border border-input bg-card/80 p-1.5 shadow-[0_20px_50px_-20px_rgb(0_0_0/0.7)] transition-[border-color,box-shadow] focus-within:border-primary/60 focus-within:ring-4 focus-within:ring-primary/10"
          >
            <Search
              className="pointer-events-none ml-3 size-5 shrink-0 text-muted-foreground group-focus-within:text-primary"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
              value={value}
              onChange={(event) => {
                setActive(-1);
                setFocused(true);
                onChange(event.target.value);
              }}
              onFocus={onFocus}
              onKeyDown={onKeyDown}
              placeholder="Ask any betting question..."
              className="h-12 min-w-0 flex-1 bg-transparent px-3 text-base text-foreground outline-none placeholder:text-muted-foreground/70"
            />
            <Button
              type="submit"
              size="lg"
              disabled={loading || blank}
              className="h-12 rounded-xl px-4 sm:px-5"
            >
              {loading ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <ArrowRight className="sm:hidden" aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">{loading ? 'Analyzing' : 'Search'}</span>
            </Button>
          </div>

          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Recent searches"
            hidden={!open}
            className="absolute inset-x-0 top-full z-30 mt-2 scroll-mb-[calc(5rem+env(safe-area-inset-bottom))] overflow-hidden md:scroll-mb-4 rounded-xl border border-border bg-popover p-1.5 text-left shadow-[0_20px_50px_-20px_rgb(0_0_0/0.8)]"
          >
            <p className="px-2.5 pt-1 pb-1.5 text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
              Recent searches
            </p>
            {recent.map((query, i) => (
              <div
                key={query}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pickRecent(query)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') pickRecent(query);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-popover-foreground',
                  i === active ? 'bg-accent' : 'hover:bg-accent/70',
                )}
              >
                <History className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 truncate">{query}</span>
              </div>
            ))}
          </div>
        </div>
      </form>
    </search>
  );
}
