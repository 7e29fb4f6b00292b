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
 * token and waits for the greeting. The Sign In link is in the server's HTML, drawn before the
 * start-up's check has answered, so the wait is for the network to fall quiet: a token stored
 * while the check was out was read by it, tried against /me, and cleared when the reload cut
 * that request off (the product spec clears the token on any failure).
 */
export async function signInWithToken(page: Page, token: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto('/');
  await page.getByText(`Welcome back, ${name}`).waitFor();
}
