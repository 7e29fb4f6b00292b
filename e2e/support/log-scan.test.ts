import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFindings, scanLogFolder, scanLogText } from './log-scan.ts';
import { readSecrets, recordSecret, type Secret } from './secrets.ts';

/** The scan at the end of the end-to-end run (log-scan.e2e.ts) must catch leaks, or it proves nothing. */

const password = 'correct horse battery';
const token = 'dG9rZW4tb2YtYS1zZXNzaW9uLWZvci10ZXN0aW5nMTIz';
const secrets: Secret[] = [
  { kind: 'password', value: password },
  { kind: 'token', value: token },
];

const base = { time: 1_737_000_000_000, pid: 7, hostname: 'ci' };
const line = (entry: object) => JSON.stringify({ ...base, ...entry });
const request = (reqId: string, url: string) =>
  line({
    level: 30,
    reqId,
    req: { method: 'GET', url, host: '127.0.0.1:3000', remoteAddress: '127.0.0.1' },
    msg: 'incoming request',
  });

/** What the servers write on a good day, the redacted and masked forms included. */
const cleanLog = [
  line({ level: 30, database: 'pglite', msg: 'Strix is serving http://127.0.0.1:3000' }),
  request('r-1', '/api/auth/me'),
  request('r-2', '/auth?resetToken=[redacted]'),
  request('r-3', '/api/v1/leagues?api_key=[redacted]'),
  line({
    level: 30,
    reqId: 'r-1',
    req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]' } },
    msg: 'with headers',
  }),
  line({
    level: 30,
    reqId: 'r-1',
    res: { statusCode: 200 },
    responseTime: 4.2,
    msg: 'request completed',
  }),
  line({
    level: 30,
    reqId: 'r-4',
    to: 'ana@example.com',
    subject: 'Reset your Strix password',
    msg: 'mail not sent (no SMTP_URL)',
  }),
  line({ level: 30, reqId: 'r-5', key: 'strix_live_…a1B2', msg: 'key shown masked' }),
  line({ level: 20, purged: { resetTokens: 2, sessions: 1 }, msg: 'auth housekeeping done' }),
  line({
    level: 30,
    reqId: 'r-6',
    eventId: 'evt_1',
    type: 'checkout.session.completed',
    outcome: 'fulfilled',
    msg: 'payment provider event',
  }),
  // A real request id whose first groups are all digits (and pass Luhn's check) is no card number.
  line({
    level: 30,
    reqId: '64372470-7371-4880-93cd-763e1b5910c3',
    predictionId: '2025-01-18 12:30:00 1234',
    // An e2e address carries the clock's milliseconds; 1795544832110 passes Luhn's check.
    to: 'e2e.mobile.1795544832110@example.com',
    msg: 'numbers that are not cards',
  }),
  '',
].join('\n');

const scan = (text: string, structured = true) =>
  scanLogText('server.log', text, secrets, { structured });

describe('the log scan', () => {
  it('passes a clean log', () => {
    expect(scan(cleanLog)).toEqual([]);
  });

  it("catches the run's password, naming the file and line but not the password", () => {
    const leaked = `${cleanLog}${line({ level: 30, reqId: 'r-9', body: { email: 'a@b.c', pass: password }, msg: 'login' })}\n`;
    const findings = scan(leaked);
    expect(findings.map(({ file, line, problem }) => ({ file, line, problem }))).toEqual([
      { file: 'server.log', line: 12, problem: 'a "body.pass" field with a value' },
      { file: 'server.log', line: 12, problem: "the run's password (as is)" },
    ]);
    const report = describeFindings(findings);
    expect(report).toContain('server.log:12:');
    expect(report).not.toContain(password);
  });

  it('catches a secret URL-encoded, form-encoded or in base64', () => {
    const lines = [
      request('r-1', `/x?p=${encodeURIComponent(password)}`),
      request('r-2', `/x?p=${new URLSearchParams({ p: password }).toString().slice(2)}`),
      line({ level: 30, reqId: 'r-3', basic: Buffer.from(token).toString('base64'), msg: 'm' }),
    ].join('\n');
    expect(scan(lines).map((f) => f.problem)).toEqual([
      "the run's password (URL-encoded)",
      "the run's password (form-encoded)",
      "the run's token (base64)",
    ]);
  });

  it('catches credentials and payment data it was not told about', () => {
    const cases: [object, string][] = [
      [{ headers: { authorization: 'Bearer abcdefgh12345678' } }, 'a bearer credential'],
      [{ key: `strix_live_${'k'.repeat(43)}` }, 'a Strix API key'],
      [
        { mail: 'open https://s.example/auth?resetToken=abcdefghijklmnop' },
        'a password-reset link',
      ],
      [{ config: 'whsec_abcdefghijkl' }, 'a Stripe webhook secret'],
      [{ config: 'using sk_test_abcdefghijkl' }, 'a Stripe secret key'],
      [
        { event: { id: 'evt_1', object: 'event', data: {} } },
        'a Stripe object (a whole event or session payload)',
      ],
      [
        { raw: '{"id":"cs_1","object":"checkout.session"}' },
        'a Stripe object (a whole event or session payload)',
      ],
      [{ note: 'card 4242 4242 4242 4242 used' }, 'a card number'],
      [{ note: 'paid with 4242424242424242.' }, 'a card number'],
      [{ user: { password: 'hunter2hunter2' } }, 'a "user.password" field with a value'],
    ];
    for (const [fields, problem] of cases) {
      const findings = scan(line({ level: 40, reqId: 'r-1', ...fields, msg: 'm' }));
      expect(findings.map((f) => f.problem)).toContain(problem);
      expect(findings[0]!.excerpt).not.toMatch(/abcdefgh|kkkkkkkk|4242 4242|hunter2/);
    }
  });

  it('holds every line to JSON, and request lines to their reqId', () => {
    const lines = [
      'Server listening on port 3000',
      request('r-1', '/ok'),
      line({ level: 30, req: { url: '/' }, msg: 'incoming request' }),
    ];
    expect(scan(lines.join('\n'))).toEqual([
      expect.objectContaining({ line: 1, problem: 'a line that is not JSON' }),
      expect.objectContaining({ line: 3, problem: 'a request line without its reqId' }),
    ]);
  });

  it('searches standard error for secrets without holding it to JSON', () => {
    const stderr = `(node:12) Warning: something\nError: login failed for ${password}\n`;
    expect(scan(stderr, false)).toEqual([
      expect.objectContaining({ line: 2, problem: "the run's password (as is)" }),
    ]);
  });
});

describe('the folder scan and the secrets file', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('reads recorded secrets back once each, skips values too short to search, and scans every log', () => {
    dir = mkdtempSync(join(tmpdir(), 'strix-log-scan-'));
    const file = join(dir, 'secrets.jsonl');
    recordSecret('password', password, file);
    recordSecret('password', password, file);
    recordSecret('password', 'short', file);
    recordSecret('token', token, file);
    expect(readSecrets(file)).toEqual(secrets);

    const logs = join(dir, 'logs');
    mkdirSync(logs);
    writeFileSync(join(logs, 'search-4100.log'), cleanLog);
    writeFileSync(
      join(logs, 'accounts-4200.log'),
      `${cleanLog}${request('r-8', `/x?t=${token}`)}\n`,
    );
    writeFileSync(join(logs, 'accounts-4200.stderr.log'), 'not JSON, and fine\n');
    expect(scanLogFolder(logs, readSecrets(file))).toEqual([
      expect.objectContaining({
        file: join(logs, 'accounts-4200.log'),
        line: 12,
        problem: "the run's token (as is)",
      }),
    ]);
  });
});
