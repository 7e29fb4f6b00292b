import type { ConfirmationNeeded } from '@contract';
import { ApiError } from './client.ts';

/**
 * The sentence of a 409 that the same request with `confirm: true` gets past (a price far from
 * the market, the same bet twice in a minute); null for any other failure.
 */
export function confirmationOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<ConfirmationNeeded> | undefined;
  return body?.needsConfirmation === true && typeof body.error === 'string' ? body.error : null;
}
