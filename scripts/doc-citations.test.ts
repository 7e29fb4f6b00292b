/**
 * Comments point a reader at the place that explains them: a file in docs/ (by heading anchor,
 * `docs/models.md#value-bets`, or by heading text, `docs/models.md "Value bets"`) or the product
 * spec by a section's name. The spec's sections are named, never numbered, so a "§" followed by a
 * number is a citation nobody can follow unless an outside document it numbers (an RFC, a dated
 * paper, a league's regulations) is named right before it. A docs file or heading that does not
 * exist is the same dead end; this test lists each one as file:line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = ['contract', 'engine', 'server', 'web/src', 'scripts', 'bench', 'e2e'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'migrations']);
const SELF = 'scripts/doc-citations.test.ts';

/** What may stand right before a "§" and its number: the outside document that numbers it. */
const OUTSIDE_DOCUMENT = /(?:\bRFC \d+|\b\d{4},|\bSpielordnung)\s*$/;

/**
 * A docs citation: the file, then an anchor, or a heading in quotes (after a space or ", "). A
 * quoted heading may wrap onto the next comment line.
 */
const DOCS_CITATION =
  /(?<![\w/.-])docs\/([\w.-]+\.md)(?:#([\w-]+)|,? (?:"([^"\n]+(?:\n\s*(?:\*|\/\/)\s*[^"\n]+)?)"|'([^'\n]+(?:\n\s*(?:\*|\/\/)\s*[^'\n]+)?)'))?/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped (not hyphens), spaces → '-'. */
function githubAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file's headings get, repeats numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = githubAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

const checkedFiles = () => SOURCE_ROOTS.flatMap(sourceFiles).filter((file) => file !== SELF);

/** "file:line: text" for each line with a numbered section no outside document claims. */
function numberedSections(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const unclaimed = [...line.matchAll(/§\s*\d/g)].some(
      (match) => !OUTSIDE_DOCUMENT.test(line.slice(0, match.index)),
    );
    return unclaimed ? [`${file}:${index + 1}: ${line.trim()}`] : [];
  });
}

const docsAnchors = new Map<string, Set<string> | null>();
function anchorsOfDoc(name: string): Set<string> | null {
  if (!docsAnchors.has(name)) {
    const file = path.join(ROOT, 'docs', name);
    docsAnchors.set(name, existsSync(file) ? anchorsOf(readFileSync(file, 'utf8')) : null);
  }
  return docsAnchors.get(name) ?? null;
}

/** "file:line: problem" for each docs citation whose file or heading is not there. */
function deadDocsCitations(file: string, text: string): string[] {
  return [...text.matchAll(DOCS_CITATION)].flatMap((match) => {
    const [cited, name = '', anchor, doubleQuoted, singleQuoted] = match;
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${file}:${line}: ${cited.replace(/\s*\n\s*(?:\*|\/\/)\s*/g, ' ')}`;
    const anchors = anchorsOfDoc(name);
    if (!anchors) return [`${where} (no such file in docs/)`];
    const heading = doubleQuoted ?? singleQuoted;
    const wanted =
      anchor ?? (heading ? githubAnchor(heading.replace(/\s*\n\s*(?:\*|\/\/)\s*/g, ' ')) : null);
    return wanted === null || anchors.has(wanted) ? [] : [`${where} (no such heading)`];
  });
}

describe('doc citations', () => {
  it('computes anchors the way GitHub does', () => {
    expect(githubAnchor('Going live')).toBe('going-live');
    expect(githubAnchor('Operations: running, deploying, scaling')).toBe(
      'operations-running-deploying-scaling',
    );
    expect(githubAnchor('The `knownAt` rule (and why)')).toBe('the-knownat-rule-and-why');
    expect([...anchorsOf('# A\n## Setup\n```sh\n# not a heading\n```\n### Setup\n')]).toEqual([
      'a',
      'setup',
      'setup-1',
    ]);
  });

  it('tells a spec section number from an outside document’s', () => {
    expect(
      numberedSections('f.ts', ' * as the spec says (§4, §8).\n * RFC 9110 §13.1 wins'),
    ).toEqual(['f.ts:1: * as the spec says (§4, §8).']);
    expect(numberedSections('f.ts', ' * (Dixon & Coles 1997, §4.5); DFL Spielordnung §5')).toEqual(
      [],
    );
  });

  it('finds a dead docs file, anchor or quoted heading, also one wrapped over two lines', () => {
    const text = [
      '/** docs/models.md#value-bets and docs/models.md "Value bets" are there; docs/nope.md is not.',
      ' * docs/data.md "Going',
      " * live\" is there; docs/data.md#gone and docs/data.md, 'Nowhere' are not. */",
    ].join('\n');
    expect(deadDocsCitations('f.ts', text)).toEqual([
      'f.ts:1: docs/nope.md (no such file in docs/)',
      'f.ts:3: docs/data.md#gone (no such heading)',
      "f.ts:3: docs/data.md, 'Nowhere' (no such heading)",
    ]);
  });

  it('has no numbered spec section and no dead docs citation in the code', () => {
    const problems = checkedFiles().flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return [...numberedSections(file, text), ...deadDocsCitations(file, text)];
    });
    expect(problems).toEqual([]);
  });
});
