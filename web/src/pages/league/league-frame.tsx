import type { ReactNode } from 'react';
import { BackLink } from '../../components/layout/back-link.tsx';

/** The league page's column and its way back, around the page and its first screen alike. */
export function LeagueFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/today" className="mb-6">
        All predictions
      </BackLink>
      {children}
    </div>
  );
}
