import { type ReactNode, useState } from 'react';
import type { FieldNode, SchemaShape } from '../../lib/openapi-doc.ts';
import { cn } from '../../lib/utils.ts';
import { Markdown } from './markdown.tsx';

const tagClass =
  'inline-flex items-center rounded-full border border-border px-2 py-0.5 text-[11px] font-medium leading-none text-muted-foreground';

/** A type as read: 'string | null' for a nullable one, with the enum's values after it. */
export function TypeLine({ shape, extra }: { shape: SchemaShape; extra?: string[] }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
      <code className="break-all font-mono text-xs text-primary">{shape.type}</code>
      {shape.nullable ? <span className={tagClass}>nullable</span> : null}
      {extra?.map((word) => (
        <span key={word} className={tagClass}>
          {word}
        </span>
      ))}
    </span>
  );
}

export function ShapeNotes({ shape }: { shape: SchemaShape }) {
  return (
    <>
      {shape.description ? (
        <Markdown source={shape.description} className="text-sm leading-6 text-muted-foreground" />
      ) : null}
      {shape.enumValues ? (
        <p className="text-sm leading-6 text-muted-foreground">
          One of:{' '}
          {shape.enumValues.map((value, i) => (
            <span key={value}>
              {i > 0 ? ', ' : null}
              <code className="break-words font-mono text-xs text-foreground">{value}</code>
            </span>
          ))}
        </p>
      ) : null}
      {shape.defaultValue !== undefined ? (
        <p className="text-sm text-muted-foreground">
          Default: <code className="font-mono text-xs text-foreground">{shape.defaultValue}</code>
        </p>
      ) : null}
    </>
  );
}

/** 'League · 4 fields' for a named object (or a list or map of one); '2 fields' otherwise. */
function fieldsLabel(field: FieldNode): string {
  const count = field.fields?.length ?? 0;
  const fields = `${count} ${count === 1 ? 'field' : 'fields'}`;
  const name = field.type.replace(/^map of /, '').replace(/\[\]$/, '');
  return /^[A-Z][A-Za-z0-9]*$/.test(name) ? `${name} · ${fields}` : fields;
}

/**
 * A nested object, folded. Its fields are rendered only once opened: the answers nest deeply
 * (a prediction holds a match holding teams…), and rendering every level up front made the page
 * several thousand elements long and slow to start on a phone.
 */
function Fold({
  summary,
  defaultOpen,
  children,
}: {
  summary: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="mt-1">
      <summary className="w-fit cursor-pointer rounded text-sm font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {summary}
      </summary>
      {open ? children : null}
    </details>
  );
}

function Field({ field, depth }: { field: FieldNode; depth: number }) {
  return (
    <li className="grid min-w-0 gap-1 py-3">
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="break-all font-mono text-sm font-semibold text-foreground">
          {field.name}
        </code>
        <TypeLine shape={field} extra={field.required ? undefined : ['optional']} />
      </div>
      <ShapeNotes shape={field} />
      {field.fields ? (
        // The first level under the answer is open: it is what most readers came for.
        <Fold summary={fieldsLabel(field)} defaultOpen={depth === 0}>
          <FieldList fields={field.fields} depth={depth + 1} />
        </Fold>
      ) : null}
    </li>
  );
}

/** An object's fields as a tree; nested objects fold away in <details>. */
export function FieldList({ fields, depth = 0 }: { fields: FieldNode[]; depth?: number }) {
  return (
    <ul
      className={cn(
        'min-w-0 divide-y divide-border',
        depth > 0 && 'mt-1 border-l border-border pl-3 sm:pl-4',
      )}
    >
      {fields.map((field) => (
        <Field key={field.name} field={field} depth={depth} />
      ))}
    </ul>
  );
}
