import { decode } from 'html-entities';
import { normalizeName } from '../reference/normalize.ts';
import type { TeamTerms } from './types.ts';

/** Tags that separate words; any other tag (b, a, span…) sits inside a word's flow. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|figure|figcaption|img|iframe|video|audio|pre)\b[^>]*>/gi;

/** Feed HTML as plain text: no tags, scripts or comments, entities decoded, single spaces. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decode(withoutTags, { level: 'html5' }).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > max - 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Text in the form team names are looked for in: normalised like team names (lower case, no
 * accents or punctuation) and padded with spaces, so a whole-word test is a substring test. A
 * possessive's "'s" goes first: "Arsenal's" is about Arsenal (names keep other apostrophes:
 * "Nott'm").
 */
export function searchableText(...parts: string[]): string {
  return ` ${normalizeName(parts.join(' ').replace(/(\p{L})['’]s\b/gu, '$1'))} `;
}

/**
 * The normalised names a team is looked for by. Names under three letters ("LA", "FC") would
 * match unrelated articles, so they are left out.
 */
export function searchTerms(team: TeamTerms): string[] {
  const terms = new Set<string>();
  for (const name of [team.name, ...team.aliases]) {
    const term = normalizeName(name);
    if (term.replace(/ /g, '').length >= 3) terms.add(term);
  }
  return [...terms];
}

/** Whether normalised, padded text names any of the terms as whole words. */
export function mentionsAny(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => text.includes(` ${term} `));
}
