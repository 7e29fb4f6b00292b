import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdownLite, plainText, splitByLead } from './markdown-lite.ts';

describe('inline Markdown', () => {
  it('reads `code` and **bold**, keeping code literal', () => {
    expect(parseInline('Send `Authorization: Bearer <key>` **now**.')).toEqual([
      { kind: 'text', text: 'Send ' },
      { kind: 'code', text: 'Authorization: Bearer <key>' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'now' }] },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('`**not bold**`')).toEqual([{ kind: 'code', text: '**not bold**' }]);
  });

  it('allows code inside bold', () => {
    expect(parseInline('**Use `limit`.**')).toEqual([
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'Use ' },
          { kind: 'code', text: 'limit' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('leaves unclosed markers and HTML as plain text', () => {
    expect(parseInline('2 ** 3 and `open')).toEqual([{ kind: 'text', text: '2 ** 3 and `open' }]);
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
  });
});

describe('blocks', () => {
  it('splits paragraphs on blank lines, joins wrapped lines and reads "- " lists', () => {
    const blocks = parseMarkdownLite('First line\nwraps.\n\n\n- one\n- `two`\r\n\r\nLast.');
    expect(blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line wraps.' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'code', text: 'two' }]],
      },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Last.' }] },
    ]);
    expect(parseMarkdownLite('  \n\n ')).toEqual([]);
  });

  it('takes out the paragraphs with a wanted bold lead, lead removed', () => {
    const blocks = parseMarkdownLite(
      'Intro.\n\n**Limits.** Each key has `RateLimit-Limit`.\n\n**The clock.** As of.\n\n**Limits.** Again.',
    );
    const { rest, byLead } = splitByLead(blocks, ['Limits', 'Errors']);
    expect(plainText(byLead.get('Limits') ?? [])).toBe('Each key has RateLimit-Limit.');
    expect(byLead.has('Errors')).toBe(false);
    // Unclaimed paragraphs keep their lead; a second paragraph with the same lead stays too.
    expect(rest.map((b) => (b.kind === 'paragraph' ? plainText(b.content) : ''))).toEqual([
      'Intro.',
      'The clock. As of.',
      'Limits. Again.',
    ]);
  });
});
