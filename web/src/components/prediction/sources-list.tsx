import type { Citation } from '@contract';
import { ChevronRight, ExternalLink, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { SHOWN } from '../../lib/prediction.ts';
import { EmptyLine, SectionCard } from './section-card.tsx';

/** Strix's own pages ('/match/206', '/data-sources') open in the app, not in a new tab. */
const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function hostOf(url: string): string {
  try {
    return new URL(url, window.location.origin).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const linkClass =
  'group flex items-start gap-2 rounded-md text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

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
              {isInternal(citation.url) ? (
                <Link href={citation.url} className={linkClass}>
                  <ChevronRight
                    className="mt-0.5 size-3.5 shrink-0 text-muted-foreground group-hover:text-primary"
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="underline-offset-4 group-hover:underline">
                      {citation.title}
                    </span>
                    <span className="block text-xs text-muted-foreground">Strix</span>
                  </span>
                </Link>
              ) : (
                <a
                  href={citation.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  <ExternalLink
                    className="mt-0.5 size-3.5 shrink-0 text-muted-foreground group-hover:text-primary"
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="underline-offset-4 group-hover:underline">
                      {citation.title}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {hostOf(citation.url)}
                    </span>
                  </span>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
