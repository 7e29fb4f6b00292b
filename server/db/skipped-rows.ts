import type { Db } from './client.ts';

/** A row a batch could not process: `id` names it ('bet:<uuid>'); `reason` is for the log only. */
export interface SkippedRow {
  id: string;
  reason: string;
}

/**
 * The rows a batch job skipped because they failed, so that one bad row never stops the rest of
 * the batch (nor every later run). Collected through one run; the scheduler logs them and records
 * how many and which in `job_runs`, which /ready shows. The rows stay as they were, so the next
 * run tries them again.
 */
export class SkippedRows {
  readonly rows: SkippedRow[] = [];
  readonly #ids = new Set<string>();

  add(kind: string, id: string, error: unknown): void {
    const key = `${kind}:${id}`;
    if (this.#ids.has(key)) return;
    this.#ids.add(key);
    this.rows.push({ id: key, reason: error instanceof Error ? error.message : String(error) });
  }

  /** The ids of one kind skipped so far: the next batch's query leaves them out. */
  idsOf(kind: string): string[] {
    const prefix = `${kind}:`;
    return this.rows.filter((r) => r.id.startsWith(prefix)).map((r) => r.id.slice(prefix.length));
  }
}

/** `work` for each item; an item whose work throws is recorded in `skipped` and left out. */
export function mapOrSkip<T extends { id: string }, R>(
  kind: string,
  items: readonly T[],
  work: (item: T) => R,
  skipped: SkippedRows,
): R[] {
  const done: R[] = [];
  for (const item of items) {
    try {
      done.push(work(item));
    } catch (error) {
      skipped.add(kind, item.id, error);
    }
  }
  return done;
}

/**
 * Writes a batch in one statement; if the database refuses it, writes the rows one at a time and
 * records those it refuses in `skipped`. Each attempt runs in its own savepoint (a transaction
 * when `db` is not one), so a refused statement leaves the caller's transaction usable and the
 * other rows written. Returns how many rows `write` reported written.
 */
export async function writeOrSkip<T extends { id: string }>(
  db: Db,
  kind: string,
  items: readonly T[],
  write: (db: Db, items: readonly T[]) => Promise<number>,
  skipped: SkippedRows,
): Promise<number> {
  if (items.length === 0) return 0;
  const attempt = (some: readonly T[]) => db.transaction((tx) => write(tx as unknown as Db, some));
  if (items.length > 1) {
    try {
      return await attempt(items);
    } catch {
      // Some row in it is refused: find which, one at a time.
    }
  }
  let written = 0;
  for (const item of items) {
    try {
      written += await attempt([item]);
    } catch (error) {
      skipped.add(kind, item.id, error);
    }
  }
  return written;
}
