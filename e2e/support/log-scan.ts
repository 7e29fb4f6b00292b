import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Secret } from './secrets.ts';

/**
 * Looks through server logs for what must never be in them: each secret the run used (as sent,
 * URL-encoded, form-encoded, JSON-escaped, base64) and anything shaped like a credential or a
 * payment payload; and checks that every line is pino's JSON, with a `reqId` on request lines.
 * Findings name the file, the line and the kind of secret, never the secret itself.
 */

export interface Finding {
  file: string;
  line: number;
  problem: string;
  /** The line with every secret and credential-shaped text replaced, shortened. */
  excerpt: string;
}

/** The ways a secret can be written into a log line. */
export function secretForms(value: string): { form: string; text: string }[] {
  const forms = [
    { form: 'as is', text: value },
    { form: 'URL-encoded', text: encodeURIComponent(value) },
    { form: 'form-encoded', text: new URLSearchParams({ v: value }).toString().slice(2) },
    { form: 'JSON-escaped', text: JSON.stringify(value).slice(1, -1) },
    { form: 'base64', text: Buffer.from(value).toString('base64').replace(/=+$/, '') },
    { form: 'base64url', text: Buffer.from(value).toString('base64url') },
  ];
  const seen = new Set<string>();
  return forms.filter(({ text }) => !seen.has(text) && seen.add(text));
}

const REDACTED = /^\[redacted\]$/i;

/** Credential-shaped text, whoever's it is. Redaction markers do not match. */
const PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'a bearer credential', pattern: /Bearer\s+(?!\[redacted\])[\w.~+/=-]{8,}/gi },
  { name: 'a Strix API key', pattern: /strix_live_[\w-]{8,}/g },
  { name: 'a password-reset link', pattern: /[?&]resetToken=(?!\[redacted\])[^&#\s"\\]{8,}/gi },
  { name: 'a Stripe webhook secret', pattern: /whsec_[A-Za-z0-9]{8,}/g },
  { name: 'a Stripe secret key', pattern: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{8,}/g },
  {
    name: 'a Stripe object (a whole event or session payload)',
    pattern:
      /\\?"object\\?"\s*:\s*\\?"(?:event|checkout\.session|payment_intent|charge|invoice|subscription|customer)\\?"/g,
  },
];

/** Fields whose string value is a secret whatever it holds (pino's redaction replaces those). */
const SECRET_FIELD = /pass(?:word|wd)?$|^pwd$|secret|token|authorization|cookie|api[-_]?key/i;

/**
 * 13–19 digits, maybe grouped; not a run of digits inside an id (a UUID can start with 16) or
 * an email address or dotted name (a test address carries the clock's milliseconds), though a
 * sentence may end on a card number.
 */
const CARD_NUMBER = /(?<![\w.@-])(?:\d[ -]?){12,18}\d(?![\w@-]|\.\w)/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Problems in a parsed line's fields (secret-named fields with a value, card numbers), and the
 * entry with those values replaced, for the excerpt.
 */
function fieldProblems(value: unknown, path: string[], problems: string[]): unknown {
  if (typeof value === 'string') {
    const field = path.at(-1) ?? '';
    if (SECRET_FIELD.test(field) && value !== '' && !REDACTED.test(value)) {
      problems.push(`a "${path.join('.')}" field with a value`);
      return '[…]';
    }
    return value.replace(CARD_NUMBER, (number) => {
      const digits = number.replace(/\D/g, '');
      if (digits.length < 13 || !luhn(digits)) return number;
      problems.push('a card number');
      return '[…]';
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fieldProblems(item, [...path, String(index)], problems));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fieldProblems(item, [...path, key], problems),
      ]),
    );
  }
  return value;
}

/** Fastify's own lines about a request; every one must say which request. */
const isRequestLine = (entry: Record<string, unknown>) =>
  'req' in entry ||
  'res' in entry ||
  entry.msg === 'incoming request' ||
  entry.msg === 'request completed';

function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const entry: unknown = JSON.parse(line);
    return entry && typeof entry === 'object' && !Array.isArray(entry)
      ? (entry as Record<string, unknown>)
      : {};
  } catch {
    return undefined;
  }
}

const EXCERPT_LENGTH = 240;

export interface ScanOptions {
  /** Standard output of a server: pino JSON, line by line. Standard error is searched only. */
  structured: boolean;
}

export function scanLogText(
  file: string,
  text: string,
  secrets: Secret[],
  options: ScanOptions,
): Finding[] {
  const searched = secrets.flatMap((secret) =>
    secretForms(secret.value).map((form) => ({ ...form, kind: secret.kind })),
  );
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const problems: string[] = [];
    let excerpt = line;
    if (options.structured) {
      const entry = parseLine(line);
      if (entry === undefined) {
        problems.push('a line that is not JSON');
      } else if (typeof entry.level !== 'number') {
        problems.push('a JSON line that is not a pino entry (no numeric level)');
      } else {
        excerpt = JSON.stringify(fieldProblems(entry, [], problems));
        if (isRequestLine(entry) && typeof entry.reqId !== 'string') {
          problems.push('a request line without its reqId');
        }
      }
    }
    for (const { form, text: secretText, kind } of searched) {
      if (!line.includes(secretText)) continue;
      problems.push(`the run's ${kind} (${form})`);
      excerpt = excerpt.replaceAll(secretText, `[${kind}]`);
    }
    for (const { name, pattern } of PATTERNS) {
      if (!line.match(pattern)) continue;
      problems.push(name);
      excerpt = excerpt.replace(pattern, '[…]');
    }
    for (const problem of new Set(problems)) {
      findings.push({
        file,
        line: index + 1,
        problem,
        excerpt: excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH)}…` : excerpt,
      });
    }
  });
  return findings;
}

/** Every `*.log` file in a folder; `*.stderr.log` files are searched but not held to JSON. */
export function scanLogFolder(dir: string, secrets: Secret[]): Finding[] {
  return logFiles(dir).flatMap((name) =>
    scanLogText(join(dir, name), readFileSync(join(dir, name), 'utf8'), secrets, {
      structured: !name.endsWith('.stderr.log'),
    }),
  );
}

export function logFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.log'))
      .sort();
  } catch {
    return [];
  }
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map(({ file, line, problem, excerpt }) => `${file}:${line}: ${problem}\n    ${excerpt}`)
    .join('\n');
}
