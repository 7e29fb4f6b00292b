import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail. SMTP when SMTP_URL is set; otherwise messages only go to the log. */
export interface Mailer {
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
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

export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    delivers: false,
    async send(message) {
      log.info(
        { to: message.to, subject: message.subject },
        `mail not sent (no SMTP_URL):\n${message.text}`,
      );
    },
    close() {},
  };
}
