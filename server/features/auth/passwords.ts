import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email, Google-only account) it still runs one
 * argon2 verification against a throwaway hash, so the answer takes as long either way and the
 * timing does not reveal which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('strix-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
