import {
  type Fetch,
  httpStatusText,
  kindForStatus,
  readBodyLimited,
  retryAfterMs,
  transportError,
} from './http.ts';
import { ProviderError } from './provider-error.ts';

/** What a server said identifies the version we hold, to ask "has it changed since?". */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type ConditionalAnswer =
  | { status: 'unchanged' }
  | {
      status: 'changed';
      text: string;
      etag: string | undefined;
      lastModified: string | undefined;
      /** How the bytes were read: UTF-8 when they are valid UTF-8, else Windows-1252. */
      encoding: 'utf-8' | 'windows-1252';
    };

export interface ConditionalGetOptions {
  fetch?: Fetch;
  /** Longest the whole exchange may take, body included (default 30 s). */
  timeoutMs?: number;
  /** Largest body read (default 16 MB; nflverse's games.csv, the largest, is about 2 MB). */
  maxBytes?: number;
  /** The clock, for reading a Retry-After date. */
  now?: () => number;
}

/**
 * Downloads `url` unless the copy described by `previous` is still current: sends
 * If-None-Match / If-Modified-Since and treats 304 as unchanged, so a poll of an unchanged file
 * costs the server (and us) one empty answer. Anything but 200 and 304 is a ProviderError.
 */
export async function fetchIfChanged(
  url: string,
  previous: Validators | undefined,
  options: ConditionalGetOptions = {},
): Promise<ConditionalAnswer> {
  const {
    fetch: fetchImpl = fetch,
    timeoutMs = 30_000,
    maxBytes = 16 * 1024 * 1024,
    now = Date.now,
  } = options;
  const parsed = new URL(url);
  const source = `${parsed.host}${parsed.pathname}`;
  const headers: Record<string, string> = { 'user-agent': 'Strix data reader' };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  const conditional = Boolean(previous?.etag || previous?.lastModified);

  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw transportError(error, source, timeoutMs);
  }

  if (response.status === 304) {
    await response.body?.cancel().catch(() => {});
    if (!conditional) {
      throw new ProviderError(
        'malformed',
        `${source} answered "not modified" to a request that held no copy to compare with.`,
        { status: 304 },
      );
    }
    return { status: 'unchanged' };
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    const kind = kindForStatus(response.status);
    const wait = retryAfterMs(response.headers.get('retry-after'), now());
    throw new ProviderError(kind, failureMessage(source, response.status, kind), {
      status: response.status,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    });
  }

  let bytes: Uint8Array;
  try {
    bytes = await readBodyLimited(response, maxBytes, source);
  } catch (error) {
    throw transportError(error, source, timeoutMs);
  }
  return {
    status: 'changed',
    ...decode(bytes),
    etag: response.headers.get('etag') ?? undefined,
    lastModified: response.headers.get('last-modified') ?? undefined,
  };
}

/**
 * UTF-8 when the bytes are valid UTF-8; otherwise Windows-1252, which is what football-data's
 * older files are written in ("Mönchengladbach" as a single 0xF6 byte). Latin-1 text almost
 * never happens to be valid UTF-8, so trying UTF-8 first cannot garble a Latin-1 file.
 */
export function decode(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** Windows-1252's printable characters at 0x80–0x9F, where ISO-8859-1 has control codes. */
const CP1252_HIGH: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

/**
 * By hand because Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1 (its Latin-1
 * fast path), turning a curly apostrophe (0x92) into an invisible control character.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0)] ?? char);
}

function failureMessage(source: string, status: number, kind: ProviderError['kind']): string {
  const http = httpStatusText(status);
  // Whether a missing file is expected (a season not begun) is the caller's to say.
  switch (kind) {
    case 'not-found':
      return `${source} is not there (${http}).`;
    case 'unauthorized':
      return `${source} refused to serve us (${http}).`;
    case 'rate-limited':
      return `${source} says we ask too often (${http}).`;
    case 'server':
      return `${source} failed with ${http}; try again later.`;
    default:
      return `${source} refused the request with ${http}.`;
  }
}
