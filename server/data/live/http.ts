import { STATUS_CODES } from 'node:http';
import { ProviderError, type ProviderErrorKind } from './provider-error.ts';

export type Fetch = typeof fetch;

/**
 * Reads a body up to `maxBytes`, refusing early when Content-Length already says it is larger.
 * Upstream files are someone else's servers: one answering with gigabytes must not fill memory.
 */
export async function readBodyLimited(
  response: Response,
  maxBytes: number,
  source: string,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new ProviderError('too-large', `${source} sent more than ${formatBytes(maxBytes)}.`, {
      status: response.status,
    });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Retry-After in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * A fetch that threw (or a body that stopped arriving) as a network ProviderError. Errors that
 * are already ProviderErrors (a body over the size limit) pass through unchanged.
 */
export function transportError(error: unknown, source: string, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderError(
      'network',
      `${source} did not answer within ${formatSeconds(timeoutMs)}.`,
      { cause: error },
    );
  }
  const code = causeCode(error);
  if (error instanceof TypeError && error.message === 'terminated') {
    return new ProviderError(
      'network',
      `The connection to ${source} broke off before the answer was complete.`,
      { cause: error },
    );
  }
  return new ProviderError(
    'network',
    `${source} could not be reached${code ? ` (${code})` : ''}.`,
    { cause: error },
  );
}

/**
 * A status as the status line reads it, 'HTTP 404 Not Found': the standard reason phrase, since
 * HTTP/2 answers carry none and servers' own phrases vary.
 */
export function httpStatusText(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `HTTP ${status} ${reason}` : `HTTP ${status}`;
}

/** What an HTTP status means for a plain file download. */
export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/** The system error code under undici's "fetch failed" (ECONNREFUSED, ENOTFOUND, ...). */
function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${bytes} bytes`;
}
