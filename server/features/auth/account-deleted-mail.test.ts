import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../data/mail/mailer.ts';
import { startSmtpServer } from '../../test/peers/smtp-server.ts';
import { accountDeletedMail } from './mails.ts';

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
      await mailer.send(accountDeletedMail({ name: 'Ana <b>', email: 'ana@example.com' }));
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
});
