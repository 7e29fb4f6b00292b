import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of the bench's own, on a free port, with pg_stat_statements loaded: its
 * processes are the bench's alone (so their CPU is the app's database work and nothing else's),
 * and every statement is counted. PostgreSQL refuses to run as root, so as root the cluster is
 * the postgres user's.
 */
export interface PrivatePostgres {
  url: string;
  /** The postmaster's pid (its children are the backends). */
  pid(): number;
  stop(): void;
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(join(tmpdir(), 'strix-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asOwner = (command: string, args: string[]) => {
    const root = process.getuid?.() === 0;
    const result = spawnSync(
      root ? 'runuser' : command,
      root ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr || result.stdout}`);
  };
  asOwner(`${BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c shared_preload_libraries=pg_stat_statements',
    '-c pg_stat_statements.track=all',
    '-c max_connections=200',
  ].join(' ');
  asOwner(`${BIN}/pg_ctl`, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-qc',
    'create database strix',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/strix`,
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        asOwner(`${BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
