import type { Metrics, ProviderName } from './registry.ts';

type Fetch = typeof fetch;

/** What became of one request, as `strix_provider_requests_total{outcome}` says it. */
export function requestOutcome(status: number): string {
  if (status === 304) return 'not-modified';
  if (status < 400) return 'ok';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate-limited';
  if (status < 500) return 'client-error';
  return 'server-error';
}

function failureOutcome(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return 'timeout';
  // The caller stopped waiting (a search that ended first): not the provider's fault.
  if (name === 'AbortError') return 'aborted';
  return 'network-error';
}

const urlOf = (input: Parameters<Fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch that counts and times every request to a provider. Clients take it through their
 * `fetch` option, so the count is made at the HTTP boundary whatever the client does with the
 * answer. `provider` may depend on the address (one fetch serves both CSV hosts). The time runs
 * until the answer's headers arrive, or the request fails. The global fetch is looked up per
 * call, as the clients do, so tests that replace it still see their calls.
 */
export function providerFetch(
  metrics: Pick<Metrics, 'providerRequests' | 'providerDuration'>,
  provider: ProviderName | ((url: string) => ProviderName),
  onResponse?: (response: Response) => void,
): Fetch {
  return async (input, init) => {
    const name = typeof provider === 'string' ? provider : provider(urlOf(input));
    const end = metrics.providerDuration.startTimer({ provider: name });
    try {
      const response = await globalThis.fetch(input, init);
      metrics.providerRequests.inc({ provider: name, outcome: requestOutcome(response.status) });
      onResponse?.(response);
      return response;
    } catch (error) {
      metrics.providerRequests.inc({ provider: name, outcome: failureOutcome(error) });
      throw error;
    } finally {
      end();
    }
  };
}

/**
 * The Odds API's fetch: counted like any provider's, and every answer (errors included) carries
 * the credits left this month in x-requests-remaining, which becomes
 * `strix_provider_credits_remaining{provider="odds-api"}`.
 */
export function oddsApiFetch(
  metrics: Pick<Metrics, 'providerRequests' | 'providerDuration' | 'providerCredits'>,
): Fetch {
  return providerFetch(metrics, 'odds-api', (response) => {
    const header = response.headers.get('x-requests-remaining');
    const remaining = header === null || header.trim() === '' ? Number.NaN : Number(header);
    if (Number.isFinite(remaining))
      metrics.providerCredits.set({ provider: 'odds-api' }, remaining);
  });
}
