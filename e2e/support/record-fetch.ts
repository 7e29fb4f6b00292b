import { recordSecretsInMessage } from './secrets.ts';

/**
 * Vitest setup file of the end-to-end specs: every `fetch` a spec makes records the secrets it
 * sends and gets back (see secrets.ts), so a new spec's accounts and tokens are checked against
 * the servers' logs without anyone remembering to list them.
 */

const originalFetch = globalThis.fetch;

function bodyText(body: RequestInit['body']): string | null {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return null;
}

async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sent = new Headers(init?.headers);
  if (init?.body instanceof URLSearchParams && !sent.has('content-type')) {
    sent.set('content-type', 'application/x-www-form-urlencoded');
  }
  recordSecretsInMessage({ headers: Object.fromEntries(sent), body: bodyText(init?.body) });

  const response = await originalFetch(input, init);
  const type = response.headers.get('content-type') ?? '';
  const readable = /json|html|x-www-form-urlencoded/.test(type);
  recordSecretsInMessage({
    headers: {
      'content-type': type,
      'set-cookie': response.headers.getSetCookie().join('\n'),
    },
    body: readable ? await response.clone().text() : null,
  });
  return response;
}

globalThis.fetch = recordingFetch as typeof fetch;
