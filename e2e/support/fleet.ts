import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ARGS } from '../../scripts/server-command.ts';
import { createEmptyPostgresDatabase } from '../../server/test/postgres-database.ts';

/**
 * Several production servers (dist/server, as `npm start` runs them) on one PostgreSQL and one
 * Redis, behind Debian's nginx configured by deploy/nginx.conf: the fleet a deployment runs, on
 * loopback. The e2e global setup builds dist/.
 */

export const fleetPrerequisites = (): string | undefined => {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    return 'nginx is not installed (apt-get install -y nginx)';
  }
  return undefined;
};

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr together (log lines are JSON). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts one server process; it is not waited for (see waitReady). */
export async function spawnInstance(
  name: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Standard output is the JSON log (scanned by log-scan.e2e.ts with the others), standard error
  // beside it; output() has both.
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      writeFileSync(join(logDir, `${name}.log`), stdout);
      if (stderr) writeFileSync(join(logDir, `${name}.stderr.log`), stderr);
      resolve(code);
    });
  });
  return {
    name,
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the instance answers GET /ready with 200 (database, migrations, fitted models). */
export async function waitReady(instance: Instance, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(
        `${instance.name} exited with ${instance.child.exitCode}:\n${instance.output().slice(-3000)}`,
      );
    }
    try {
      if ((await fetch(`${instance.url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${instance.name} was not ready in ${timeoutMs / 1000} s`);
    }
    await sleep(200);
  }
}

export interface Balancer {
  url: string;
  /** One line per request: the upstream address that answered it, then the status. */
  upstreamLog(): string[];
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with only what a loopback run must change: the upstream servers, the port,
 * and files in a folder of its own. Each replacement must match, so a change in the deployed file
 * that this test no longer covers fails here instead of going untested.
 */
export function nginxConfigFor(upstreams: string[], port: number, dir: string): string {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, by);
  };
  replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  replace(
    /^ {2}access_log .*;$/m,
    `  log_format upstream '$upstream_addr $status';\n  access_log ${dir}/upstream.log upstream;`,
  );
  replace(/^ {2}error_log .*;$/m, `  error_log ${dir}/error.log warn;`);
  replace(/\/tmp\/nginx-/g, `${dir}/nginx-`);
  replace(
    /^( {4}server app\d+:3000 .*;\n)+/m,
    upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;\n`).join(''),
  );
  replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  return conf;
}

export async function startBalancer(upstreams: string[], port: number): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'strix-nginx-'));
  // nginx's workers run as an unprivileged user and write their temporary files here.
  chmodSync(dir, 0o777);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfigFor(upstreams, port, dir));
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen: ${errors}`);
      await sleep(100);
    }
  }
  return {
    url,
    upstreamLog: () => {
      try {
        return readFileSync(join(dir, 'upstream.log'), 'utf8').trim().split('\n').filter(Boolean);
      } catch {
        return [];
      }
    },
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: nginx's graceful stop.
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Fleet {
  balancer: Balancer;
  instances: Instance[];
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  logDir: string;
  stop(): Promise<void>;
}

/**
 * `count` instances started at the same moment on one new database (so they race to migrate and
 * to load the mirror), ready, and nginx in front. `env` is added to every instance's.
 */
export async function startFleet(count: number, env: NodeJS.ProcessEnv): Promise<Fleet> {
  const database = await createEmptyPostgresDatabase();
  const logDir = join('e2e', 'artifacts', 'logs');
  mkdirSync(logDir, { recursive: true });
  const fleetId = `fleet-${randomBytes(3).toString('hex')}`;
  // One media folder for the fleet, as the deployment shares one volume.
  const dataDir = mkdtempSync(join(tmpdir(), 'strix-fleet-data-'));
  const balancerPort = await freePort();
  const fleetEnv: NodeJS.ProcessEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // nginx is the one proxy in front: its X-Forwarded-For is the client's address.
    TRUST_PROXY: '1',
    // People reach the fleet through nginx: links and same-origin checks use its address.
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    SMTP_URL: '',
    // Live instances read no public news feeds in tests.
    NEWS_FEEDS: 'off',
    LOG_LEVEL: 'info',
    ...env,
  };
  const instances = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      spawnInstance(`${fleetId}-instance-${i + 1}`, fleetEnv, logDir),
    ),
  );
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((instance) => waitReady(instance)));
    balancer = await startBalancer(
      instances.map((i) => i.url.replace('http://', '')),
      balancerPort,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { balancer, instances, databaseUrl: database.url, env: fleetEnv, logDir, stop };
}
