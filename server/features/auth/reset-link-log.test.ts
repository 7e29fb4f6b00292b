import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config/config.ts';
import type { Mailer } from '../../data/mail/mailer.ts';
import { openPglite } from '../../db/client.ts';
import { registerUser } from '../../test/harness.ts';

/** An app on its own PGlite whose log lines are kept; `mailer` unset means no SMTP_URL. */
async function appWithLog(mailer?: Mailer) {
  const lines: string[] = [];
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'https://strix.example' }),
    database,
    mailer,
    webDir: '/nonexistent',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  });
  return { app, lines, close: () => app.close().then(() => database.close()) };
}

describe('the reset link without a mail server', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('goes to the server log, one line, and never into the answer', async () => {
    const running = await appWithLog();
    close = running.close;
    const { email } = await registerUser(running.app);
    const forgot = await running.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).not.toHaveProperty('resetToken');

    const withLink = running.lines.filter((line) => line.includes('resetToken='));
    expect(withLink).toHaveLength(1);
    const line = JSON.parse(withLink[0]!) as { msg: string; to: string; reqId: string };
    expect(line).toMatchObject({ to: email, reqId: expect.any(String) });
    const token = /https:\/\/strix\.example\/auth\?resetToken=([\w-]{43})$/.exec(line.msg)?.[1];
    expect(token).toBeDefined();
    expect(forgot.body).not.toContain(token);

    const reset = await running.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'logged new password', confirmPassword: 'logged new password' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('stays out of the log when the mail is delivered', async () => {
    const sent: string[] = [];
    const delivering: Mailer = {
      delivers: true,
      async send(message) {
        sent.push(message.text);
      },
      close() {},
    };
    const running = await appWithLog(delivering);
    close = running.close;
    const { email } = await registerUser(running.app);
    await running.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(sent.join()).toContain('resetToken=');
    expect(running.lines.join('\n')).not.toContain('resetToken=');
  });
});
