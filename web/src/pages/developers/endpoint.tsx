import type { OperationDoc, ParameterDoc } from '../../lib/openapi-operations.ts';
import { cn } from '../../lib/utils.ts';
import { FieldList, ShapeNotes, TypeLine } from './field-list.tsx';
import { Markdown } from './markdown.tsx';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'border-success/40 bg-success/15 text-success',
  POST: 'border-primary/40 bg-primary/15 text-primary',
  DELETE: 'border-destructive/40 bg-destructive/15 text-destructive',
};

export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-md border px-1.5 py-0.5 font-mono text-xs font-bold',
        METHOD_COLOURS[method] ?? 'border-border bg-secondary text-secondary-foreground',
        className,
      )}
    >
      {method}
    </span>
  );
}

function Subheading({ children }: { children: string }) {
  return (
    <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-foreground/80">
      {children}
    </h4>
  );
}

function Parameters({ parameters }: { parameters: ParameterDoc[] }) {
  return (
    <ul className="min-w-0 divide-y divide-border">
      {parameters.map((p) => (
        <li key={`${p.in}:${p.name}`} className="grid min-w-0 gap-1 py-3">
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="break-all font-mono text-sm font-semibold text-foreground">
              {p.name}
            </code>
            <TypeLine shape={p} extra={[p.in, p.required ? 'required' : 'optional']} />
          </div>
          <ShapeNotes shape={p} />
        </li>
      ))}
    </ul>
  );
}

/** The generator's placeholder for an undescribed answer says nothing to a reader. */
const saysSomething = (text: string | undefined) => text && text !== 'Default Response';

/** One path and method: what it answers, what it takes, the fields of its answer. */
export function Endpoint({ op }: { op: OperationDoc }) {
  const fields = op.success?.shape?.fields;
  return (
    <article
      id={op.id}
      aria-labelledby={`${op.id}-heading`}
      // Off-screen endpoints skip layout and paint until scrolled near: the reference is long.
      // Only a height is held: a held width (contain-intrinsic-size) widens the page's column
      // past a phone's screen until the part is drawn.
      className="grid min-w-0 scroll-mt-24 gap-4 rounded-2xl border border-border bg-card p-4 [contain-intrinsic-height:auto_900px] [content-visibility:auto] sm:p-6"
    >
      <header className="grid min-w-0 gap-2">
        <h3 id={`${op.id}-heading`} className="text-lg font-semibold tracking-tight">
          {op.summary ?? `${op.method} ${op.path}`}
          {op.deprecated ? <span className="ml-2 text-sm text-warning">(deprecated)</span> : null}
        </h3>
        <p className="flex min-w-0 items-start gap-2">
          <MethodBadge method={op.method} />
          <code
            className="min-w-0 break-all font-mono text-sm text-foreground"
            data-testid="endpoint-path"
          >
            {op.path}
          </code>
        </p>
      </header>
      {op.description ? (
        <Markdown source={op.description} className="text-muted-foreground" />
      ) : null}
      {op.parameters.length > 0 ? (
        <div className="grid min-w-0 gap-1">
          <Subheading>Parameters</Subheading>
          <Parameters parameters={op.parameters} />
        </div>
      ) : null}
      {op.success ? (
        <div className="grid min-w-0 gap-1">
          <Subheading>{`Response ${op.success.status}`}</Subheading>
          {saysSomething(op.success.description) ? (
            <Markdown
              source={op.success.description ?? ''}
              className="text-sm text-muted-foreground"
            />
          ) : null}
          {fields ? (
            <FieldList fields={fields} />
          ) : op.success.shape ? (
            <TypeLine shape={op.success.shape} />
          ) : (
            <p className="text-sm text-muted-foreground">No body.</p>
          )}
        </div>
      ) : null}
      {op.otherResponses.length > 0 ? (
        <div className="grid min-w-0 gap-2">
          <Subheading>Other answers</Subheading>
          <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
            {op.otherResponses.map((r) => (
              <div key={r.status} className="contents">
                <dt className="font-mono font-semibold text-foreground">{r.status}</dt>
                <dd className="text-muted-foreground">{r.description ?? ''}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </article>
  );
}
