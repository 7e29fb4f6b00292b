import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CsvRequestLog {
  path: string;
  status: number;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
}

interface StoredFile {
  body: Buffer;
  etag: string;
  /** Null: the server sends no Last-Modified (some hosts do not). */
  lastModified: string | null;
}

/** What a file served from a function holds at the moment it is asked for (null: not there). */
export type FileContent = { content: string; lastModified: Date | null } | null;

type OneShot =
  | { kind: 'cut'; bytes: number }
  | { kind: 'status'; status: number; retryAfterSeconds: number | undefined }
  | { kind: 'delay'; ms: number };

/**
 * A static file server on loopback that behaves like football-data.co.uk's Apache and GitHub's
 * raw host for the parts a poller relies on: strong ETags, Last-Modified, and 304 to a matching
 * If-None-Match (or, without one, to an If-Modified-Since at or after the file's date).
 */
export async function startCsvServer() {
  const files = new Map<string, StoredFile>();
  const generated = new Map<string, () => FileContent>();
  const oneShots = new Map<string, OneShot>();
  const requests: CsvRequestLog[] = [];

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    const log: CsvRequestLog = { path, status: 0, ifNoneMatch, ifModifiedSince };
    requests.push(log);
    const answer = (status: number, headers: Record<string, string>, body?: Buffer) => {
      log.status = status;
      response.writeHead(status, headers);
      response.end(body);
    };

    const shot = oneShots.get(path);
    oneShots.delete(path);
    if (shot?.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'text/html' };
      if (shot.retryAfterSeconds !== undefined) {
        headers['retry-after'] = String(shot.retryAfterSeconds);
      }
      return answer(shot.status, headers, Buffer.from(`<h1>${shot.status}</h1>`));
    }
    const file = generated.has(path) ? stored(generated.get(path)!()) : files.get(path);
    if (!file) {
      return answer(404, { 'content-type': 'text/html' }, Buffer.from('<h1>Not Found</h1>'));
    }
    const validators: Record<string, string> = { etag: file.etag };
    if (file.lastModified !== null) validators['last-modified'] = file.lastModified;
    if (notModified(file, ifNoneMatch, ifModifiedSince)) return answer(304, validators);

    const headers = {
      ...validators,
      'content-type': 'text/csv',
      'content-length': String(file.body.length),
    };
    if (shot?.kind === 'delay') {
      setTimeout(() => {
        if (!response.destroyed) answer(200, headers, file.body);
      }, shot.ms);
      return;
    }
    if (shot?.kind === 'cut') {
      // The promised length never arrives: the connection drops part-way through the body.
      log.status = 200;
      response.writeHead(200, headers);
      response.write(file.body.subarray(0, shot.bytes), () => response.destroy());
      return;
    }
    return answer(200, headers, file.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  /** `lastModified` null: no Last-Modified header (the ETag still changes with the bytes). */
  const setFile = (
    path: string,
    content: string | Buffer,
    lastModified: Date | null = new Date(),
  ) => {
    generated.delete(path);
    files.set(path, stored({ content, lastModified })!);
  };

  return {
    baseUrl,
    url: (path: string) => `${baseUrl}${path}`,
    requests,
    /** How many requests asked for this path. */
    count: (path: string) => requests.filter((r) => r.path === path).length,
    /** Serves `content` at `path` from now on (a new ETag whenever the bytes change). */
    setFile,
    /**
     * Serves whatever `content` returns when `path` is asked for: a file that changes with a
     * test's clock (a new ETag whenever the bytes change; null answers 404).
     */
    setFileFrom(path: string, content: () => FileContent) {
      files.delete(path);
      generated.set(path, content);
    },
    /** Serves only the first `keepChars` characters: an upstream file cut off mid-write. */
    setTruncated(path: string, text: string, keepChars: number) {
      setFile(path, text.slice(0, keepChars));
    },
    /** Serves the file with some header columns renamed, as upstream sometimes does. */
    setRenamedColumns(path: string, text: string, renames: Record<string, string>) {
      setFile(path, renameCsvColumns(text, renames));
    },
    removeFile(path: string) {
      files.delete(path);
      generated.delete(path);
    },
    /** The next answer for `path` promises the whole file but stops after `bytes` bytes. */
    cutNextAnswer(path: string, bytes: number) {
      oneShots.set(path, { kind: 'cut', bytes });
    },
    /** The next answer for `path` is this status (with Retry-After when given). */
    failNext(path: string, status: number, retryAfterSeconds?: number) {
      oneShots.set(path, { kind: 'status', status, retryAfterSeconds });
    },
    /** The next answer for `path` waits this long. */
    delayNext(path: string, ms: number) {
      oneShots.set(path, { kind: 'delay', ms });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type CsvServer = Awaited<ReturnType<typeof startCsvServer>>;

function stored(
  file: { content: string | Buffer; lastModified: Date | null } | null,
): StoredFile | undefined {
  if (!file) return undefined;
  const body = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`,
    lastModified: file.lastModified?.toUTCString() ?? null,
  };
}

/** RFC 9110 §13.1: If-None-Match wins; If-Modified-Since counts only without it. */
function notModified(
  file: StoredFile,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(file.etag));
  }
  if (ifModifiedSince !== undefined && file.lastModified !== null) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
  }
  return false;
}

/** The CSV with header cells renamed (the first line only). */
export function renameCsvColumns(text: string, renames: Record<string, string>): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const renamed = header
    .split(',')
    .map((cell) => (Object.hasOwn(renames, cell) ? renames[cell]! : cell))
    .join(',');
  return renamed + (end === -1 ? '' : text.slice(end));
}
