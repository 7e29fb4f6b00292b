import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { rawExchange } from '../../test/raw-http.ts';
import {
  checkoutSessionObject,
  deliver,
  startCheckout,
  stripeEvent,
  WEBHOOK_SECRET,
} from '../billing/billing-test-kit.ts';
import { parseExposition, sampleValue, scrape } from './exposition-kit.ts';
import type { SearchPhase } from './registry.ts';
import { METRICS_MESSAGES } from './routes.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const PHASES: SearchPhase[] = ['interpretation', 'fit', 'database', 'news', 'rewrite'];

const RSS = readFileSync(
  fileURLToPath(new URL('../../data/news/fixtures/sport.rss.xml', import.meta.url)),
  'utf8',
);

/** An RSS feed and an OpenAI-compatible chat endpoint on loopback, for the search's providers. */
async function startNewsAndLlm(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
      return;
    }
    request.resume().on('end', () => {
      const content = JSON.stringify({
        prediction: 'Arsenal look the stronger side at home.',
        summary: 'Form and the market both point the same way.',
        keyInsights: [],
      });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(databaseKinds)('metrics of a search on %s', (kind) => {
  let t: TestApp;
  let local: Awaited<ReturnType<typeof startNewsAndLlm>>;
  let token: string;

  beforeAll(async () => {
    local = await startNewsAndLlm();
    t = await createTestApp(kind, {
      env: {
        METRICS_TOKEN: TOKEN,
        NEWS_FEEDS: `${local.base}/feed.xml`,
        LLM_BASE_URL: local.base,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'test-model',
      },
      from: 'mini-mirror',
    });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    local?.server.close();
  });

  it('counts the search under its route, times every phase and counts the providers it called', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query: 'Arsenal vs Manchester City' },
    });
    expect(response.statusCode).toBe(200);
    const samples = await scrape(t.app, TOKEN);
    const search = { method: 'POST', route: '/api/search' };
    expect(sampleValue(samples, 'strix_http_requests_total', { ...search, status: '200' })).toBe(1);
    expect(sampleValue(samples, 'strix_http_request_duration_seconds_count', search)).toBe(1);
    for (const phase of PHASES) {
      expect(sampleValue(samples, 'strix_search_phase_seconds_count', { phase }), phase).toBe(1);
    }
    expect(
      sampleValue(samples, 'strix_provider_requests_total', { provider: 'news', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'strix_provider_requests_total', { provider: 'llm', outcome: 'ok' }),
    ).toBe(1);
    // prom-client's process metrics come with it.
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('labels requests by route pattern, never by the address asked for', async () => {
    await t.app.inject({ method: 'GET', url: '/api/match/987654', remoteAddress: nextIp() });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const samples = await scrape(t.app, TOKEN);
    expect(
      sampleValue(samples, 'strix_http_requests_total', { route: '/api/match/:id', status: '404' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'strix_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBe(1);
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].some((route) => /987654|no-such-thing/.test(route!))).toBe(false);
  });

  it('reports the connection pool on PostgreSQL, and no pool on the embedded database', async () => {
    const samples = await scrape(t.app, TOKEN);
    if (kind === 'postgres') {
      // The harness opens pools of 20; the requests above left connections open and idle.
      expect(sampleValue(samples, 'strix_db_pool_max_connections')).toBe(20);
      expect(sampleValue(samples, 'strix_db_pool_connections')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'strix_db_pool_idle_connections')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'strix_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(samples.some((sample) => sample.name.startsWith('strix_db_pool_'))).toBe(false);
    }
  });
});

describe('who may read /metrics', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const app = async (env: NodeJS.ProcessEnv) => {
    const built = await createTestApp('pglite', { env });
    apps.push(built);
    return built.app;
  };
  const get = (target: Awaited<ReturnType<typeof app>>, authorization?: string) =>
    target.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('asks for the token on the main port, and compares all of it', async () => {
    const served = await app({ METRICS_TOKEN: TOKEN });
    for (const refused of [
      await get(served),
      await get(served, 'Bearer wrong-token-wrong-token'),
      await get(served, `Bearer ${TOKEN}x`),
      await get(served, `Bearer ${TOKEN.slice(0, -1)}`),
      await get(served, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`),
    ]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: METRICS_MESSAGES.token });
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const ok = await get(served, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(parseExposition(ok.body).length).toBeGreaterThan(0);
  });

  it('is not served at all when neither a token nor a metrics port is configured', async () => {
    const plain = await app({});
    for (const response of [await get(plain), await get(plain, `Bearer ${TOKEN}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: METRICS_MESSAGES.notServed });
    }
    expect(await plain.listenForMetrics()).toBeUndefined();
  });

  it('serves the metrics port without a token, only /metrics there, and closes it with the app', async () => {
    const t = await createTestApp('pglite', { env: { METRICS_PORT: '0' } });
    const base = await t.app.listenForMetrics();
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await t.app.inject({ method: 'GET', url: '/health' });

    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(await response.text());
    expect(sampleValue(samples, 'strix_http_requests_total', { route: '/health' })).toBe(1);

    const elsewhere = await fetch(`${base}/api/status`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: expect.any(String) });
    const posted = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    // The main port does not serve them: that needs the token.
    expect((await get(t.app)).statusCode).toBe(404);

    await t.close();
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });

  it('answers what Node would answer itself on the metrics port with an { error } sentence', async () => {
    const t = await createTestApp('pglite', { env: { METRICS_PORT: '0' } });
    try {
      const port = Number(new URL((await t.app.listenForMetrics())!).port);
      const answers = {
        connect: await rawExchange(port, 'CONNECT db.internal:5432 HTTP/1.1\r\nHost: x\r\n\r\n'),
        noHost: await rawExchange(port, 'GET /metrics HTTP/1.1\r\n\r\n'),
        expectation: await rawExchange(
          port,
          'GET /metrics HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
        ),
        garbage: await rawExchange(port, 'not http\r\n\r\n'),
      };
      expect(Object.values(answers).map((answer) => answer.status)).toEqual([501, 400, 417, 400]);
      for (const answer of Object.values(answers)) {
        expect(Object.keys(JSON.parse(answer.body))).toEqual(['error']);
      }
      expect(JSON.parse(answers.noHost.body).error).toMatch(/Host header/);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('payment metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { METRICS_TOKEN: TOKEN, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts checkouts created and each webhook delivery by what it did', async () => {
    const user = await registerUser(t.app);
    const { sessionId } = await startCheckout(t.app, user.token, { packageType: 'small' });
    const completed = stripeEvent('checkout.session.completed', checkoutSessionObject(sessionId));
    expect((await deliver(t.app, completed)).json()).toMatchObject({ outcome: 'fulfilled' });
    expect((await deliver(t.app, completed)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await deliver(t.app, completed, { secret: 'whsec_someone_else' })).statusCode).toBe(
      400,
    );

    const samples = await scrape(t.app, TOKEN);
    expect(
      sampleValue(samples, 'strix_checkout_sessions_total', {
        kind: 'credits',
        outcome: 'created',
      }),
    ).toBe(1);
    const deliveries = (outcome: string) =>
      sampleValue(samples, 'strix_payment_webhooks_total', { outcome });
    expect(deliveries('fulfilled')).toBe(1);
    expect(deliveries('duplicate')).toBe(1);
    expect(deliveries('bad-signature')).toBe(1);
  });
});
