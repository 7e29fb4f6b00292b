import type { ReactNode } from 'react';

/** The home screen's column, shared by the page and its first screen so neither moves the other. */
export function HomeFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 pt-8 pb-4 sm:px-6 sm:pt-14">{children}</div>;
}
