import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
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

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: notes that a mail was not sent, never what it said. A mail's text can hold a
 * password-reset link, and logs are read by more people (and kept longer) than a mailbox. Outside
 * production the reset token reaches the developer in the answer instead (`resetToken`); in
 * production an undelivered mail is a fault, so it is a warning.
 */
export function logMailer(appLog: FastifyBaseLogger, options: { production: boolean }): Mailer {
  return {
    delivers: false,
    async send(message, log = appLog) {
      const details = { to: message.to, subject: message.subject };
      if (options.production) log.warn(details, 'mail not sent: SMTP_URL is not set');
      else log.info(details, 'mail not sent (no SMTP_URL)');
    },
    close() {},
  };
}
