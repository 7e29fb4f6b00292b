import type { Page } from 'playwright-core';
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

/**
 * Signs a page in with a stored bearer token, as a returning visitor is: the signed-out start-up
 * finishes first (it clears stale tokens, and would clear ours), then the page reloads with the
 * token and waits for the greeting.
 */
export async function signInWithToken(page: Page, token: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto('/');
  await page.getByText(`Welcome back, ${name}`).waitFor();
}
