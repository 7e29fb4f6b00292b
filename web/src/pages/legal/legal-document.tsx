import { type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/utils.ts';

/** The one address for privacy and legal questions. */
export const CONTACT = 'privacy@strix.app';

export const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 decoration-primary/40 hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** One entry of a document's numbered table of contents. */
export interface SectionEntry<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
}

type SectionProps<Id extends string> = { children: ReactNode } & (
  | { id: Id; title: string; sections?: never }
  /** Numbered: the title and number come from the document's list of sections. */
  | { id: NoInfer<Id>; sections: readonly SectionEntry<Id>[]; title?: never }
);

/** A titled part of the document; linkable by id, named by its heading. */
export function Section<Id extends string>(props: SectionProps<Id>) {
  const { id, children } = props;
  const index = props.sections ? props.sections.findIndex((s) => s.id === id) : -1;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12 scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight text-foreground">
        {props.sections ? (
          <>
            <span className="mr-2 text-primary tabular-nums">{index + 1}.</span>
            {props.sections[index]?.title}
          </>
        ) : (
          props.title
        )}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-muted-foreground">{children}</div>
    </section>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-semibold text-foreground">{children}</h3>;
}

export function List({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <ul className={cn('list-disc space-y-2 pl-6 marker:text-muted-foreground/60', className)}>
      {children}
    </ul>
  );
}

export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-foreground">{children}</strong>;
}

export function MailLink() {
  return (
    <a href={`mailto:${CONTACT}`} className={linkClass}>
      {CONTACT}
    </a>
  );
}

function Contents({ sections }: { sections: readonly SectionEntry[] }) {
  return (
    <nav aria-label="On this page" className="mt-8 rounded-lg border border-border bg-card p-5">
      <p className="text-sm font-semibold text-card-foreground">On this page</p>
      <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className={linkClass}>
              {i + 1}. {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of a legal or transparency page: tab title, header (with an optional illustration
 * beside it), an optional table of contents, then the page's sections.
 */
export function LegalDocument({
  eyebrow,
  title,
  effectiveDate,
  intro,
  illustration,
  contents,
  children,
}: {
  eyebrow: string;
  title: string;
  effectiveDate?: string;
  intro: ReactNode;
  illustration?: ReactNode;
  contents?: readonly SectionEntry[];
  children: ReactNode;
}) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Strix`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const heading = (
    <>
      <p className="text-sm font-medium uppercase tracking-wider text-primary">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {effectiveDate ? (
        <p className="mt-3 text-sm text-muted-foreground">{`Effective date: ${effectiveDate}`}</p>
      ) : null}
      <p className="mt-6 leading-7 text-muted-foreground">{intro}</p>
    </>
  );

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-foreground">
      {illustration ? (
        <header className="flex items-start gap-6 border-b border-border pb-8">
          <div className="min-w-0 flex-1">{heading}</div>
          {illustration}
        </header>
      ) : (
        <header className="border-b border-border pb-8">{heading}</header>
      )}
      {contents ? <Contents sections={contents} /> : null}
      {children}
    </article>
  );
}
