import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Vitest global setup: the browser tests drive the built app, so build what is missing or stale. */
export default async function ensureBuild() {
  await promisify(execFile)(process.execPath, ['scripts/ensure-build.mjs']);
}
