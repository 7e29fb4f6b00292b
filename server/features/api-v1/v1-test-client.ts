import { testConfig } from '../../config/config.ts';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { valueLedgerReady } from '../../test/value-prices.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

export interface V1TestClient {
  t: TestApp;
  /** The key owner's session token, for comparing with the web app's own routes. */
  session: string;
  /** GET a /api/v1 path with the Premium key; the status and parsed body. */
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  /** Moves the replay clock forward (a fresh clock position for the state's memo). */
  moveClock(to: string): Promise<void>;
}

/**
 * An app on the mini mirror and a Premium user's API key, for the /api/v1 route tests. `env`
 * adds settings (an LLM endpoint, say).
 */
export async function v1TestClient(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
): Promise<V1TestClient> {
  // Walking a list two at a time takes more than the 60 requests a minute a key normally gets;
  // the limits themselves are tested with the keys.
  const t = await createTestApp(kind, {
    env: { API_REQUESTS_PER_MINUTE: '10000', ...env },
    from: 'mini-mirror',
  });
  const user = await registerUser(t.app);
  await setPlan(t.database, user.user.id, 'premium');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/api-keys',
    headers: bearer(user.token),
    payload: { name: 'slate tests' },
  });
  if (created.statusCode !== 201) throw new Error(`key not created: ${created.body}`);
  const secret = (created.json() as { secret: string }).secret;
  await valueLedgerReady(t.app);
  return {
    t,
    session: user.token,
    async get<T>(path: string) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(secret) });
      return { status: response.statusCode, body: response.json() as T };
    },
    async moveClock(to: string) {
      await advanceReplayClock({ db: t.database.db, config: testConfig() }, new Date(to));
      await valueLedgerReady(t.app);
    },
  };
}
