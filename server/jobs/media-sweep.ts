import type { AppContext } from '../app-context.ts';
import { referencedMediaPaths } from '../db/queries/media.ts';
import type { MediaKind, StoredMedia } from '../lib/media.ts';
import { scheduleJob } from './schedule.ts';

/**
 * A file younger than this is never removed: a request may have written it and not yet committed
 * the row that points to it (an avatar is stored before its row is inserted).
 */
export const MEDIA_SWEEP_GRACE_MS = 60 * 60 * 1000;
/** Files checked against the database per query: a large folder is never held at once. */
const BATCH = 500;

export type MediaSweepResult = Record<MediaKind, number> & { removed: number };

/**
 * Removes stored images no row points to (orphans of a crash between writing a file and
 * committing its row, or of a deletion whose file could not be removed at the time).
 *
 * Safe beside requests in flight: only files older than the grace period are candidates, and
 * each batch's references are read after that batch was listed, so a row committed meanwhile
 * protects its file. Safe beside another sweep (two instances whose runs overlap): removing a
 * file twice is harmless and counted once, so no lock is held over the folder's walk.
 */
export async function runMediaSweep(
  ctx: Pick<AppContext, 'db' | 'media' | 'metrics'>,
  options: { now?: Date; graceMs?: number } = {},
): Promise<MediaSweepResult> {
  // File times are the wall clock's, whatever the app's (replay) clock says.
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? MEDIA_SWEEP_GRACE_MS);
  const result: MediaSweepResult = { removed: 0, profiles: 0, avatars: 0, shares: 0 };
  let batch: StoredMedia[] = [];
  const flush = async () => {
    const referenced = await referencedMediaPaths(
      ctx.db,
      batch.map((file) => file.path),
    );
    for (const file of batch) {
      if (referenced.has(file.path) || !(await ctx.media.delete(file.path))) continue;
      result[file.kind] += 1;
      result.removed += 1;
      ctx.metrics.mediaFilesRemoved.inc({ kind: file.kind });
    }
    batch = [];
  };
  for await (const file of ctx.media.list()) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}

/** Hourly by default, once per period across the fleet (MEDIA_SWEEP_EVERY_SECONDS). */
export function scheduleMediaSweep(ctx: AppContext): () => Promise<void> {
  return scheduleJob(ctx, {
    name: 'media-sweep',
    everyMs: ctx.config.jobs.mediaSweepEveryMs,
    run: () => runMediaSweep(ctx),
    report: (swept) => {
      if (swept.removed) ctx.log.info({ swept }, 'orphaned media files removed');
    },
  });
}
