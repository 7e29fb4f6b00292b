import type { ProviderStatus } from '@contract';
import type { Db } from '../../db/client.ts';
import { readAppStatesByPrefix } from '../../db/queries/live-data.ts';
import { readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';

const PREFIX = 'provider:';

/** What a provider's failure says on the status line and in the logs. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The provider failed in an unexpected way.';

/** What the jobs remember of each live provider, shared by every instance through the database. */
export interface ProviderHealth {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  problem: string | null;
  quota: { remaining: number | null; used: number | null } | null;
  /**
   * Why polling is held back on purpose, while it is ('paused: credits below reserve (400 left,
   * resets 1 Dec)'). Absent in rows written before it existed.
   */
  paused?: string | null;
}

const EMPTY: ProviderHealth = {
  lastSuccessAt: null,
  lastFailureAt: null,
  problem: null,
  quota: null,
  paused: null,
};

async function update(db: Db, name: string, change: (h: ProviderHealth) => ProviderHealth) {
  const current = (await readAppState<ProviderHealth>(db, PREFIX + name)) ?? EMPTY;
  await writeAppState(db, PREFIX + name, change(current));
}

export function recordSuccess(
  db: Db,
  name: string,
  at: Date,
  quota?: ProviderHealth['quota'],
): Promise<void> {
  return update(db, name, (h) => ({
    ...h,
    lastSuccessAt: at.toISOString(),
    problem: null,
    quota: quota ?? h.quota,
  }));
}

export function recordFailure(
  db: Db,
  name: string,
  at: Date,
  problem: string,
  quota?: ProviderHealth['quota'],
): Promise<void> {
  return update(db, name, (h) => ({
    ...h,
    lastFailureAt: at.toISOString(),
    problem,
    quota: quota ?? h.quota,
  }));
}

/**
 * Says polling is paused on purpose (`reason`), or no longer (null), and returns the reason it
 * was paused for before, so the caller logs a pause once. `answered`: the provider has just
 * answered well (the call that read the credits), so any earlier failure is over.
 */
export async function recordPause(
  db: Db,
  name: string,
  reason: string | null,
  options: { answered?: boolean; quota?: ProviderHealth['quota'] } = {},
): Promise<string | null> {
  const current = (await readAppState<ProviderHealth>(db, PREFIX + name)) ?? EMPTY;
  const was = current.paused ?? null;
  const next: ProviderHealth = {
    ...current,
    paused: reason,
    problem: options.answered ? null : current.problem,
    quota: options.quota ?? current.quota,
  };
  if (next.paused !== was || next.problem !== current.problem || options.quota) {
    await writeAppState(db, PREFIX + name, next);
  }
  return was;
}

/** A failure wins over a pause (it needs someone), a pause over the last success. */
function stateOf(health: ProviderHealth): ProviderStatus['state'] {
  if (health.problem !== null) return 'failing';
  if (health.paused) return 'paused';
  return health.lastSuccessAt !== null ? 'ok' : 'waiting';
}

export async function providerStatuses(db: Db): Promise<ProviderStatus[]> {
  const rows = await readAppStatesByPrefix<ProviderHealth>(db, PREFIX);
  return rows
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, value }) => {
      const state = stateOf(value);
      return {
        name: key,
        state,
        lastSuccessAt: value.lastSuccessAt,
        problem: state === 'paused' ? (value.paused ?? null) : value.problem,
        quota: value.quota,
      };
    });
}
