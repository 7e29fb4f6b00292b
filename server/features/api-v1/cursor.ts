import { badRequest } from '../../lib/http-error.ts';

/** Where a list is sorted: compared element by element, ascending. */
export type SortKey = readonly (string | number)[];

/** The 400's sentence for a cursor this API did not give out. */
export const INVALID_CURSOR =
  'cursor is not one this API gave out: pass nextCursor from the previous page unchanged.';

export const encodeCursor = (key: SortKey): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (
    !Array.isArray(key) ||
    key.length === 0 ||
    key.length > 8 ||
    !key.every((part) => typeof part === 'string' || typeof part === 'number')
  ) {
    throw badRequest(INVALID_CURSOR);
  }
  return key;
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/**
 * One page of `items` in the order of `keyOf` (which must tell every item apart): those after
 * the cursor's position, at most `limit`. A cursor is a position, not an offset, so a list that
 * gains or loses items between pages (the clock moved) neither repeats nor skips the rest.
 */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => SortKey,
  limit: number,
  cursor: string | undefined,
): { data: T[]; nextCursor: string | null } {
  const sorted = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rest = after ? sorted.filter((item) => compareKeys(keyOf(item), after) > 0) : sorted;
  const data = rest.slice(0, limit);
  const last = data.at(-1);
  return {
    data,
    nextCursor: rest.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
