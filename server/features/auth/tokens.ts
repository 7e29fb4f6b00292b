import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes (256 bits), URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a secret: its SHA-256, hex. Secrets have full entropy, so no salt. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
