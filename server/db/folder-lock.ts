import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';

/**
 * PGlite is PostgreSQL compiled to WASM inside one process: two processes opening the same folder
 * each keep their own copy of the database in memory and overwrite each other's files, which
 * leaves a folder neither can open again. So a data folder has one owner, recorded in a lock file
 * beside it (`<folder>.lock`) that names the process holding it.
 */
export interface FolderOwner {
  pid: number;
  /** How the owner was started, for the message a second opener gets. */
  command: string;
  host: string;
  /** Linux: the kernel's boot id and the process's start tick, so a reused pid is not taken for the owner. */
  bootId?: string;
  startTick?: string;
  since: string;
  /** A secret only the owner and readers of the (0600) file know: the ingest handoff and replay use it. */
  token: string;
  /** Where the owner takes a clock move (`npm run replay`), once it serves: a loopback URL. */
  controlUrl?: string;
}

export interface FolderLock {
  readonly path: string;
  readonly owner: FolderOwner;
  /** The owner of a lock found left behind (its process gone) and taken over. */
  readonly replaced?: FolderOwner;
  /** Records where the owner takes clock moves (the server, once listening). */
  publishControlUrl(url: string): void;
  /** Deletes the lock file if it is still ours. Idempotent. */
  release(): void;
}

/** Env variable the server sets for its data-load child: the folder stays the server's, lent. */
export const LENT_LOCK_ENV = 'STRIX_DATA_FOLDER_LENT';

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: FolderOwner,
  ) {
    const who = `process ${owner.pid} (${owner.command}) on ${owner.host}, since ${owner.since}`;
    const remote = owner.host !== hostname();
    super(
      `The data folder ${folder} is in use by ${who}. The embedded database (PGlite) allows one ` +
        'process at a time: stop that process first, or set DATA_DIR to another folder' +
        (remote ? ` (if it no longer runs, delete ${folder}.lock).` : '.'),
    );
    this.name = 'FolderInUseError';
  }
}

const lockPathOf = (folder: string) => `${resolve(folder)}.lock`;

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised name, which may hold spaces). */
function startTickOf(pid: number | 'self'): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

function thisProcess(): Omit<FolderOwner, 'token'> {
  return {
    pid: process.pid,
    command: [basename(process.argv0), ...process.argv.slice(1)].join(' '),
    host: hostname(),
    bootId: bootId(),
    startTick: startTickOf('self'),
    since: new Date().toISOString(),
  };
}

/**
 * Whether the recorded owner still runs. On another host it cannot be told, so it counts as
 * running. A pid that runs but started at another tick (or before a reboot) is someone else.
 */
export function ownerRuns(owner: FolderOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.bootId && owner.bootId !== bootId()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const tick = owner.startTick && startTickOf(owner.pid);
  return !tick || tick === owner.startTick;
}

function readOwner(path: string): FolderOwner | undefined {
  const text = readText(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as FolderOwner;
  } catch {
    // Not one this module wrote (its files appear whole, by link): an owner that cannot run.
    return { pid: 0, command: 'unknown', host: hostname(), since: '', token: '' };
  }
}

/** Writes beside the lock, then moves into place: readers never see half a file. */
function writeWhole(path: string, owner: FolderOwner, place: (temp: string) => void) {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, JSON.stringify(owner), { mode: 0o600 });
  try {
    place(temp);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // renamed into place
    }
  }
}

/**
 * Takes the folder, or throws FolderInUseError naming its running owner. A lock left by a process
 * that no longer runs (killed, crashed) is taken over. A process the owner started with
 * LENT_LOCK_ENV set to its token (the server's data load) uses the folder under the owner's lock.
 */
export function lockFolder(folder: string): FolderLock {
  const path = lockPathOf(folder);
  mkdirSync(dirname(path), { recursive: true });
  const mine: FolderOwner = { ...thisProcess(), token: randomBytes(24).toString('hex') };
  let replaced: FolderOwner | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // link() fails if the lock exists, and the file it publishes is already complete.
      writeWhole(path, mine, (temp) => linkSync(temp, path));
      return heldLock(path, mine, replaced);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readOwner(path);
    if (!found) continue; // released meanwhile
    const lent = process.env[LENT_LOCK_ENV];
    if (lent && found.token === lent && ownerRuns(found)) return lentLock(path, found);
    if (ownerRuns(found)) throw new FolderInUseError(resolve(folder), found);
    removeIfUnchanged(path, found);
    replaced = found;
  }
  throw new Error(`Could not take the lock ${path}: other processes keep taking it.`);
}

/** Deletes a dead owner's lock unless another process replaced it since it was read. */
function removeIfUnchanged(path: string, seen: FolderOwner) {
  const now = readOwner(path);
  if (now?.token !== seen.token || now.pid !== seen.pid) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function heldLock(path: string, owner: FolderOwner, replaced?: FolderOwner): FolderLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readOwner(path)?.token === owner.token) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
  };
  // Any exit that runs JavaScript (process.exit, an uncaught error) lets go; a kill -9 cannot,
  // and the next opener finds the owner gone.
  process.on('exit', release);
  return {
    path,
    owner,
    replaced,
    publishControlUrl(url) {
      if (!held) return;
      owner.controlUrl = url;
      writeWhole(path, owner, (temp) => renameSync(temp, path));
    },
    release,
  };
}

/**
 * For a script's top level: a folder in use ends the process with the message alone (exit 1),
 * not a stack trace; any other error is thrown on.
 */
export function exitIfFolderInUse(error: unknown): never {
  if (!(error instanceof FolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

function lentLock(path: string, owner: FolderOwner): FolderLock {
  return { path, owner, publishControlUrl() {}, release() {} };
}
