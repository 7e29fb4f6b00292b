import type { MailMessage } from '../../data/mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetPasswordMail(
  user: { name: string; email: string },
  link: string,
): MailMessage {
  return {
    kind: 'password-reset',
    to: user.email,
    subject: 'Reset your Strix password',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone asked to reset the password of your Strix account. If it was you, open this link within one hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      '— Strix, AI Sports Intelligence',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(user.name)},</p>
<p>Someone asked to reset the password of your Strix account. If it was you, open this link within one hour:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>— Strix, AI Sports Intelligence</p>`,
  };
}

/**
 * The confirmation of a deletion, built before the account's rows go (it needs the address) and
 * sent after they went: it says what happened and that the address is free for a new account.
 */
export function accountDeletedMail(user: { name: string; email: string }): MailMessage {
  const lines = [
    'Your Strix account has been deleted, as you asked. Your profile, sessions, searches, votes, follows, alerts and pictures are gone; payment records Strix must keep for its books no longer name you.',
    'This address is free again: you can make a new Strix account with it at any time, starting afresh.',
  ];
  return {
    kind: 'account-deleted',
    to: user.email,
    subject: 'Your Strix account has been deleted',
    text: [
      `Hi ${user.name},`,
      '',
      ...lines.flatMap((line) => [line, '']),
      '— Strix, AI Sports Intelligence',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(user.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>— Strix, AI Sports Intelligence</p>`,
  };
}
