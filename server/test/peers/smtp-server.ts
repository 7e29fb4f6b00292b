import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /**
   * The message as a reader sees it: headers unfolded, and the body with quoted-printable soft
   * breaks and escapes undone. Headers are not quoted-printable: decoding them would turn
   * `token=3Dab…` in a List-Unsubscribe link into `token=ab…`.
   */
  text: string;
}

export function readableText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split);
  return (
    head.replace(/\r?\n[ \t]+/g, ' ') +
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
  );
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer() {
  const inbox: CapturedMail[] = [];
  const waiting: ((mail: CapturedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: readableText(raw),
        };
        inbox.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The next message to arrive (or the last one, if it already came). */
    nextMail: (timeoutMs = 5000) =>
      new Promise<CapturedMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
