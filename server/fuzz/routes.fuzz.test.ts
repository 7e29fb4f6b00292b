import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStorableText } from '@contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../features/auth/sessions.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  mailedResetToken,
  memoryMailer,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
  uniqueEmail,
} from '../test/harness.ts';
import {
  asText,
  contractVocabulary,
  fieldValue,
  hostileObjects,
  hostileText,
  type MultipartDamage,
  multipartBody,
  percentEncode,
  queryPairs,
  type Vocabulary,
} from './arbitraries.ts';
import { type RegisteredRoute, withRegisteredRoutes } from './registered-routes.ts';

/** Runs per route and caller; the whole file stays well under a minute per database. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

/** Fields an error answer may carry beside `error`, by status (422: what to ask instead). */
const DOCUMENTED_EXTRAS = new Map<number, string[]>([[422, ['suggestions']]]);

/** Short hostile strings turn up inside ordinary sentences by chance; longer ones cannot. */
const ECHO_MIN_LENGTH = 6;
const PLAIN_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

type BodyKind = 'json' | 'form' | 'multipart' | 'none';

interface Parts {
  params: unknown[];
  query: unknown;
  body: { kind: BodyKind; value: unknown };
  /** For multipart bodies: the picture's bytes, and how the body is damaged. */
  upload: { file: Uint8Array | null; damage: MultipartDamage };
}

/**
 * Every route the app registers (found from the app itself, so a new one is covered without
 * being listed), sent hostile addresses, query strings and bodies anonymously and signed in.
 * Whatever comes in, the answer is never a 5xx, and every 4xx is `{ error: "<sentence>" }`
 * (plus the documented extras) that repeats none of the input.
 */
describe.each(databaseKinds)('every route under hostile input, on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let routes: RegisteredRoute[];
  let userId: string;
  let vocabulary: Vocabulary;
  /** Valid values for each field and route parameter name, so requests reach the services. */
  let examples: Map<string, unknown[]>;
  /** Those values as text: an answer may repeat them without repeating anything hostile. */
  let valid: Set<string>;
  /** A small real picture, so some uploads are decoded and stored. */
  let png: Uint8Array;
  /** Where the reset link goes, so the reset route gets a real token among its inputs. */
  const mailer = memoryMailer();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-fuzz-'));
    const found = await withRegisteredRoutes(() =>
      createTestApp(kind, { env: { DATA_DIR: dataDir }, mailer, from: 'mini-mirror' }),
    );
    t = found.built;
    // HEAD routes are Fastify's copies of the GET ones: same handler, no body to check.
    routes = found.routes.filter((route) => route.method !== 'HEAD');
    examples = await realExamples(t, mailer);
    userId = examples.get('userId')![0] as string;
    vocabulary = contractVocabulary();
    for (const [field, options] of vocabulary.choices) {
      examples.set(field, [...(examples.get(field) ?? []), ...options]);
    }
    valid = new Set([...examples.values()].flat(2).map(asText));
    png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e64c8' } })
        .png()
        .toBuffer(),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The request for `route` made of generated parts; `token` signs it in. */
  function requestFor(route: RegisteredRoute, parts: Parts, token: string | undefined) {
    const sent: string[] = [];
    let param = 0;
    const path = route.url.replace(/:[A-Za-z]+/g, () => {
      const value = asText(parts.params[param++]);
      sent.push(value);
      return percentEncode(value);
    });
    const query = queryPairs(parts.query)
      .map(([key, value]) => {
        sent.push(key, value);
        return `${percentEncode(key)}=${percentEncode(value)}`;
      })
      .join('&');
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: query ? `${path}?${query}` : path,
      remoteAddress: nextIp(),
      headers: token ? bearer(token) : {},
    };
    const { kind: bodyKind, value } = parts.body;
    if (bodyKind === 'json') {
      collectStrings(value, sent);
      options.payload = JSON.stringify(value) ?? 'null';
      options.headers = { ...options.headers, 'content-type': 'application/json' };
    } else if (bodyKind === 'form') {
      collectStrings(value, sent);
      options.payload = new URLSearchParams(queryPairs(value)).toString();
      options.headers = {
        ...options.headers,
        'content-type': 'application/x-www-form-urlencoded',
      };
    } else if (bodyKind === 'multipart') {
      collectStrings(value, sent);
      const body = multipartBody(queryPairs(value), parts.upload.file, parts.upload.damage);
      options.payload = body.payload;
      options.headers = { ...options.headers, 'content-type': body.contentType };
    }
    return { options, sent };
  }

  /** What is wrong with an answer, or undefined when it is as it should be. */
  function problemWith(route: RegisteredRoute, sent: string[], response: LightMyRequestResponse) {
    const status = response.statusCode;
    // Readiness answers 503 by design until this instance's models are fitted (this app never
    // warms them): that 503 is its report, with the checks, not a failure.
    if (route.url === '/ready' && status === 503 && response.json().status === 'not-ready') {
      return undefined;
    }
    if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
    if (status < 400) return undefined;
    // The share link is a page for browsers; its 404 is an HTML page by design.
    if (
      route.url === '/p/:id' &&
      String(response.headers['content-type']).startsWith('text/html')
    ) {
      return undefined;
    }
    let body: Record<string, unknown>;
    try {
      body = response.json();
    } catch {
      return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
    }
    if (typeof body?.error !== 'string' || body.error === '') {
      return `answered ${status} without an error sentence: ${response.body.slice(0, 200)}`;
    }
    const allowed = ['error', ...(DOCUMENTED_EXTRAS.get(status) ?? [])];
    const keys = Object.keys(body);
    if (keys.some((key) => !allowed.includes(key))) {
      return `answered ${status} with fields beyond ${allowed.join(', ')}: ${keys.join(', ')}`;
    }
    const sentence = body.error;
    if (!isStorableText(sentence) || sentence.length > 1000) {
      return `answered ${status} with a sentence carrying raw input: ${sentence.slice(0, 200)}`;
    }
    // A 422's suggestions come from Strix's own catalogue, never from what was sent.
    const suggestions = body.suggestions ?? [];
    if (!Array.isArray(suggestions) || suggestions.some((s) => typeof s !== 'string')) {
      return `answered ${status} with suggestions that are not a list of sentences`;
    }
    const said = [sentence, ...(suggestions as string[])].join('\n');
    // Sentences name the contract's fields, and a 400 names in quotes any plain field name it
    // refuses: neither carries anything hostile.
    const namesField = (text: string) =>
      vocabulary.fields.includes(text) ||
      (PLAIN_FIELD_NAME.test(text) && sentence.includes(`"${text}"`));
    const echoed = sent.find(
      (text) =>
        text.length >= ECHO_MIN_LENGTH &&
        !valid.has(text) &&
        !namesField(text) &&
        said.includes(text),
    );
    if (echoed !== undefined) return `answered ${status} repeating the input: ${said}`;
    return undefined;
  }

  /**
   * Deleting the account would end the one every other route is fuzzed with: that route gets an
   * account of its own, whose password no example knows. Returns how to go back to the owner.
   */
  async function ownAccountFor(route: RegisteredRoute): Promise<() => void> {
    if (route.method !== 'DELETE' || route.url !== '/api/user/:userId') return () => {};
    const own = await registerUser(t.app, { password: randomBytes(12).toString('hex') });
    const owner = { userId, ids: examples.get('userId') };
    userId = own.user.id;
    examples.set('userId', [own.user.id]);
    return () => {
      userId = owner.userId;
      examples.set('userId', owner.ids!);
    };
  }

  /** A session of the user made for one request: the request may be the one that ends it. */
  const signIn = () =>
    startSession(t.database.db, userId, { now: t.clock.now(), userAgent: null, ip: null });

  const paramNames = (route: RegisteredRoute) =>
    route.url.match(/:[A-Za-z]+/g)?.map((name) => name.slice(1)) ?? [];

  /**
   * The contract's request shapes `route` reads (in its query string for GET, else its body):
   * those whose valid example, sent signed in, gets another answer than an empty one.
   */
  async function shapesRead(route: RegisteredRoute, problems: string[]): Promise<string[][]> {
    const inQuery = route.method === 'GET';
    const params = paramNames(route).map((name) => examples.get(name)?.[0] ?? '');
    const answer = async (value: Record<string, unknown>) => {
      const { options } = requestFor(
        route,
        {
          params,
          query: inQuery ? value : {},
          body: { kind: inQuery ? 'none' : 'json', value },
          upload: { file: null, damage: 'none' },
        },
        await signIn(),
      );
      const response = await t.app.inject(options);
      const problem = problemWith(route, [], response);
      if (problem) problems.push(`${route.method} ${route.url} (probe): ${problem}`);
      return response.statusCode < 400 ? 'ok' : `${response.statusCode} ${response.body}`;
    };
    const empty = await answer({});
    const read: string[][] = [];
    for (const shape of vocabulary.shapes) {
      const value = Object.fromEntries(shape.map((field) => [field, examples.get(field)?.[0]]));
      if ((await answer(value)) !== empty) read.push(shape);
    }
    return read;
  }

  it('never answers 5xx, and every 4xx is a sentence in { error } that repeats no input', async () => {
    const text = hostileText();
    const problems: string[] = [];
    for (const route of routes) {
      const restore = await ownAccountFor(route);
      const names = paramNames(route);
      const objects = hostileObjects(vocabulary, examples, text, await shapesRead(route, problems));
      const parts: fc.Arbitrary<Parts> = fc.record({
        params: fc.tuple(...names.map((name) => fieldValue(examples.get(name), text))),
        query: fc.oneof(fc.constant({}), objects),
        body: fc.record({
          kind: fc.constantFrom<BodyKind>('json', 'json', 'json', 'form', 'multipart', 'none'),
          value: objects,
        }),
        upload: fc.record({
          file: fc.oneof(fc.constant(null), fc.constant(png), fc.uint8Array({ maxLength: 2048 })),
          damage: fc.constantFrom<MultipartDamage>(
            'none',
            'none',
            'truncated',
            'no-boundary',
            'long-boundary',
          ),
        }),
      });
      for (const signedIn of [false, true]) {
        try {
          await fc.assert(
            fc.asyncProperty(parts, async (generated) => {
              const token = signedIn ? await signIn() : undefined;
              const { options, sent } = requestFor(route, generated, token);
              const response = await t.app.inject(options);
              const problem = problemWith(route, sent, response);
              if (problem) throw new Error(problem);
            }),
            { numRuns: RUNS_PER_ROUTE, includeErrorInReport: true },
          );
        } catch (error) {
          const who = signedIn ? 'signed in' : 'anonymous';
          problems.push(`${route.method} ${route.url} (${who}): ${(error as Error).message}`);
        }
      }
      restore();
    }
    expect(problems.map((problem) => problem.slice(0, 3000))).toEqual([]);
  }, 300_000);

  /**
   * Hostile text rarely gets as far as the question reader (it is refused first, or placed as
   * something), so plain made-up words are sent wherever a question or a team name goes: the
   * 422 a question Strix cannot place gets must say what was missing without quoting it.
   */
  it('answers a question it cannot place without repeating it', async () => {
    const word = fc.stringMatching(/^[bcdfghjklmnpqrstvwxz]{3}[aeiou][bcdfghjklmnpqrstvwxz]{3,6}$/);
    const nonsense = fc
      .tuple(word, fc.constantFrom('', ' prediction', ' odds'))
      .map(([text, tail]) => text + tail);
    const problems: string[] = [];
    let unplaced = 0;
    for (const route of routes) {
      const restore = await ownAccountFor(route);
      const names = paramNames(route);
      await fc.assert(
        fc.asyncProperty(nonsense, fc.nat(names.length), async (question, inParam) => {
          // The question in one route parameter (a team's name), or in `q` and `query`.
          const params = names.map((name, i) =>
            i === inParam ? question : (examples.get(name)?.[0] ?? ''),
          );
          const inBody = route.method !== 'GET' && route.method !== 'DELETE';
          const { options, sent } = requestFor(
            route,
            {
              params,
              query: inBody ? {} : { q: question, query: question },
              body: { kind: inBody ? 'json' : 'none', value: { q: question, query: question } },
              upload: { file: null, damage: 'none' },
            },
            await signIn(),
          );
          const response = await t.app.inject(options);
          if (response.statusCode === 422) unplaced++;
          const problem = problemWith(route, sent, response);
          if (problem) problems.push(`${route.method} ${route.url} (${question}): ${problem}`);
        }),
        { numRuns: 4 },
      );
      restore();
    }
    // The words did reach the question reader, and none came back.
    expect(unplaced).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.slice(0, 500))).toEqual([]);
  }, 120_000);
});

/**
 * Real values for the fields and route parameters the contract and the routes name: a user with
 * a username, a friend to follow, a search with its prediction and share image, a checkout, a
 * reset token, real team names and match ids.
 */
async function realExamples(
  t: TestApp,
  mailer: ReturnType<typeof memoryMailer>,
): Promise<Map<string, unknown[]>> {
  const send = (options: InjectOptions) => t.app.inject({ remoteAddress: nextIp(), ...options });
  const password = 'correct horse';
  const owner = await registerUser(t.app, { password });
  const friend = await registerUser(t.app, { password });
  await setPlan(t.database, owner.user.id, 'premium');
  for (const [user, username] of [
    [owner, 'fuzz_owner'],
    [friend, 'fuzz_friend'],
  ] as const) {
    await send({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(user.token),
      payload: { username },
    });
  }
  const search = (
    await send({
      method: 'POST',
      url: '/api/search',
      headers: bearer(owner.token),
      payload: { query: 'Arsenal vs Manchester City prediction' },
    })
  ).json();
  const share = (
    await send({
      method: 'POST',
      url: `/api/predictions/${search.prediction.predictionId}/image`,
      headers: bearer(owner.token),
    })
  ).json();
  const [, mediaKind, mediaName] = /^\/media\/([^/]+)\/([^/]+)$/.exec(share.imageUrl) ?? [];
  const checkout = (
    await send({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: bearer(owner.token),
      payload: { packageType: 'small' },
    })
  ).json();
  await send({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: friend.email },
  });
  const questions = ['Arsenal vs Chelsea', 'NBA games tonight', 'best value bets today'];
  const teams = ['Arsenal', 'Chelsea', 'Manchester City', 'Lakers'];
  const strings = (...values: unknown[]) =>
    values.filter((v): v is string => typeof v === 'string');
  return new Map<string, unknown[]>([
    ['userId', [owner.user.id]],
    [
      'id',
      strings(
        String(search.interpretation.matchId),
        search.prediction.predictionId,
        checkout.checkout_url?.split('/').pop(),
      ),
    ],
    ['avatarId', ['1']],
    ['username', ['fuzz_friend', 'fuzz_owner']],
    ['style', ['cartoon']],
    ['kind', strings(mediaKind)],
    ['name', strings(mediaName, 'Ana Lima')],
    ['home', teams],
    ['away', teams],
    ['homeTeam', teams],
    ['awayTeam', teams],
    ['q', questions],
    ['query', questions],
    // Mostly addresses nobody has registered, so a registration can get as far as storing.
    [
      'email',
      [owner.email, friend.email, ...Array.from({ length: 50 }, () => uniqueEmail('fuzz'))],
    ],
    ['password', [password]],
    ['currentPassword', [password]],
    ['newPassword', ['another horse']],
    ['confirmPassword', [password, 'another horse']],
    ['token', [mailedResetToken(mailer, friend.email)]],
    ['searchId', strings(search.search.id)],
    ['description', ['Cheerful fan with a big grin']],
    ['ethnicity', ['Brazilian']],
    ['accessories', [['hat', 'cap'], []]],
    ['bio', ['Gunner since 1998']],
    ['userSession', ['session']],
  ]);
}

function collectStrings(value: unknown, out: string[]) {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') out.push(item);
    else if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        out.push(key);
        stack.push(inner);
      }
    }
  }
}
