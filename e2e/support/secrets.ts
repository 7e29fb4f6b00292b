import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Every secret the end-to-end run uses (passwords, session tokens, reset tokens, API keys, form
 * tokens), kept in a file so the last spec (log-scan.e2e.ts) can look for each one in the servers'
 * logs: the specs run in worker processes of their own, so memory would not outlive them.
 */

export const ARTIFACTS_DIR = 'e2e/artifacts';
/** One JSON log file per server started (see server.ts). */
export const LOGS_DIR = `${ARTIFACTS_DIR}/logs`;
export const SECRETS_FILE = `${ARTIFACTS_DIR}/secrets.jsonl`;

/**
 * Shorter values are not worth searching for: 'short' (refused by the form before it is sent)
 * would be found in any log. Every real secret of the run is longer.
 */
export const MIN_SECRET_LENGTH = 8;

export interface Secret {
  /** What it is ('password', 'session token', …): findings name it instead of showing it. */
  kind: string;
  value: string;
}

export function recordSecret(kind: string, value: string, file = SECRETS_FILE): void {
  if (value.length < MIN_SECRET_LENGTH) return;
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ kind, value } satisfies Secret)}\n`);
}

const COOKIE_VALUE = 'cookie value';

/**
 * The recorded secrets, each value once. A value seen as a cookie and as something else (the
 * session cookie holds the session token) is named for the something else.
 */
export function readSecrets(file = SECRETS_FILE): Secret[] {
  if (!existsSync(file)) return [];
  const byValue = new Map<string, Secret>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const secret = JSON.parse(line) as Secret;
    const known = byValue.get(secret.value);
    if (!known || known.kind === COOKIE_VALUE) byValue.set(secret.value, secret);
  }
  return [...byValue.values()];
}

/** JSON fields whose string value is a secret, wherever they appear in a body. */
const SECRET_FIELDS: Record<string, string> = {
  password: 'password',
  confirmpassword: 'password',
  currentpassword: 'password',
  newpassword: 'password',
  token: 'token',
  resettoken: 'reset token',
  secret: 'API key',
};
const API_KEY = /^strix_live_[\w-]{20,}$/;

function recordFields(value: unknown, field = ''): void {
  if (typeof value === 'string') {
    const kind = SECRET_FIELDS[field.toLowerCase()] ?? (API_KEY.test(value) ? 'API key' : null);
    if (kind) recordSecret(kind, value);
  } else if (Array.isArray(value)) {
    for (const item of value) recordFields(item);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) recordFields(item, key);
  }
}

/**
 * Records the secrets a request or an answer carries: JSON fields (above), form fields, the test
 * checkout page's form token, a bearer token or an `X-API-Key`, and cookie values (the session).
 */
export function recordSecretsInMessage(message: {
  headers: Record<string, string>;
  body?: string | null;
}): void {
  const headers = Object.fromEntries(
    Object.entries(message.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const bearer = /^Bearer\s+(\S+)/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) recordSecret('token', bearer);
  if (headers['x-api-key']) recordSecret('API key', headers['x-api-key']);
  // Playwright joins several Set-Cookie headers with newlines; a Cookie header uses '; '.
  const cookies = [
    ...(headers['set-cookie'] ?? '').split('\n'),
    ...(headers.cookie ?? '').split(';'),
  ];
  for (const cookie of cookies) {
    const value = /^\s*[^=;\s]+=([^;]*)/.exec(cookie)?.[1];
    if (value) recordSecret(COOKIE_VALUE, decodeURIComponent(value));
  }

  const body = message.body;
  if (!body) return;
  const type = headers['content-type'] ?? '';
  if (type.includes('json')) {
    try {
      recordFields(JSON.parse(body));
    } catch {
      // Not JSON after all: nothing to record.
    }
  } else if (type.includes('x-www-form-urlencoded')) {
    recordFields(Object.fromEntries(new URLSearchParams(body)));
  } else if (type.includes('html')) {
    // The test checkout's form carries a token bound to the buyer's credential.
    for (const match of body.matchAll(/name="token" value="([^"]+)"/g)) {
      recordSecret('checkout form token', match[1]!);
    }
  }
}
