import type { SearchResponse } from '@contract';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from './harness.ts';

export interface SearchTestApp {
  t: TestApp;
  /** The Premium user's session token. */
  token: string;
  /** Asks as that user; fails the test unless the answer is a 200 match answer. */
  search(query: string): Promise<SearchResponse>;
  /** GETs a signed-in route as that user; fails the test unless it is a 200. */
  get<T>(url: string): Promise<T>;
}

/**
 * An app on the mini mirror with a Premium user (unlimited searches: the allowance is tested in
 * features/usage), for tests of what answers say.
 */
export async function searchTestApp(kind: DatabaseKind): Promise<SearchTestApp> {
  const t = await createTestApp(kind, { from: 'mini-mirror' });
  const { token, user } = await registerUser(t.app);
  await setPlan(t.database, user.id, 'premium');
  const ok = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json() as T;
  };
  return {
    t,
    token,
    search: async (query) =>
      ok<SearchResponse>(
        await t.app.inject({
          method: 'POST',
          url: '/api/search',
          headers: bearer(token),
          remoteAddress: nextIp(),
          payload: { query },
        }),
      ),
    get: async (url) => ok(await t.app.inject({ method: 'GET', url, headers: bearer(token) })),
  };
}
