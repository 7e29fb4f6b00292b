import { isMailKind, MAIL_CATALOGUE, type MailKind } from '@contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Which mail of the catalogue (contract/mail-texts.ts) this is: none is sent unlisted. */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert mails (mail clients offer it as a button). */
  headers?: Record<string, string>;
}

/** Outgoing mail. SMTP when SMTP_URL is set; otherwise messages are not sent at all. */
export interface Mailer {
  readonly delivers: boolean;
  /** `log` is the request's logger when a request sends the mail, so its lines carry the reqId. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
  close(): void;
}

/** For every text put into a mail's HTML: names and team names come from people and data files. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The message as it leaves: its kind checked against the catalogue (types stop most, this stops
 * a kind that arrived as data), and a transactional mail ends with the catalogue's footer saying
 * why it reached this address, so no mail builder can forget it.
 */
export function finalMessage(message: MailMessage): Omit<MailMessage, 'kind'> {
  if (!isMailKind(message.kind)) {
    throw new Error(`mail of unknown kind ${String(message.kind)}: add it to MAIL_CATALOGUE`);
  }
  const { kind, ...rest } = message;
  const entry = MAIL_CATALOGUE[kind];
  if (entry.optional) return rest;
  return {
    ...rest,
    text: `${rest.text}\n\n--\n${entry.footer}`,
    html: `${rest.html}\n<hr>\n<p style="color:#666;font-size:12px">${escapeHtml(entry.footer)}</p>`,
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...finalMessage(message) });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: notes that a mail was not sent, never what it said. A mail's text can hold a
 * password-reset link, and logs are read by more people (and kept longer) than a mailbox. Outside
 * production the reset service logs its link itself, on purpose, as the one way to reset without
 * mail; in production an undelivered mail is a fault, so it is a warning.
 */
export function logMailer(appLog: FastifyBaseLogger, options: { production: boolean }): Mailer {
  return {
    delivers: false,
    async send(message, log = appLog) {
      finalMessage(message);
      const details = { kind: message.kind, to: message.to, subject: message.subject };
      if (options.production) log.warn(details, 'mail not sent: SMTP_URL is not set');
      else log.info(details, 'mail not sent (no SMTP_URL)');
    },
    close() {},
  };
}
