import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../server/rate-limit/rules.ts';
import {
  type Fleet,
  fleetPrerequisites,
  spawnInstance,
  startFleet,
  waitReady,
} from './support/fleet.ts';

/**
 * Two instances of the built server on one PostgreSQL and one Redis, behind nginx configured by
 * deploy/nginx.conf: what must hold when Strix runs as a fleet.
 */
const missing = fleetPrerequisites();
if (missing && process.env.STRIX_REQUIRE_FLEET_TESTS) {
  throw new Error(`The fleet tests cannot run: ${missing}.`);
}
const REDIS_DB = 9;
const METRICS_TOKEN = 'fleet-metrics-token-0123456789';

/** Runs of `job` an instance has made, as its /metrics counts them (every outcome). */
async function runsCounted(url: string, job: string): Promise<number> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('strix_job_runs_total{') && line.includes(`job="${job}"`)) {
      total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

const finishedRuns = async (databaseUrl: string, job: string) =>
  Number(
    (
      await query<{ n: string }>(
        databaseUrl,
        'select count(*) as n from job_runs where job = $1 and finished_at is not null',
        [job],
      )
    )[0]?.n,
  );
const settlementInstances = async (databaseUrl: string) =>
  Number(
    (
      await query<{ n: string }>(
        databaseUrl,
        `select count(distinct instance) as n from job_runs where job = 'settlement'`,
      )
    )[0]?.n,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: unknown[];
};

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Asks until the answer is `wanted`, for at most a second; returns the last answer. */
async function withinASecond<T>(ask: () => Promise<T>, wanted: T): Promise<T> {
  const until = Date.now() + 1000;
  for (;;) {
    const answer = await ask();
    if (answer === wanted || Date.now() > until) return answer;
    await sleep(20);
  }
}

const signedInAs = async (url: string, token: string) => {
  const response = await fetch(`${url}/api/auth/check`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { user?: { email: string } | null };
  return body.user?.email ?? null;
};

describe.skipIf(missing)('two instances behind nginx', () => {
  let fleet: Fleet;
  let redisUrl: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_REDIS_URL) {
      // A database of its own on the shared Redis, emptied: the fleet's counters start at zero.
      redisUrl = `${process.env.TEST_REDIS_URL.replace(/\/\d*$/, '')}/${REDIS_DB}`;
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      redis.disconnect();
    }
    fleet = await startFleet(2, {
      SPORTS_DATA_DIR: 'e2e/fixtures/sports-mini',
      AS_OF: '2025-01-15T12:00:00Z',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      // Short periods, so a test sees many of them.
      SETTLEMENT_EVERY_SECONDS: '1',
      HOUSEKEEPING_EVERY_SECONDS: '2',
      MEDIA_SWEEP_EVERY_SECONDS: '2',
      METRICS_TOKEN,
    });
  }, 240_000);
  afterAll(async () => {
    await fleet?.stop();
  });

  it('migrated once and loaded the mirror once, though both started on the empty database together', async () => {
    const applied = await query<{ n: string }>(
      fleet.databaseUrl,
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(applied[0]?.n)).toBe(journal.entries.length);
    const outputs = fleet.instances.map((instance) => instance.output());
    const loaded = outputs.filter((out) => out.includes('first start: loading the sports data'));
    expect(loaded).toHaveLength(1);
    // The other waited for the load, unless it reached the lock after the load was done.
    expect(
      outputs.filter((out) => out.includes('another instance is loading the sports data')).length,
    ).toBeLessThanOrEqual(1);
    // Each match once: a second load would have found the files already ingested, or doubled.
    const [dupes] = await query<{ n: string }>(
      fleet.databaseUrl,
      `select count(*) as n from (select league_id, home_team_id, away_team_id, kickoff
         from matches group by 1, 2, 3, 4 having count(*) > 1) d`,
    );
    expect(Number(dupes?.n)).toBe(0);
  });

  it('spreads requests over both instances', async () => {
    const before = fleet.balancer.upstreamLog().length;
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${fleet.balancer.url}/health`)));
    const lines = fleet.balancer.upstreamLog().slice(before);
    const served = new Set(lines.map((line) => line.split(' ')[0]));
    expect(served).toEqual(new Set(fleet.instances.map((i) => i.url.replace('http://', ''))));
  });

  it('honours a session made on one instance on the other, and a logout on one ends it on both', async () => {
    const [a, b] = fleet.instances as [Fleet['instances'][0], Fleet['instances'][0]];
    const email = `fleet-${Date.now()}@example.com`;
    const password = 'a long fleet password';
    const registered = await post(`${a.url}/api/auth/register`, {
      name: 'Fleet Tester',
      email,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(200);
    const { token } = (await registered.json()) as { token: string };
    expect(await signedInAs(b.url, token)).toBe(email);
    // Through nginx: every request, whichever instance takes it.
    const viaBalancer = await Promise.all(
      Array.from({ length: 6 }, () => signedInAs(fleet.balancer.url, token)),
    );
    expect(viaBalancer).toEqual(Array(6).fill(email));

    // Signed in on both, then out on b: a's very next request is signed out too.
    expect(await signedInAs(a.url, token)).toBe(email);
    const out = await post(`${b.url}/api/auth/logout`, {}, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    // a kept the session in memory: b's logout reaches it through the database within a second.
    expect(await withinASecond(() => signedInAs(a.url, token), null)).toBeNull();
    expect(await signedInAs(b.url, token)).toBeNull();
  });

  it('ends a cached session or key on the other instance within a second of a revocation, whoever made it', async () => {
    // Each instance keeps the sessions and keys it has read (server/db/auth-cache.ts); every
    // request below on b after the first is served from b's memory, until a change is announced.
    const [a, b] = fleet.instances as [Fleet['instances'][0], Fleet['instances'][0]];
    const email = `revoke-${Date.now()}@example.com`;
    const password = 'a long fleet password';
    const registered = await post(`${a.url}/api/auth/register`, {
      name: 'Revoke Tester',
      email,
      password,
      confirmPassword: password,
    });
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const second = (await (await post(`${a.url}/api/auth/login`, { email, password })).json()) as {
      token: string;
    };
    expect(await signedInAs(b.url, token)).toBe(email);
    expect(await signedInAs(b.url, second.token)).toBe(email);
    const subscribed = async () =>
      (
        (await (await fetch(`${b.url}/api/user/limits`, { headers: auth(token) })).json()) as {
          hasSubscription: boolean;
        }
      ).hasSubscription;
    expect(await subscribed()).toBe(false);

    // A plan written straight into the database (a billing job, an operator): b sees it.
    await query(
      fleet.databaseUrl,
      `update users set plan = 'premium', plan_until = now() + interval '30 days' where id = $1`,
      [user.id],
    );
    expect(await withinASecond(subscribed, true)).toBe(true);

    // A key made on a works on b; revoked on a, it stops on b.
    const created = await post(`${a.url}/api/user/api-keys`, { name: 'Fleet' }, auth(token));
    expect(created.status).toBe(201);
    const key = (await created.json()) as { secret: string; key: { id: string } };
    const keyWorks = async () =>
      (await fetch(`${b.url}/api/v1/fixtures?limit=1`, { headers: auth(key.secret) })).status ===
      200;
    expect(await keyWorks()).toBe(true);
    expect(await keyWorks()).toBe(true);
    const revoked = await fetch(`${a.url}/api/user/api-keys/${key.key.id}`, {
      method: 'DELETE',
      headers: auth(token),
    });
    expect(revoked.status).toBeLessThan(300);
    expect(await withinASecond(keyWorks, false)).toBe(false);

    // A password changed on a ends the person's other sessions, on b too.
    const changed = await fetch(`${a.url}/api/user/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({
        currentPassword: password,
        newPassword: 'another long fleet password',
        confirmPassword: 'another long fleet password',
      }),
    });
    expect(changed.status).toBe(200);
    expect(await withinASecond(() => signedInAs(b.url, second.token), null)).toBeNull();
    expect(await signedInAs(b.url, token)).toBe(email);

    // A session deleted straight in the database ends on both.
    await query(fleet.databaseUrl, 'delete from sessions where user_id = $1', [user.id]);
    expect(await withinASecond(() => signedInAs(b.url, token), null)).toBeNull();
    expect(await withinASecond(() => signedInAs(a.url, token), null)).toBeNull();
  });

  it('counts a rate limit once across both: of 40 parallel wrong sign-ins, only the limit is judged', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const password = 'the right password';
    const registered = await post(`${fleet.balancer.url}/api/auth/register`, {
      name: 'Limit Tester',
      email,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(200);
    const before = fleet.balancer.upstreamLog().length;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(`${fleet.balancer.url}/api/auth/login`, { email, password: 'a wrong password' }).then(
          (r) => r.status,
        ),
      ),
    );
    const wrong = statuses.filter((s) => s === 401).length;
    const limited = statuses.filter((s) => s === 429).length;
    expect(wrong).toBe(RATE_LIMIT_RULES.loginAccount.points);
    expect(limited).toBe(40 - wrong);
    // Both instances took part in the burst.
    const served = fleet.balancer
      .upstreamLog()
      .slice(before)
      .filter((line) => /\s(401|429)$/.test(line))
      .map((line) => line.split(' ')[0]);
    expect(new Set(served).size).toBe(2);
    // The account stays locked on both instances, even for the right password.
    for (const instance of fleet.instances) {
      const locked = await post(`${instance.url}/api/auth/login`, { email, password });
      expect(locked.status).toBe(429);
    }
  });

  it('shows a replay clock moved on the shared database on both instances within seconds', async () => {
    const to = '2025-01-20T12:00:00.000Z';
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/replay.ts', '--to', to],
      {
        env: { ...process.env, ...fleet.env, SPORTS_DATA_DIR: 'off', LOG_LEVEL: 'silent' },
      },
    );
    // Timed from the moment the script has moved it (its own start-up is not the instances').
    const moved = Date.now();
    const seen = await Promise.all(
      fleet.instances.map(async (instance) => {
        for (;;) {
          const status = (await (await fetch(`${instance.url}/api/status`)).json()) as {
            asOf: string;
          };
          if (status.asOf === to) return Date.now() - moved;
          if (Date.now() - moved > 10_000) return Number.POSITIVE_INFINITY;
          await sleep(100);
        }
      }),
    );
    // Each instance re-reads the clock every 2 s.
    for (const ms of seen) expect(ms).toBeLessThan(5_000);
    // And its models are refitted for it: /ready reports the fits at the new clock.
    for (const instance of fleet.instances) {
      await waitReady(instance, 60_000);
      const ready = (await (await fetch(`${instance.url}/ready`)).json()) as {
        checks: { models: { asOf: string } };
      };
      expect(ready.checks.models.asOf).toBe(to);
    }
  });

  it('runs each scheduled job once per period, whichever instance claims it', async () => {
    // Settlement every second, housekeeping and the media sweep every 2 s have been running all
    // along; let a few more periods go by if the earlier tests were quick.
    // Which instance claims a period is a race at each boundary: wait until both have won some
    // (a busy instance can lose many in a row), or the deadline.
    const deadline = Date.now() + 30_000;
    while (
      ((await finishedRuns(fleet.databaseUrl, 'settlement')) < 6 ||
        (await settlementInstances(fleet.databaseUrl)) < 2) &&
      Date.now() < deadline
    ) {
      await sleep(250);
    }
    const rows = await query<{ job: string; period_start: Date; instance: string }>(
      fleet.databaseUrl,
      'select job, period_start, instance, outcome from job_runs order by period_start',
    );
    const settlement = rows.filter((row) => row.job === 'settlement');
    expect(settlement.length).toBeGreaterThan(5);
    // Both instances took turns, and no period has two runs.
    expect(new Set(settlement.map((row) => row.instance)).size).toBe(2);
    expect(rows.filter((row) => row.job === 'housekeeping').length).toBeGreaterThan(2);
    // The media sweep walks the one folder the instances share, once per period between them.
    expect(rows.filter((row) => row.job === 'media-sweep').length).toBeGreaterThan(2);
    // The runs the processes made, by their own count, are the periods claimed: no instance ran
    // a period another had. (Read between two counts of the table, as runs go on meanwhile.)
    for (const job of ['settlement', 'housekeeping', 'media-sweep']) {
      const before = await finishedRuns(fleet.databaseUrl, job);
      const counted = (
        await Promise.all(fleet.instances.map((instance) => runsCounted(instance.url, job)))
      ).reduce((sum, n) => sum + n, 0);
      const after = await finishedRuns(fleet.databaseUrl, job);
      expect(counted).toBeGreaterThanOrEqual(before);
      expect(counted).toBeLessThanOrEqual(after + 1);
    }
  });

  it('keeps /metrics off the balancer: each instance is scraped directly', async () => {
    const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fetch(`${fleet.balancer.url}/metrics`, { headers })).status).toBe(404);
    const direct = await fetch(`${fleet.instances[0]!.url}/metrics`, { headers });
    expect(direct.status).toBe(200);
    expect(await direct.text()).toMatch(/^strix_http_requests_total\{/m);
  });

  it('refuses to start an instance on a database a newer build has migrated, saying why', async () => {
    await query(
      fleet.databaseUrl,
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer-build', $1)`,
      [Date.now() + 86_400_000],
    );
    try {
      const late = await spawnInstance('fleet-newer-schema', fleet.env, fleet.logDir);
      const code = await late.exited;
      expect(code).toBe(1);
      expect(late.output()).toMatch(
        /The database schema is newer than this build of Strix: it has 1 migration this build does not know/,
      );
      // The running instances carry on.
      for (const instance of fleet.instances) {
        expect((await fetch(`${instance.url}/health`)).status).toBe(200);
      }
    } finally {
      await query(fleet.databaseUrl, `delete from drizzle.__drizzle_migrations where hash = $1`, [
        'newer-build',
      ]);
    }
  });
});

describe.skipIf(missing)('two live instances', () => {
  let fleet: Fleet;
  let provider: Server;
  const fetched = new Map<string, number>();

  beforeAll(async () => {
    // The CSV providers (football-data.co.uk, nflverse): every file not published yet.
    provider = createServer((request, response) => {
      fetched.set(request.url!, (fetched.get(request.url!) ?? 0) + 1);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as { port: number };
    fleet = await startFleet(2, {
      LIVE_DATA: 'on',
      SPORTS_DATA_DIR: 'off',
      FOOTBALL_DATA_URL: `http://127.0.0.1:${port}`,
      NFLVERSE_GAMES_URL: `http://127.0.0.1:${port}/nflverse/games.csv`,
      LIVE_REFRESH_EVERY_SECONDS: '1',
    });
  }, 240_000);
  afterAll(async () => {
    await fleet?.stop();
    provider?.close();
  });

  it('refreshes live data once per period: each provider file read once, not once per instance', async () => {
    await sleep(6_000);
    const rows = await query<{ instance: string; outcome: string | null }>(
      fleet.databaseUrl,
      `select instance, outcome from job_runs where job = 'live-refresh'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // The files are due every 30 minutes: the fleet's first pass read each once.
    expect(fetched.size).toBeGreaterThan(0);
    expect([...fetched.values()].every((n) => n === 1)).toBe(true);
    for (const instance of fleet.instances) {
      const status = (await (await fetch(`${instance.url}/api/status`)).json()) as {
        mode: string;
        providers: { provider: string }[];
      };
      expect(status.mode).toBe('live');
    }
  });
});
