/**
 * Puts an account on a paid plan or gives it credits through the server's built-in test-mode
 * checkout (no STRIPE_SECRET_KEY), the same path a person takes in the browser: create the
 * checkout, open its page, post its form. For specs that search more than the free 5 a day.
 */

async function completeTestCheckout(baseUrl: string, token: string, path: string, body: object) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!created.ok) throw new Error(`${path}: ${created.status} ${await created.text()}`);
  const { checkout_url } = (await created.json()) as { checkout_url: string };
  const url = new URL(checkout_url, baseUrl);
  const page = await fetch(url, { headers: auth });
  const html = await page.text();
  const formToken = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !formToken) throw new Error(`test checkout page: ${page.status}`);
  const done = await fetch(url, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: formToken }).toString(),
    redirect: 'manual',
  });
  if (done.status !== 303) throw new Error(`test checkout: ${done.status} ${await done.text()}`);
}

export const subscribeInTestMode = (baseUrl: string, token: string, planType: 'pro' | 'premium') =>
  completeTestCheckout(baseUrl, token, '/api/subscription/create', { planType });

export const buyCreditsInTestMode = (
  baseUrl: string,
  token: string,
  packageType: 'small' | 'medium' | 'large',
) => completeTestCheckout(baseUrl, token, '/api/credits/purchase', { packageType });
