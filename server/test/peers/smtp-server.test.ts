import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../data/mail/mailer.ts';
import { startSmtpServer } from './smtp-server.ts';

// The alert tests read unsubscribe links out of `text`, so it must show every link as sent.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('the SMTP test server', () => {
  it('shows a link as sent in its header and its quoted-printable body, "=3D"-like tokens too', async () => {
    const mailer = smtpMailer(smtp.url, 'Strix <alerts@strix.example>');
    // A token opening with "3D" reads as the escape of "=" if headers are decoded as bodies are.
    const token = `3D${'Ab9_-'.repeat(8)}x`;
    const url = `https://strix.example/api/alerts/unsubscribe?token=${token}`;
    const arrived = smtp.nextMail();
    await mailer.send({
      kind: 'value-bet-alert',
      to: 'reader@example.com',
      subject: 'Value bet: Draw at 3.77 (+5.8%) · Everton vs Tottenham Hotspur',
      headers: { 'List-Unsubscribe': `<${url}>` },
      text: `A long line so that the body is wrapped with soft breaks before the link: ${url}`,
      html: `<p><a href="${url}">Turn these alerts off</a></p>`,
    });
    const mail = await arrived;
    mailer.close();
    expect(mail.text).toContain(`List-Unsubscribe: <${url}>`);
    expect(mail.text).toContain(`before the link: ${url}`);
    expect(mail.text).toContain(`<a href="${url}">`);
    const links = [...mail.text.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    expect(links).toEqual([token, token, token]);
  });
});
