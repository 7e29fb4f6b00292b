import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smtpMailer } from '../../data/mail/mailer.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';
import { sendAccountDeletedMail } from './account-deleted-mail.ts';

const quietLog = () => ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;

describe('account deletion confirmation mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('tells the person the account is gone, why the mail came, and that the address is free', async () => {
    const mailer = smtpMailer(smtp.url, 'Strix <no-reply@strix.example>');
    try {
      const arrival = smtp.nextMail();
      const sent = await sendAccountDeletedMail(
        { mailer, log: quietLog() },
        { name: 'Ana <b>', email: 'ana@example.com' },
      );
      expect(sent).toBe(true);
      const mail = await arrival;
      expect(mail.to).toEqual(['ana@example.com']);
      expect(mail.raw).toContain('Subject: Your Strix account has been deleted');
      expect(mail.text).toContain('Your Strix account has been deleted, as you asked.');
      expect(mail.text).toContain('you can make a new Strix account with it');
      expect(mail.text).toContain(
        'You are receiving this because the Strix account for this address was deleted.',
      );
      // The name is the person's own text: in the HTML part it is text, never markup.
      expect(mail.text).toContain('Hi Ana &#60;b&#62;,');
      expect(mail.text).not.toContain('<p>Hi Ana <b>');
    } finally {
      mailer.close();
    }
  });

  it('does not fail the deletion when the mail server is down', async () => {
    // Nothing listens on port 1.
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'Strix <no-reply@strix.example>');
    const log = quietLog();
    try {
      const sent = await sendAccountDeletedMail(
        { mailer, log },
        { name: 'Ana', email: 'ana@example.com' },
      );
      expect(sent).toBe(false);
      expect(log.warn).toHaveBeenCalledOnce();
    } finally {
      mailer.close();
    }
  });
});
