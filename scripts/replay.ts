// `npm run replay -- --to <date>`: moves the replay clock forward to <date> and reports the
// matches that were played in between (their results become visible), then settles the
// predictions made on them and the bets people recorded on them.
//
// On the embedded database a running server owns the folder, so the script asks that server to
// do it (a loopback-only route, with the token in the folder's lock file) and the app shows the
// new date at once. With no server running, or on PostgreSQL, it opens the database itself.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ReplayResponse } from '../contract/index.ts';
import { loadConfig } from '../server/config/config.ts';
import { connectPostgres, openPglite } from '../server/db/client.ts';
import { FolderInUseError } from '../server/db/folder-lock.ts';
import {
  REPLAY_CONTROL_PATH,
  REPLAY_TOKEN_HEADER,
} from '../server/features/clock/replay-control.ts';
import { replayReport, runReplay } from '../server/features/clock/replay-run.ts';
import { systemClock } from '../server/lib/clock.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run replay -- --to 2025-02-01');
  process.exit(1);
}
const to = values.to;
const config = loadConfig();

async function replayHere(): Promise<ReplayResponse> {
  const database = config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : await openPglite(resolve(config.dataDir, 'pglite'));
  try {
    await database.migrate();
    return await runReplay({ db: database.db, config, clock: systemClock }, new Date(to), (row) =>
      console.error(`  skipped ${row.id}: ${row.reason}`),
    );
  } finally {
    await database.close();
  }
}

/** The folder's owner moves the clock; one still starting (or a data load) is waited for by no one. */
async function replayInOwner(busy: FolderInUseError): Promise<ReplayResponse> {
  const { owner } = busy;
  if (!owner.controlUrl) throw busy;
  console.log(
    `The database is held by the server (pid ${owner.pid}): asking it to move its clock.`,
  );
  const response = await fetch(`${owner.controlUrl}${REPLAY_CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REPLAY_TOKEN_HEADER]: owner.token },
    body: JSON.stringify({ to }),
  });
  const body = (await response.json()) as ReplayResponse & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return body;
}

try {
  let result: ReplayResponse;
  try {
    result = await replayHere();
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    result = await replayInOwner(error);
  }
  for (const line of replayReport(result)) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
