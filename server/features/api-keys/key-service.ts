import {
  API_KEY_MESSAGES,
  API_KEYS_PER_ACCOUNT,
  type ApiKeyListResponse,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@contract';
import type { AppContext } from '../../app-context.ts';
import {
  type ApiKeyRow,
  findAccountPlan,
  insertApiKey,
  listApiKeys,
  renameApiKey,
  revokeApiKey,
} from '../../db/queries/api-keys.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { denialForOwner, planAccess } from './access.ts';
import { displayOf, newApiKey } from './key-format.ts';

const summaryOf = (row: ApiKeyRow, usage = { today: 0, month: 0 }): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  display: displayOf(row.hint),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  usage,
});

/** A changed key as the list shows it: its real usage, not zeros no count produced. */
async function withUsage(ctx: AppContext, user: UserRow, row: ApiKeyRow): Promise<ApiKeySummary> {
  const listed = (await listApiKeys(ctx.db, user.id, ctx.clock.now())).find((k) => k.id === row.id);
  return summaryOf(row, listed ? { today: listed.today, month: listed.month } : undefined);
}

/** Settings → API access: whether keys work for this account, the limits, and every key. */
export async function listKeys(ctx: AppContext, user: UserRow): Promise<ApiKeyListResponse> {
  const now = ctx.clock.now();
  const access = planAccess(await findAccountPlan(ctx.db, user.id), now);
  const keys = await listApiKeys(ctx.db, user.id, now);
  return {
    enabled: access.ok,
    reason: access.ok ? null : denialForOwner(access),
    limits: ctx.config.apiLimits,
    keys: keys.map((k) => summaryOf(k, { today: k.today, month: k.month })),
  };
}

/** Creates a key for a Premium subscriber; the secret is in this answer and nowhere else. */
export async function createKey(
  ctx: AppContext,
  user: UserRow,
  name: string,
): Promise<CreatedApiKey> {
  const now = ctx.clock.now();
  const access = planAccess(await findAccountPlan(ctx.db, user.id), now);
  if (!access.ok) throw forbidden(API_KEY_MESSAGES.premiumOnly);
  const key = newApiKey();
  const row = await insertApiKey(
    ctx.db,
    { userId: user.id, name, keyHash: key.hash, hint: key.hint, now },
    API_KEYS_PER_ACCOUNT,
  );
  if (row === 'too-many') throw conflict(API_KEY_MESSAGES.tooMany);
  if (row === 'no-user') throw notFound(API_KEY_MESSAGES.notFound);
  return { key: summaryOf(row), secret: key.secret };
}

export async function renameKey(
  ctx: AppContext,
  user: UserRow,
  id: string,
  name: string,
): Promise<ApiKeySummary> {
  const row = await renameApiKey(ctx.db, user.id, id, name);
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return withUsage(ctx, user, row);
}

/** Revokes at once: the next request with the key, on any instance, gets a 401. */
export async function revokeKey(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<ApiKeySummary> {
  const row = await revokeApiKey(ctx.db, user.id, id, ctx.clock.now());
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return withUsage(ctx, user, row);
}
