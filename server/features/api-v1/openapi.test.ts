import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, setPlan, type TestApp } from '../../test/harness.ts';

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The OpenAPI document is generated from the routes' zod schemas; this holds it to what the
 * server really does: a valid OpenAPI 3.1 document, every /api/v1 route in it, and every answer
 * (data and errors) valid against the schema it documents.
 */
describe('the /api/v1 OpenAPI document', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let doc: Doc;
  let secret: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    app = t.app;
    const account = await registerUser(app);
    await setPlan(t.database, account.user.id, 'premium');
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(account.token),
      payload: { name: 'Conformance' },
    });
    secret = created.json().secret;
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    ajv.addSchema(doc as object, 'openapi.json');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every /api/v1 route the server serves, and nothing else', () => {
    const served = app.apiV1Routes
      .filter((r) => r.method !== 'HEAD' && !r.url.endsWith('/openapi.json'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(served.length).toBeGreaterThan(5);
    expect(documented).toEqual(served);
  });

  /** Real ids for the addresses' parameters, read from the API's own lists. */
  async function exampleIds(): Promise<Record<string, string>> {
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: bearer(secret) })).json();
    const fixtures = await get('/api/v1/fixtures?league=E0');
    const teams = await get('/api/v1/teams?league=E0');
    expect(fixtures.data.length).toBeGreaterThan(0);
    expect(teams.data.length).toBeGreaterThan(0);
    return { matches: String(fixtures.data[0].id), teams: String(teams.data[0].id) };
  }

  function validatorFor(path: string, status: string) {
    const ref = `openapi.json#/${pointer('paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    expect(validate, `${path} documents a ${status} JSON body`).toBeTruthy();
    return validate!;
  }

  it('answers every route, data and errors alike, in the shape it documents', async () => {
    const ids = await exampleIds();
    for (const path of Object.keys(doc.paths)) {
      const url = path.replace(/\{id\}/, () => ids[path.split('/')[3]!]!);
      const ok = await app.inject({ method: 'GET', url, headers: bearer(secret) });
      expect(ok.statusCode, `GET ${url}: ${ok.body.slice(0, 200)}`).toBe(200);
      const validate = validatorFor(path, '200');
      expect(validate(ok.json()), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(ok.json().asOf).toBe('2025-01-15T12:00:00.000Z');

      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      const validateError = validatorFor(path, '401');
      expect(validateError(refused.json())).toBe(true);
    }
  });
});
