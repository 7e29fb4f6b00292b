import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own client programs, run as an operator runs them (docs/operations.md, Backups).
 * A missing or too old program is a failure with a sentence saying what to install: the backup
 * test must never pass by not running.
 */
export async function requirePgTool(
  program: 'pg_dump' | 'pg_restore',
  serverMajor: number,
): Promise<void> {
  let version: string;
  try {
    version = (await run(program, ['--version'])).stdout.trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `${program} is not installed (not on PATH). The backup test needs PostgreSQL's client programs: apt-get install postgresql-client.`
        : `${program} --version failed: ${(error as Error).message}`,
    );
  }
  const major = Number(/\s(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  // pg_dump refuses a server newer than itself; a dump is restored by the same or a newer major.
  if (!(major >= serverMajor)) {
    throw new Error(
      `${program} is "${version}", older than the server (PostgreSQL ${serverMajor}); install the client of the server's version or newer.`,
    );
  }
}

/** pg_dump in the custom format (compressed, restored with pg_restore). */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** pg_restore into an empty database with the flags docs/operations.md gives (and says why). */
export async function pgRestore(file: string, databaseUrl: string): Promise<void> {
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

async function runTool(program: string, args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${program} failed: ${stderr?.trim() || (error as Error).message}`);
  }
}
