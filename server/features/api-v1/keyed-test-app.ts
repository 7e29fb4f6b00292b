import { ingestSportsData } from '../../data/ingest/run-ingest.ts';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  MINI_MIRROR,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

export interface KeyedTestApp {
  t: TestApp;
  /** The Premium key owner's session token, for the web app's own routes. */
  session: string;
  /** GET a /api/v1 path with the key: the status and parsed body. */
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
}

/** An app on the mini mirror (clock 15 Jan 2025 12:00 UTC) and a Premium user's API key. */
export async function keyedTestApp(kind: DatabaseKind): Promise<KeyedTestApp> {
  // Walking a list two at a time takes more than a key's usual 60 requests a minute; the limits
  // themselves are tested with the keys.
  const t = await createTestApp(kind, { env: { API_REQUESTS_PER_MINUTE: '10000' } });
  await ingestSportsData(t.database.db, MINI_MIRROR);
  const user = await registerUser(t.app);
  await setPlan(t.database, user.user.id, 'premium');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/api-keys',
    headers: bearer(user.token),
    payload: { name: 'Team tests' },
  });
  if (created.statusCode !== 201) throw new Error(`key not created: ${created.body}`);
  const { secret } = created.json() as { secret: string };
  return {
    t,
    session: user.token,
    async get<T>(path: string) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(secret) });
      return { status: response.statusCode, body: response.json() as T };
    },
  };
}

/** Every item of a list, fetched `limit` at a time by following nextCursor. */
export async function walk<T>(
  app: KeyedTestApp,
  path: string,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const next: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const url: string = `${path}${sep}limit=${limit}${next}`;
    const { status, body } = await app.get<{ data: T[]; nextCursor: string | null }>(url);
    if (status !== 200) throw new Error(`${url}: ${status} ${JSON.stringify(body)}`);
    if (body.data.length > limit) throw new Error(`${url}: more than ${limit} items`);
    items.push(...body.data);
    cursor = body.nextCursor;
    pages++;
    if (pages > 500) throw new Error(`${path}: the cursor never ends`);
  } while (cursor);
  return { items, pages };
}
