import { MAIL_CATALOGUE } from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { resetPasswordMail } from '../../features/auth/mails.ts';
import { finalMessage, logMailer, type MailMessage } from './mailer.ts';

/** A logger that keeps what it was given, as JSON, with the level it was given at. */
function recordingLog(lines: string[], bindings: object = {}): FastifyBaseLogger {
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      lines.push(JSON.stringify({ level, ...bindings, ...details, msg: message }));
    };
  return { info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger;
}

const link = 'https://strix.example/auth?resetToken=Q2hhbmdlIG1lIHRvIGEgcmVhbCB0b2tlbiBwbGVhc2U';
const mail = resetPasswordMail({ name: 'Ana', email: 'ana@example.com' }, link);

describe('logMailer (no SMTP_URL)', () => {
  it('logs who the mail was for, never its text: the reset link stays out of the log', async () => {
    const lines: string[] = [];
    await logMailer(recordingLog(lines), { production: false }).send(mail);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'info',
      to: 'ana@example.com',
      subject: 'Reset your Strix password',
    });
    expect(lines[0]).not.toContain('resetToken');
    expect(lines[0]).not.toContain('Q2hhbmdlIG1lIHRvIGEgcmVhbCB0b2tlbiBwbGVhc2U');
  });

  it('warns in production, where a mail that is not sent is a fault', async () => {
    const lines: string[] = [];
    await logMailer(recordingLog(lines), { production: true }).send(mail);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn' });
    expect(lines[0]).not.toContain('resetToken');
  });

  it("writes with the request's logger when given one, so the line carries its reqId", async () => {
    const appLines: string[] = [];
    const requestLines: string[] = [];
    const mailer = logMailer(recordingLog(appLines), { production: false });
    await mailer.send(mail, recordingLog(requestLines, { reqId: 'req-1' }));
    expect(appLines).toEqual([]);
    expect(JSON.parse(requestLines[0]!)).toMatchObject({ reqId: 'req-1' });
  });
});

describe('what leaves the mailer', () => {
  it('ends a transactional mail with why it was sent, in text and HTML', () => {
    const out = finalMessage(mail);
    const why =
      'You are receiving this because someone asked to reset the password of the Strix account for this address.';
    const entry = MAIL_CATALOGUE['password-reset'];
    expect(entry.optional || entry.footer.startsWith(why)).toBe(true);
    expect(out.text.trimEnd().endsWith(entry.optional ? '' : entry.footer)).toBe(true);
    expect(out.text).toContain(why);
    expect(out.html).toContain(why);
    expect(out).not.toHaveProperty('kind');
  });

  it('refuses a mail whose kind is not in the catalogue, sent or only logged', async () => {
    const unlisted = { ...mail, kind: 'newsletter' } as unknown as MailMessage;
    expect(() => finalMessage(unlisted)).toThrow(/unknown kind/);
    const lines: string[] = [];
    await expect(
      logMailer(recordingLog(lines), { production: false }).send(unlisted),
    ).rejects.toThrow(/MAIL_CATALOGUE/);
    expect(lines).toEqual([]);
  });
});
