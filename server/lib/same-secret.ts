import { createHash, timingSafeEqual } from 'node:crypto';

/** Compared as digests, so neither the length nor the content leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
