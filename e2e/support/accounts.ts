import { expect } from 'vitest';

/** Creates an account through the API (as the sign-up form does) and returns its bearer token. */
export async function registerAccount(
  baseUrl: string,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, confirmPassword: account.password }),
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { token: string }).token;
}
