import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeFindings, logFiles, scanLogFolder } from './support/log-scan.ts';
import { LOGS_DIR, readSecrets } from './support/secrets.ts';

/**
 * Runs after every other spec (its own group in e2e/vitest.config.ts): no server log of the run holds a password,
 * token, reset link, API key or payment payload, and every line is structured, request lines with
 * their reqId. The secrets are the ones the run itself used (support/secrets.ts).
 */

/** The requests the servers logged, as 'POST /api/auth/login'. */
function loggedRequests(): Set<string> {
  const requests = new Set<string>();
  for (const name of logFiles(LOGS_DIR)) {
    for (const line of readFileSync(join(LOGS_DIR, name), 'utf8').split('\n')) {
      const match = /"req":\{"method":"([A-Z]+)","url":"([^"?]*)/.exec(line);
      if (match) requests.add(`${match[1]} ${match[2]}`);
    }
  }
  return requests;
}

/** A secret of each kind must have been recorded when the servers saw the request that makes it. */
const RECORDED_FOR: [string, string][] = [
  ['POST /api/auth/register', 'password'],
  ['POST /api/auth/register', 'token'],
  ['POST /api/auth/forgot-password', 'reset token'],
  ['POST /api/user/api-keys', 'API key'],
];

it('finds no secret in any server log of the run, and every line structured', () => {
  const files = logFiles(LOGS_DIR).filter((name) => !name.endsWith('.stderr.log'));
  expect(files, `no server logs in ${LOGS_DIR}: run the whole suite`).not.toEqual([]);

  // The servers logged their requests (info level or lower), or there would be little to scan.
  const requests = loggedRequests();
  expect(requests.size, 'the servers logged no request').toBeGreaterThan(0);
  const kinds = new Set(readSecrets().map((secret) => secret.kind));
  for (const [request, kind] of RECORDED_FOR) {
    if (requests.has(request)) expect(kinds, `after ${request}`).toContain(kind);
  }

  const findings = scanLogFolder(LOGS_DIR, readSecrets());
  if (findings.length > 0) {
    throw new Error(`The server logs hold what they must not:\n${describeFindings(findings)}`);
  }
});
