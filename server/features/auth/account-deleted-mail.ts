import type { AppContext } from '../../app-context.ts';
import { escapeHtml, type MailMessage } from '../../data/mail/mailer.ts';

/**
 * The confirmation of a deletion, built before the account's rows go (it needs the address) and
 * sent after they went: it says what happened and that the address is free for a new account.
 */
export function accountDeletedMail(user: { name: string; email: string }): MailMessage {
  const lines = [
    'Your Strix account has been deleted, as you asked. Your profile, sessions, searches, votes, picks, follows, alerts and pictures are gone; payment records Strix must keep for its books no longer name you.',
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

/**
 * Sends the confirmation once the deletion committed (build nothing from rows that are gone: the
 * caller keeps the name and address from before). Never throws: the account is gone whether or
 * not the mail goes, so a mail server that is down only leaves a line in the log.
 */
export async function sendAccountDeletedMail(
  ctx: Pick<AppContext, 'mailer' | 'log'>,
  user: { name: string; email: string },
): Promise<boolean> {
  try {
    await ctx.mailer.send(accountDeletedMail(user), ctx.log);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error }, 'account deletion confirmation not sent');
    return false;
  }
}
