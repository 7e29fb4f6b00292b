/**
 * PostgreSQL's answer to a row that names a person who no longer exists: a foreign-key violation
 * (SQLSTATE 23503) on one of the `*_users_id_fk` constraints. It happens when a write (a vote, a
 * bet, a profile edit) races the deletion of its author's account: the request was authorised a
 * moment before the account went. Drivers wrap the error differently (node-postgres puts it on
 * the error, drizzle on its `cause`), so the chain is walked.
 */
export function isMissingUserReference(error: unknown): boolean {
  return violates(
    error,
    '23503',
    (constraint) => typeof constraint === 'string' && constraint.endsWith('_users_id_fk'),
  );
}

/** A unique violation (SQLSTATE 23505) of the named index, however the driver wrapped it. */
export function isUniqueViolationOf(error: unknown, index: string): boolean {
  return violates(error, '23505', (constraint) => constraint === index);
}

function violates(error: unknown, code: string, named: (constraint: unknown) => boolean) {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code && named(candidate.constraint)) return true;
    current = candidate.cause;
  }
  return false;
}
