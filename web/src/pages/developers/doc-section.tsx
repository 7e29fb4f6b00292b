import type { ReactNode } from 'react';
import type { Inline } from '../../lib/markdown-lite.ts';
import { InlineText } from './markdown.tsx';

/** A titled part of the page, linkable by id (the contents list points at it). */
export function DocSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid min-w-0 scroll-mt-24 gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The API document's own paragraph on a subject, when it has one. */
export function DocParagraph({ inlines }: { inlines: Inline[] | undefined }) {
  if (!inlines?.length) return null;
  return (
    <p className="leading-7 text-muted-foreground">
      <InlineText inlines={inlines} />
    </p>
  );
}
