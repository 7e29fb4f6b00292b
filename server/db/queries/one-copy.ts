/**
 * Texts that many rows repeat (a row's source file with its notice, a season's label) kept as
 * one string each. Every row read from the database carries its own copy of each text column,
 * and the models hold such rows by the hundred thousand: MLB's games and starters since 2010
 * carried a 200-character Retrosheet notice per database row; keeping one copy saved 22 of the
 * 89 MB its games, starters and closing prices took (docs/performance.md "Memory").
 */
const kept = new Map<string, string>();
/** Distinct texts kept at most: sources and labels number in the hundreds. */
const MAX_KEPT = 10_000;

export function oneCopy(text: string): string {
  const known = kept.get(text);
  if (known !== undefined) return known;
  if (kept.size < MAX_KEPT) kept.set(text, text);
  return text;
}
