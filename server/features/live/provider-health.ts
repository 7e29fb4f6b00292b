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
}

const EMPTY: ProviderHealth = {
  lastSuccessAt: null,
  lastFailureAt: null,
  problem: null,
  quota: null,
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

export async function providerStatuses(db: Db): Promise<ProviderStatus[]> {
  const rows = await readAppStatesByPrefix<ProviderHealth>(db, PREFIX);
  return rows
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, value }) => ({
      name: key,
      state: value.problem !== null ? 'failing' : value.lastSuccessAt !== null ? 'ok' : 'waiting',
      lastSuccessAt: value.lastSuccessAt,
      problem: value.problem,
      quota: value.quota,
    }));
}
