import type { Citation } from '@contract';
import { ExternalLink, Link2 } from 'lucide-react';
import { SHOWN } from '../../lib/prediction.ts';
import { EmptyLine, SectionCard } from './section-card.tsx';

function hostOf(url: string): string {
  try {
    return new URL(url, window.location.origin).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The first six sources behind a prediction; external links open in a new tab. */
export function SourcesList({ citations }: { citations: Citation[] }) {
  const shown = citations.slice(0, SHOWN.sources);
  return (
    <SectionCard title="Sources" icon={Link2}>
      {shown.length === 0 ? (
        <EmptyLine>No sources listed for this prediction.</EmptyLine>
      ) : (
        <ul className="grid gap-2">
          {shown.map((citation) => (
            <li key={citation.url}>
              <a
                href={citation.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-start gap-2 rounded-md text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ExternalLink
                  className="mt-0.5 size-3.5 shrink-0 text-muted-foreground group-hover:text-primary"
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span className="underline-offset-4 group-hover:underline">{citation.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {hostOf(citation.url)}
                  </span>
                </span>
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
