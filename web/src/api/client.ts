import { takeEarlyRead } from './early-reads.ts';
import { buildRequestInit, type RequestOptions } from './request-init.ts';

export { buildRequestInit, type RequestOptions };

/**
 * The only module that talks HTTP, with early-reads.ts (the same GETs, started by the entry
 * script before this one has loaded). Every request carries cookies and, when a token is stored,
 * a bearer header; bodies are JSON (product spec, 'Common behaviour'); request-init.ts builds them.
 */

/**
 * A non-2xx answer. `message` follows the product spec's 'Error catalogue'; `serverMessage` is the
 * body's `error` sentence.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The parsed JSON body, when there was one (a 422 also carries `suggestions`, say). */
  readonly body: unknown;

  constructor(status: number, message: string, serverMessage?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/**
 * "status: body text", or the status text when the body is empty (product spec, 'Error catalogue').
 */
export function formatHttpError(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The `error` sentence of an `{ "error": "..." }` body, if that is what the body is. */
export function readErrorField(bodyText: string): string | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, say): there is no sentence to show.
  }
  return undefined;
}

/** What a person should read for a failed call: the server's sentence, else the fallback. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

function parseJsonOrUndefined(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(
    response.status,
    formatHttpError(response.status, response.statusText, text),
    readErrorField(text),
    parseJsonOrUndefined(text),
  );
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A request whose failure becomes an ApiError with the generic message of the product spec's
 * 'Error catalogue'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(path, buildRequestInit(options));
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

/**
 * The default data reader (product spec, 'Common behaviour'): GET and parse JSON. A 401 throws by
 * default, or reads as null for screens that treat "not signed in" as an ordinary answer.
 */
export async function getJson<T>(path: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(path: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(
  path: string,
  { on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  // A page opened from its address may have asked already, before the app's code arrived.
  const response =
    (await takeEarlyRead(path)) ?? (await fetch(path, buildRequestInit({ method: 'GET' })));
  if (on401 === 'returnNull' && response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

/**
 * Auth calls (product spec, 'Error catalogue'): the message is the body's `error` sentence or the
 * given fallback, because it is shown as-is in the auth screen's alert. Network failures read as
 * the fallback too.
 */
export async function authRequest<T>(
  path: string,
  body: unknown,
  fallback: string,
  method: NonNullable<RequestOptions['method']> = 'POST',
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, buildRequestInit({ method, body }));
  } catch {
    throw new ApiError(0, fallback);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    throw new ApiError(error.status, error.serverMessage ?? fallback, error.serverMessage);
  }
  return readJson<T>(response);
}
