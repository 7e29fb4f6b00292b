import type { Block, Inline } from '../../lib/markdown-lite.ts';
import { parseMarkdownLite } from '../../lib/markdown-lite.ts';
import { cn } from '../../lib/utils.ts';

export const inlineCodeClass =
  'rounded bg-secondary px-1 py-0.5 font-mono text-[0.85em] text-foreground break-words';

/** Tokens as elements: text stays text (React escapes it), so nothing is read as HTML. */
export function InlineText({ inlines }: { inlines: Inline[] }) {
  return inlines.map((token, i) => {
    // Tokens never reorder; their position is a stable key.
    const key = `${token.kind}-${i}`;
    if (token.kind === 'code') {
      return (
        <code key={key} className={inlineCodeClass}>
          {token.text}
        </code>
      );
    }
    if (token.kind === 'strong') {
      return (
        <strong key={key} className="font-semibold text-foreground">
          <InlineText inlines={token.children} />
        </strong>
      );
    }
    return <span key={key}>{token.text}</span>;
  });
}

export function Blocks({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={cn('space-y-3 leading-7', className)}>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed text never reorders; its position is its identity.
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={j}>
                <InlineText inlines={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={i}>
            <InlineText inlines={block.content} />
          </p>
        ),
      )}
    </div>
  );
}

/** A Markdown-lite text from the API document (an operation's or a field's description). */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <Blocks blocks={parseMarkdownLite(source)} className={className} />;
}
