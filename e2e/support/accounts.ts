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
 * Signs a page in with a stored bearer token, as a returning visitor is: the token is stored
 * from a page of the site that runs no app (the favicon), then the app loads with it and the
 * greeting is waited for. Stored from the app's own page instead, it raced the app's start-up:
 * the Sign In link is in the server's HTML, drawn before the start-up check answers, and a
 * token stored while the check was out was read by it, tried against /me, and cleared when the
 * reload cut that request off (the product spec clears the token on any failure).
 */
export async function signInWithToken(page: Page, token: string, name: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto('/');
  await page.getByText(`Welcome back, ${name}`).waitFor();
}
