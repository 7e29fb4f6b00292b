import { CREDIT_PACKAGES, PLANS } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { escapeHtml, type MailMessage } from '../../data/mail/mailer.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { FulfilmentResult } from './fulfilment.ts';

type Fulfilled = Extract<FulfilmentResult, { status: 'fulfilled' }>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** UTC, spelled out, so nobody reads 03/04 the wrong way round. */
const when = (date: Date) =>
  `${date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function whatWasBought(result: Fulfilled): { item: string; note: string } {
  if (result.kind === 'credits') {
    const pack = CREDIT_PACKAGES.find((candidate) => candidate.id === result.item);
    return {
      item: `${pack?.name ?? result.item}: ${result.credits} credits`,
      note: `Your balance is now ${result.balance} credits.`,
    };
  }
  const plan = PLANS.find((candidate) => candidate.id === result.item);
  return {
    item: `${plan?.name ?? result.item} plan, monthly`,
    note: `The plan is yours until ${when(result.planUntil)} and renews each month until you cancel it in Settings.`,
  };
}

/** Strix's own record of one completed checkout: what, how much, when and its reference. */
export function receiptMail(to: { name: string; email: string }, result: Fulfilled): MailMessage {
  const { item, note } = whatWasBought(result);
  const facts: [string, string][] = [
    ['Item', item],
    ['Amount', dollars(result.amountCents)],
    ['Date', when(result.fulfilledAt)],
    ['Reference', result.sessionId],
  ];
  const intro = 'Thank you: your payment to Strix is complete.';
  return {
    kind: 'payment-receipt',
    to: to.email,
    subject: `Your Strix payment: ${item}, ${dollars(result.amountCents)}`,
    text: [
      `Hi ${to.name},`,
      '',
      intro,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      note,
      '',
      '— Strix, AI Sports Intelligence',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(to.name)},</p>
<p>${escapeHtml(intro)}</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(note)}</p>
<p>— Strix, AI Sports Intelligence</p>`,
  };
}

/**
 * Mails the receipt of a fulfilment that committed. Only a 'fulfilled' result gets one, and
 * fulfilment returns that once per checkout however often the provider redelivers, so there is
 * never a second receipt. Not awaited by the caller's answer: a slow or failing mail server must
 * not make the provider deliver the event again (the grant stands either way; the log says so).
 */
export function sendReceipt(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'log'>,
  result: FulfilmentResult,
): Promise<void> {
  if (result.status !== 'fulfilled') return Promise.resolve();
  return (async () => {
    const user = await findUserById(ctx.db, result.userId);
    if (!user) return;
    await ctx.mailer.send(receiptMail(user, result), ctx.log);
  })().catch((error: unknown) => {
    ctx.log.warn({ err: error, checkout: result.sessionId }, 'payment receipt not sent');
  });
}
