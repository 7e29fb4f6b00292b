// The module itself, not '@contract': the index brings every zod schema into the home route.
import { runtimeTimeZone, TIME_ZONE_HEADER } from '../../../contract/kickoff.ts';
import { readStoredToken } from './token-storage.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /**
   * Serialised as JSON; omitted means no body and no Content-Type. A FormData body is sent as
   * multipart as it is (the browser writes the boundary into the Content-Type).
   */
  body?: unknown;
  /**
   * Sends `Content-Type: application/json` even without a body (the avatar activate call of the
   * product spec's 'Profile and avatars').
   */
  jsonContentType?: boolean;
  signal?: AbortSignal;
}

/**
 * Every request's headers and credentials (product spec, 'Common behaviour'). Its own module, so
 * the entry script's early reads (early-reads.ts) ask exactly as client.ts would, without
 * loading client.ts.
 */
export function buildRequestInit({
  method = 'GET',
  body,
  jsonContentType = false,
  signal,
}: RequestOptions): RequestInit {
  // The server writes kick-off days into its texts in the viewer's zone (see contract/kickoff.ts).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [TIME_ZONE_HEADER]: runtimeTimeZone(),
  };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  } else if (jsonContentType) {
    headers['Content-Type'] = 'application/json';
  }
  if (signal) init.signal = signal;
  return init;
}
