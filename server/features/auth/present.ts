import type { User } from '@contract';
import type { UserRow } from '../../db/queries/users.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    provider: row.provider,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.passwordUpdatedAt?.toISOString() ?? null,
  };
}
