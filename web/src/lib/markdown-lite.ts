/**
 * The little Markdown the API document's texts use: paragraphs, "- " lists, **bold** and `code`.
 * Parsed into tokens that React renders as elements, so no text is ever treated as HTML.
 * Anything else (links, headings, stray asterisks) stays as the literal text it is.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] };

export type Block = { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; items: Inline[][] };

const LIST_ITEM = /^\s*[-*]\s+/;

/** Appends text, joining it to a text token before it. */
function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out.at(-1);
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

/** `code` spans first (their content is literal), then **bold** around whatever is left. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const tick = source.indexOf('`', i);
    const bold = source.indexOf('**', i);
    const next = [tick, bold].filter((n) => n >= 0);
    if (next.length === 0) break;
    const at = Math.min(...next);
    if (at === tick) {
      const end = source.indexOf('`', tick + 1);
      if (end < 0) break;
      pushText(out, source.slice(i, tick));
      out.push({ kind: 'code', text: source.slice(tick + 1, end) });
      i = end + 1;
    } else {
      const end = closingBold(source, bold + 2);
      if (end < 0 || end === bold + 2) {
        pushText(out, source.slice(i, bold + 2));
        i = bold + 2;
        continue;
      }
      pushText(out, source.slice(i, bold));
      out.push({ kind: 'strong', children: parseInline(source.slice(bold + 2, end)) });
      i = end + 2;
    }
  }
  pushText(out, source.slice(i));
  return out;
}

/** Where the ** that closes a bold run starts, skipping any inside `code`; -1 if none does. */
function closingBold(source: string, from: number): number {
  let i = from;
  while (i < source.length) {
    if (source[i] === '`') {
      const end = source.indexOf('`', i + 1);
      if (end < 0) return source.indexOf('**', i);
      i = end + 1;
    } else if (source.startsWith('**', i)) {
      return i;
    } else {
      i += 1;
    }
  }
  return -1;
}

/** Blocks split on blank lines; a block whose lines all start with "- " is a list. */
export function parseMarkdownLite(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n');
      if (lines.every((line) => LIST_ITEM.test(line))) {
        return {
          kind: 'list',
          items: lines.map((line) => parseInline(line.replace(LIST_ITEM, '').trim())),
        };
      }
      // A single line break inside a paragraph is a space, as in Markdown.
      return { kind: 'paragraph', content: parseInline(lines.map((l) => l.trim()).join(' ')) };
    });
}

/** The plain text of inline tokens. */
export function plainText(inlines: Inline[]): string {
  return inlines
    .map((token) => (token.kind === 'strong' ? plainText(token.children) : token.text))
    .join('');
}

/**
 * A paragraph that opens with a bold lead ("**Limits.** Each key…") is the document's text on
 * that subject. Splits them out by lead (without its full stop), the lead itself removed, so a
 * page can show each under its own heading; `rest` keeps every other block as it was.
 */
export function splitByLead(
  blocks: Block[],
  leads: readonly string[],
): { rest: Block[]; byLead: Map<string, Inline[]> } {
  const wanted = new Set(leads);
  const byLead = new Map<string, Inline[]>();
  const rest: Block[] = [];
  for (const block of blocks) {
    const first = block.kind === 'paragraph' ? block.content[0] : undefined;
    const lead = first?.kind === 'strong' ? plainText(first.children).replace(/[.:]\s*$/, '') : '';
    if (block.kind === 'paragraph' && wanted.has(lead) && !byLead.has(lead)) {
      const content = block.content.slice(1);
      const head = content[0];
      if (head?.kind === 'text') {
        content[0] = { kind: 'text', text: head.text.replace(/^\s+/, '') };
      }
      byLead.set(lead, content);
    } else {
      rest.push(block);
    }
  }
  return { rest, byLead };
}
