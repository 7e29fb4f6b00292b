import { useEffect, useState } from 'react';
import { Owl } from '../../components/owl/owl.tsx';
import { cn } from '../../lib/utils.ts';
import {
  LOADING_FADE_MS,
  LOADING_MESSAGE_INTERVAL_MS,
  SEARCH_LOADING_MESSAGES,
} from './loading-messages.ts';

const count = SEARCH_LOADING_MESSAGES.length;

/** While a search runs: the owl and a message that changes every 2 s with a short fade. */
export function SearchLoadingScreen({ query }: { query: string }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % count);
        setVisible(true);
      }, LOADING_FADE_MS);
    }, LOADING_MESSAGE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={`Analyzing ${query}`}
      className="mt-12 flex flex-col items-center gap-4 text-center"
      data-testid="search-loading"
    >
      <Owl variant="loading" size={112} title="" />
      <p className="text-lg font-semibold text-balance">Analyzing “{query}”</p>
      <p
        className={cn(
          'h-5 text-sm text-muted-foreground transition-opacity duration-200 ease-out',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        {SEARCH_LOADING_MESSAGES[index]}
      </p>
      <div className="flex gap-1" aria-hidden="true">
        {SEARCH_LOADING_MESSAGES.map((message, i) => (
          <span
            key={message}
            className={cn(
              'h-1 w-3 rounded-full transition-colors',
              i <= index ? 'bg-primary' : 'bg-muted',
            )}
          />
        ))}
      </div>
    </div>
  );
}
