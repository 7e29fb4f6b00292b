import { PREFERENCE_MESSAGES, type Preferences } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { canonicalTimeZone } from './preferences-service.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe.each(databaseKinds)('preferences on %s', (kind) => {
  let t: TestApp;
  let owner: User;
  let stranger: User;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
  }, 180_000);
  afterAll(() => t?.close());

  const url = (user: User) => `/api/user/${user.user.id}/preferences`;
  const call = (method: 'GET' | 'PUT', path: string, as?: User, payload?: unknown) =>
    t.app.inject({
      method,
      url: path,
      remoteAddress: nextIp(),
      ...(as ? { headers: bearer(as.token) } : {}),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('starts with nothing chosen', async () => {
    const response = await call('GET', url(owner), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      oddsFormat: null,
      currency: null,
      bankroll: null,
      unitSize: null,
      timeZone: null,
      theme: null,
    });
  });

  it('keeps what is saved, field by field, and clears a field set to null', async () => {
    const saved = await call('PUT', url(owner), owner, {
      oddsFormat: 'decimal',
      currency: '£',
      bankroll: 1000,
      unitSize: 10.5,
      timeZone: 'europe/london',
      theme: 'light',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      oddsFormat: 'decimal',
      currency: '£',
      bankroll: 1000,
      unitSize: 10.5,
      timeZone: 'Europe/London',
      theme: 'light',
    });
    const partly = await call('PUT', url(owner), owner, { theme: null, currency: '€' });
    expect(partly.json()).toMatchObject({ theme: null, currency: '€', bankroll: 1000 });
    const read = (await call('GET', url(owner), owner)).json() as Preferences;
    expect(read).toEqual({
      oddsFormat: 'decimal',
      currency: '€',
      bankroll: 1000,
      unitSize: 10.5,
      timeZone: 'Europe/London',
      theme: null,
    });
  });

  it('refuses bad values with a sentence naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ oddsFormat: 'moneyline' }, PREFERENCE_MESSAGES.oddsFormat],
      [{ currency: 'BTC' }, PREFERENCE_MESSAGES.currency],
      [{ bankroll: 0 }, PREFERENCE_MESSAGES.bankroll],
      [{ bankroll: -5 }, PREFERENCE_MESSAGES.bankroll],
      [{ bankroll: 10.005 }, PREFERENCE_MESSAGES.bankroll],
      [{ bankroll: 20_000_000 }, PREFERENCE_MESSAGES.bankroll],
      [{ bankroll: '100' }, PREFERENCE_MESSAGES.bankroll],
      [{ unitSize: 2_000_000 }, PREFERENCE_MESSAGES.unitSize],
      [{ unitSize: 5000 }, PREFERENCE_MESSAGES.unitOverBankroll],
      [{ timeZone: 'Mars/Olympus_Mons' }, PREFERENCE_MESSAGES.timeZone],
      [{ timeZone: '' }, PREFERENCE_MESSAGES.timeZone],
      [{ theme: 'sepia' }, PREFERENCE_MESSAGES.theme],
      [{ colour: 'red' }, PREFERENCE_MESSAGES.unknownField],
      [[1, 2], PREFERENCE_MESSAGES.body],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', url(owner), owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ error: message });
    }
    // Nothing changed.
    expect(((await call('GET', url(owner), owner)).json() as Preferences).bankroll).toBe(1000);
  });

  it("gives them to their owner alone: 401 signed out, 403 for another's", async () => {
    expect((await call('GET', url(owner))).statusCode).toBe(401);
    expect((await call('PUT', url(owner), undefined, { theme: 'dark' })).statusCode).toBe(401);
    const read = await call('GET', url(owner), stranger);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ error: PREFERENCE_MESSAGES.notYours });
    const write = await call('PUT', url(owner), stranger, { oddsFormat: 'american' });
    expect(write.statusCode).toBe(403);
    expect(((await call('GET', url(owner), owner)).json() as Preferences).oddsFormat).toBe(
      'decimal',
    );
  });
});

describe('time zones', () => {
  it('takes IANA names in their canonical spelling and refuses the rest', () => {
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Nowhere/City')).toBeNull();
    expect(canonicalTimeZone('../etc/passwd')).toBeNull();
  });
});
