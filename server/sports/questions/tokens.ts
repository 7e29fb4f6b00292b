import { normalizeName } from '../../data/reference/normalize.ts';
import type { Token } from './team-directory.ts';

/** Words that join two teams; the first two say the first team is away ('A @ B', 'A at B'). */
export const AWAY_FIRST_SEPARATORS = new Set(['@', 'at']);
export const STRONG_SEPARATORS = new Set(['vs', 'versus', 'v', 'against', 'vrs', '@', 'x']);
export const WEAK_SEPARATORS = new Set(['at', '-']);

/**
 * Splits a question into normalised words, keeping '@' and a free-standing dash as their own
 * tokens (they separate teams) and remembering which words were written as codes or names:
 * in capitals ('KC') or as a letter's plural ('A's').
 */
export function tokenize(question: string): Token[] {
  const spaced = question
    .replace(/@/g, ' @ ')
    .replace(/\s[-–—]+\s/g, ' - ')
    .replace(/\bvs\.(?=\s|$)/gi, 'vs')
    .replace(/\?/g, ' ')
    // A possessive is the word itself: "Sunday's games", "Arsenal's next match". A letter's
    // plural is a team's name: "A's", "O's", "M's".
    .replace(/(\w\w)['’]s\b/gi, '$1');
  const tokens: Token[] = [];
  for (const piece of spaced.split(/\s+/)) {
    if (!piece) continue;
    if (piece === '@' || piece === '-') {
      tokens.push({ norm: piece, upper: false });
      continue;
    }
    const upper =
      (/[A-Z]/.test(piece) && piece === piece.toUpperCase() && piece.length <= 4) ||
      /^[a-z]['’]s\W*$/i.test(piece);
    for (const word of normalizeName(piece).split(' ')) {
      if (word) tokens.push({ norm: word, upper });
    }
  }
  return tokens;
}
