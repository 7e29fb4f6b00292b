/**
 * Market consensus: each bookmaker's prices de-vigged on their own (margins differ between
 * books, so raw prices should not be pooled), then the fair probabilities averaged.
 */
import { type DevigMethod, devig } from './devig.ts';
import { isValidPrice, sum } from './odds.ts';

export interface Consensus {
  probabilities: number[];
  /** How many books went into the average. */
  books: number;
}

/**
 * Books are rows of decimal prices in the same outcome order. A book with a missing, invalid
 * or extra price is skipped rather than patched, because a partial book has no defined margin.
 * The outcome count is taken from `outcomes` or, if omitted, the longest book. Returns null
 * when no book is complete.
 */
export function consensus(
  books: ReadonlyArray<ReadonlyArray<number | null | undefined>>,
  method: DevigMethod,
  outcomes?: number,
): Consensus | null {
  const width = outcomes ?? Math.max(0, ...books.map((book) => book.length));
  if (width < 2) return null;
  const totals = new Array<number>(width).fill(0);
  let count = 0;
  for (const book of books) {
    if (!isCompleteBook(book, width)) continue;
    const fair = devig(book, method);
    for (let i = 0; i < width; i++) totals[i]! += fair[i]!;
    count++;
  }
  if (count === 0) return null;
  // Each book's row sums to 1, so the mean does too up to rounding; renormalise to make it exact.
  const total = sum(totals);
  return { probabilities: totals.map((t) => t / total), books: count };
}

function isCompleteBook(
  book: ReadonlyArray<number | null | undefined>,
  width: number,
): book is number[] {
  return (
    book.length === width && book.every((price) => typeof price === 'number' && isValidPrice(price))
  );
}
