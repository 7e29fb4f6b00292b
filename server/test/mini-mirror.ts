import { fileURLToPath } from 'node:url';

/** Real rows from the mirror (EPL 2024/25 to February, NBA around January 2025, NFL 2024). */
export const MINI_MIRROR = fileURLToPath(
  new URL('../../e2e/fixtures/sports-mini', import.meta.url),
);
