import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personRowCounts } from '../../db/queries/person-tables.ts';
import { rowsOf } from '../../db/queries/raw.ts';
import { mediaStore } from '../../lib/media.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';
import { seedPersonRows, seedSportsFixture } from '../../test/person-rows.ts';
import {
  deliver,
  stripeEvent,
  subscriptionObject,
  WEBHOOK_SECRET,
} from '../billing/billing-test-kit.ts';
import { startStripeApiStub } from '../billing/stripe-api-stub.ts';
import { mediaFiles, tablesMentioning } from './deletion-test-kit.ts';

describe.each(databaseKinds)('deleting an account on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let stripe: Awaited<ReturnType<typeof startStripeApiStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strix-deletion-'));
    stripe = await startStripeApiStub();
    smtp = await startSmtpServer();
    t = await createTestApp(kind, {
      env: {
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: 'sk_test_strix',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        SMTP_URL: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => t.database.db;
  const inboxOf = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email));
  const media = () => mediaStore(dataDir);

  const deleteAccount = (userId: string, token: string | undefined, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/user/${userId}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email, password },
    });

  /**
   * Two people: `person` with a row everywhere and image files; `other` with their own.
   * `traces` are what no table may hold once the person is deleted: their id, their email and
   * the question they typed.
   */
  async function twoPeople() {
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const label = `p${person.user.id.slice(0, 8)}`;
    const seeded = await seedPersonRows(
      db(),
      media(),
      { userId: person.user.id, label, friendId: other.user.id },
      await seedSportsFixture(db()),
    );
    const files = seeded.images;
    const otherPicture = await media().savePng(
      'profiles',
      await media()
        .read(files.profile)
        .then((b) => b!),
    );
    await db().execute(
      sql`update users set profile_image = ${otherPicture} where id = ${other.user.id}`,
    );
    await db().execute(
      sql`insert into votes (target, choice, user_id) values ('match:1', 'away', ${other.user.id})`,
    );
    // A failed sign-in leaves a counter keyed by the email.
    expect((await login(person.email, 'not the password')).statusCode).toBe(401);
    const traces = [person.user.id, person.email, seeded.question];
    return {
      person,
      other,
      label,
      files,
      subscriptionId: seeded.subscriptionId,
      otherPicture,
      traces,
    };
  }

  it('removes every row and file of the person, keeping only anonymous books and record', async () => {
    const { person, other, label, files, subscriptionId, otherPicture, traces } = await twoPeople();
    const id = person.user.id;
    // Every column that references users holds a row of theirs: a table added later and not
    // seeded here fails this line, so its deletion gets tested.
    const before = await personRowCounts(db(), id);
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
    expect(await tablesMentioning(db(), traces)).toContain('rate_limits');
    expect((await t.app.inject({ url: `/api/users/${label}_handle` })).statusCode).toBe(200);

    const response = await deleteAccount(id, person.token, { password: person.password });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'strix_session');
    expect(cleared?.value).toBe('');

    expect(await tablesMentioning(db(), traces)).toEqual([]);
    // The confirmation reaches the address, saying why it was sent.
    await vi.waitFor(() => expect(inboxOf(person.email)).toHaveLength(1));
    const confirmation = inboxOf(person.email)[0]!;
    expect(confirmation.raw).toContain('Subject: Your Strix account has been deleted');
    expect(confirmation.text).toContain('You are receiving this because');
    // Cancelled at Stripe, immediately.
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        path: `/v1/subscriptions/${subscriptionId}`,
      }),
    );
    // What stays, anonymous: the purchase in the books and its checkout, the graded prediction.
    const ledger = await rowsOf<{ user_id: string | null; kind: string }>(
      db(),
      sql`select user_id, kind from credit_ledger where reference like ${`%${label}`}`,
    );
    expect(ledger).toEqual([{ user_id: null, kind: 'purchase' }]);
    const checkout = await rowsOf<{ user_id: string | null }>(
      db(),
      sql`select user_id from checkout_sessions where id = ${`cs_${label}`}`,
    );
    expect(checkout).toEqual([{ user_id: null }]);
    const predictions = await rowsOf<{
      id: string;
      search_id: string | null;
      share_image: string | null;
      payload: Record<string, unknown>;
    }>(
      db(),
      sql`select id, search_id, share_image, payload from predictions where payload->>'prediction' = 'Home win' and user_id is null`,
    );
    expect(predictions.length).toBeGreaterThan(0);
    for (const row of predictions) {
      expect(row).toMatchObject({ search_id: null, share_image: null });
      expect(row.payload).not.toHaveProperty('query');
    }

    // Their images are gone from disk and their URLs; the other person's stays.
    const left = await mediaFiles(dataDir);
    for (const path of [files.profile, files.avatar, files.share]) {
      expect(left).not.toContain(path);
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }
    expect(left).toContain(otherPicture);
    expect((await t.app.inject({ url: otherPicture })).statusCode).toBe(200);

    // Signed out everywhere, cannot sign in, no public profile, no share page.
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${label}_handle` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/shared/${predictions[0]!.id}`, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/p/${predictions[0]!.id}` })).statusCode).toBe(404);

    // The other person's own data is untouched.
    expect((await me(other.token)).statusCode).toBe(200);
    const theirVotes = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from votes where user_id = ${other.user.id}`,
    );
    expect(theirVotes[0]!.n).toBe(1);

    // The email can start again, as a new person.
    const again = await registerUser(t.app, { email: person.email });
    expect(again.user.id).not.toBe(id);
  });

  it('answers the later subscription-deleted webhook with 200 and changes nothing', async () => {
    const { person, subscriptionId, traces } = await twoPeople();
    expect(
      (await deleteAccount(person.user.id, person.token, { password: person.password })).statusCode,
    ).toBe(204);
    const periodEnd = Math.floor(Date.now() / 1000) + 86_400;
    const event = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, { status: 'canceled', periodEnd }),
    );
    const response = await deliver(t.app, event);
    expect(response.statusCode).toBe(200);
    expect(await tablesMentioning(db(), traces)).toEqual([]);
    const subs = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from subscriptions where provider_subscription_id = ${subscriptionId}`,
    );
    expect(subs[0]!.n).toBe(0);
  });

  it('deletes nothing when Stripe cannot cancel the subscription', async () => {
    const { person } = await twoPeople();
    stripe.state.failNext = true;
    const response = await deleteAccount(person.user.id, person.token, {
      password: person.password,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/nothing was deleted/);
    expect((await me(person.token)).statusCode).toBe(200);
    const counts = await personRowCounts(db(), person.user.id);
    expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
    expect(inboxOf(person.email)).toEqual([]);
  });

  it('counts a subscription Stripe has already cancelled as done', async () => {
    const { person, subscriptionId, traces } = await twoPeople();
    stripe.cancelled.add(subscriptionId);
    const response = await deleteAccount(person.user.id, person.token, {
      password: person.password,
    });
    expect(response.statusCode).toBe(204);
    expect(await tablesMentioning(db(), traces)).toEqual([]);
  });

  it('refuses a wrong password, another person and a signed-out request', async () => {
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const wrong = await deleteAccount(person.user.id, person.token, { password: 'nope nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(
      'That password is not right. Your account has not been deleted.',
    );
    expect(wrong.body).not.toContain('nope nope');
    const missing = await deleteAccount(person.user.id, person.token, {});
    expect(missing.statusCode).toBe(403);
    expect(
      (await deleteAccount(other.user.id, person.token, { password: person.password })).statusCode,
    ).toBe(403);
    expect(
      (await deleteAccount(person.user.id, undefined, { password: person.password })).statusCode,
    ).toBe(401);
    expect((await me(person.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('limits attempts, so the password cannot be guessed through it', async () => {
    const person = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await deleteAccount(person.user.id, person.token, { password: `guess ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await deleteAccount(person.user.id, person.token, { password: person.password });
    expect(right.statusCode).toBe(429);
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('ends two racing deletions in one clean state', async () => {
    const { person, traces } = await twoPeople();
    const body = { password: person.password };
    const responses = await Promise.all([
      deleteAccount(person.user.id, person.token, body),
      deleteAccount(person.user.id, person.token, body),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 404]).toContain(statuses[1]);
    expect(await tablesMentioning(db(), traces)).toEqual([]);
    // One deletion, one confirmation: the losing request sends none.
    await vi.waitFor(() => expect(inboxOf(person.email)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inboxOf(person.email)).toHaveLength(1);
  });
});
