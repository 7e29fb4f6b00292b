import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { LOGS_DIR, SECRETS_FILE } from './secrets.ts';
import { TEMPLATES_DIR } from './server.ts';

/**
 * Vitest global setup: the browser tests drive the built app, so build what is missing or stale.
 * The servers' logs and the secrets of an earlier run are cleared: the log scan that ends this run
 * (log-scan.e2e.ts) must judge this run's logs against this run's secrets.
 */
export default async function ensureBuild() {
  rmSync(LOGS_DIR, { recursive: true, force: true });
  rmSync(SECRETS_FILE, { force: true });
  // Data folders made by the last build's server: this run makes its own (server.ts).
  rmSync(TEMPLATES_DIR, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ['scripts/ensure-build.mjs']);
}
