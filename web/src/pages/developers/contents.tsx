import { useEffect, useState } from 'react';
import type { TagGroup } from '../../lib/openapi-operations.ts';
import { MethodBadge } from './endpoint.tsx';
import { GUIDES } from './guides.tsx';

const WIDE = '(min-width: 1024px)';

const linkClass =
  'block rounded py-1 text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The page's contents: folded at the top on a phone, open in a sticky column on a wide screen
 * (where the summary that folds it is hidden).
 */
export function Contents({ groups }: { groups: TagGroup[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const follow = () => setOpen(wide.matches);
    follow();
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);

  return (
    <nav
      aria-label="On this page"
      className="min-w-0 rounded-xl border border-border bg-card p-4 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:-mx-2 lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:px-2 lg:py-0"
    >
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer rounded text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden">
          On this page
        </summary>
        <p className="mb-2 hidden text-xs font-semibold uppercase tracking-[0.14em] text-foreground/80 lg:block">
          On this page
        </p>
        <ul className="mt-3 grid gap-0.5 lg:mt-0">
          <li>
            <a href="#quick-start" className={linkClass}>
              Quick start
            </a>
          </li>
          {GUIDES.map((g) => (
            <li key={g.id}>
              <a href={`#${g.id}`} className={linkClass}>
                {g.title}
              </a>
            </li>
          ))}
          {groups.map((group) => (
            <li key={group.id} className="mt-3">
              <a href={`#${group.id}`} className={`${linkClass} font-semibold text-foreground`}>
                {group.name}
              </a>
              <ul className="grid gap-0.5 border-l border-border pl-3">
                {group.operations.map((op) => (
                  <li key={op.id}>
                    <a href={`#${op.id}`} className={`${linkClass} flex items-center gap-2`}>
                      <MethodBadge method={op.method} className="px-1 py-0 text-[10px]" />
                      <span className="min-w-0 truncate">{op.summary ?? op.path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
