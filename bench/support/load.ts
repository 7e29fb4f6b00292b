import autocannon from 'autocannon';

export interface LoadResult {
  ok: number;
  failed: number;
  perS: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * `connections` clients flat out for `seconds`, each sending its next request as soon as the last
 * is answered; exact percentiles from every response (autocannon's own table skips p95).
 */
export async function saturate(
  url: string,
  requests: autocannon.Request[],
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    perS: result['2xx'] / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export const describeLoad = (r: LoadResult) =>
  `${Math.round(r.perS)}/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; not 2xx ${r.failed}`;
