import { API_KEY_PREFIX } from '@contract';
import { hashToken, newSecretToken } from '../auth/tokens.ts';

/** A new key: the secret (shown once), its hash (stored) and its last four characters. */
export function newApiKey(): { secret: string; hash: string; hint: string } {
  const secret = `${API_KEY_PREFIX}${newSecretToken()}`;
  return { secret, hash: hashToken(secret), hint: secret.slice(-4) };
}

/** Our keys are the prefix and 43 URL-safe characters. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export const isApiKeyShaped = (value: string): boolean => KEY_SHAPE.test(value);

/** How a key is shown after creation: the prefix and the last four characters. */
export const displayOf = (hint: string): string => `${API_KEY_PREFIX}…${hint}`;
