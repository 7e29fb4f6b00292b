import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HorizontalScroller } from '../../components/layout/horizontal-scroller.tsx';
import { copyText } from '../../lib/share-actions.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A block of code with a copy button. Long lines scroll inside the block (with the app's
 * "Scroll for more" hint), never the page; `context` names the block for screen readers, where
 * several are labelled "curl".
 */
export function CodeBlock({
  code,
  label,
  context,
}: {
  code: string;
  label: string;
  context: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border border-border bg-card">
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <button
          type="button"
          onClick={async () => setState((await copyText(code)) ? 'copied' : 'failed')}
          className="inline-flex min-h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          {state === 'copied' ? (
            <Check className="size-3.5 text-success" aria-hidden="true" />
          ) : (
            <Copy className="size-3.5" aria-hidden="true" />
          )}
          <span aria-live="polite">
            {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select to copy' : 'Copy'}
          </span>
          <span className="sr-only">{` ${label}: ${context}`}</span>
        </button>
      </figcaption>
      <HorizontalScroller label={`${label}: ${context}`} hintClassName="mb-0 px-3 pt-1.5">
        <pre className="w-max min-w-full p-3 text-[13px] leading-relaxed text-foreground">
          <code>{code}</code>
        </pre>
      </HorizontalScroller>
    </figure>
  );
}
