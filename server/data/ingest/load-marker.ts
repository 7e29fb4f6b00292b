import type { Db } from '../../db/client.ts';
import { deleteAppState, readAppState, writeAppState } from '../../db/queries/sports-ingest.ts';

/**
 * Present while a load of the sports data runs. A load cut short (a stop during the first start,
 * a crash) leaves it behind, and the next start loads again; files already loaded are recognised
 * by their hash and skipped, so that run only adds what is missing.
 */
const KEY = 'sports_data_load_unfinished';

export const markLoadStarted = (db: Db) =>
  writeAppState(db, KEY, { startedAt: new Date().toISOString() });

export const markLoadFinished = (db: Db) => deleteAppState(db, KEY);

export const loadUnfinished = async (db: Db): Promise<boolean> =>
  (await readAppState(db, KEY)) !== undefined;
