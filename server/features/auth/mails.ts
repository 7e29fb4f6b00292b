import { escapeHtml, type MailMessage } from '../../data/mail/mailer.ts';

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
