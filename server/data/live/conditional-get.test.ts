import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvServer, startCsvServer } from '../../test/peers/csv-server.ts';
import { decode, fetchIfChanged } from './conditional-get.ts';
import { ProviderError } from './provider-error.ts';

let server: CsvServer;
beforeEach(async () => {
  server = await startCsvServer();
});
afterEach(async () => {
  await server.close();
});

const TEXT = 'Div,Date,HomeTeam,AwayTeam\r\nE0,15/08/2025,Liverpool,Bournemouth\r\n';

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('fetchIfChanged', () => {
  it('downloads a file once, then gets 304s until it changes', async () => {
    server.setFile('/E0.csv', TEXT, new Date('2025-08-16T08:00:00Z'));
    const first = await fetchIfChanged(server.url('/E0.csv'), undefined);
    expect(first.status).toBe('changed');
    if (first.status !== 'changed') return;
    expect(first.text).toBe(TEXT);
    expect(first.encoding).toBe('utf-8');
    expect(first.etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(first.lastModified).toBe('Sat, 16 Aug 2025 08:00:00 GMT');
    expect(server.requests[0]).toMatchObject({
      ifNoneMatch: undefined,
      ifModifiedSince: undefined,
    });

    const validators = { etag: first.etag, lastModified: first.lastModified };
    expect(await fetchIfChanged(server.url('/E0.csv'), validators)).toEqual({
      status: 'unchanged',
    });
    expect(server.requests[1]).toMatchObject({
      status: 304,
      ifNoneMatch: first.etag,
      ifModifiedSince: first.lastModified,
    });

    server.setFile('/E0.csv', `${TEXT}E0,16/08/2025,Aston Villa,Newcastle\r\n`);
    const third = await fetchIfChanged(server.url('/E0.csv'), validators);
    expect(third.status).toBe('changed');
    if (third.status === 'changed') expect(third.etag).not.toBe(first.etag);
  });

  it('makes do with Last-Modified when there is no ETag to send', async () => {
    server.setFile('/fixtures.csv', TEXT, new Date('2025-08-16T08:00:00Z'));
    const answer = await fetchIfChanged(server.url('/fixtures.csv'), {
      lastModified: 'Sat, 16 Aug 2025 09:00:00 GMT',
    });
    expect(answer).toEqual({ status: 'unchanged' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252', async () => {
    server.setFile(
      '/D1.csv',
      Buffer.concat([
        Buffer.from('Div,HomeTeam,AwayTeam,Note\n', 'latin1'),
        Buffer.from('D1,M\xf6nchengladbach,K\xf6ln,', 'latin1'),
        // 0x80 is the euro sign in Windows-1252 and a control character in ISO-8859-1.
        Buffer.from([0x80, 0x0a]),
      ]),
    );
    const answer = await fetchIfChanged(server.url('/D1.csv'), undefined);
    expect(answer.status === 'changed' && answer.text).toBe(
      'Div,HomeTeam,AwayTeam,Note\nD1,Mönchengladbach,Köln,€\n',
    );
    expect(answer.status === 'changed' && answer.encoding).toBe('windows-1252');

    expect(decode(Buffer.from('Mönchengladbach', 'utf8'))).toEqual({
      text: 'Mönchengladbach',
      encoding: 'utf-8',
    });
  });

  it.each([
    [404, 'not-found', /is not there \(HTTP 404 Not Found\)\.$/],
    [403, 'unauthorized', /refused to serve us \(HTTP 403 Forbidden\)/],
    [400, 'bad-request', /refused the request with HTTP 400 Bad Request/],
    [503, 'server', /failed with HTTP 503 Service Unavailable/],
  ] as const)('turns HTTP %i into a %s error', async (status, kind, message) => {
    server.setFile('/E0.csv', TEXT);
    server.failNext('/E0.csv', status);
    const error = await failure(fetchIfChanged(server.url('/E0.csv'), undefined));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/^127\.0\.0\.1:\d+\/E0\.csv /);
    expect(error.message).toMatch(message);
  });

  it('passes on how long a 429 asked us to wait', async () => {
    server.failNext('/E0.csv', 429, 120);
    const error = await failure(fetchIfChanged(server.url('/E0.csv'), undefined));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 120_000 });
  });

  it('refuses a body larger than the limit', async () => {
    server.setFile('/E0.csv', TEXT);
    const error = await failure(fetchIfChanged(server.url('/E0.csv'), undefined, { maxBytes: 20 }));
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(/sent more than 20 bytes\.$/);
  });

  it('gives up on a slow server and on a transfer that breaks off', async () => {
    server.setFile('/E0.csv', TEXT);
    server.delayNext('/E0.csv', 1_000);
    const slow = await failure(
      fetchIfChanged(server.url('/E0.csv'), undefined, { timeoutMs: 100 }),
    );
    expect(slow.kind).toBe('network');
    expect(slow.message).toMatch(/did not answer within 0\.1 s\.$/);

    server.cutNextAnswer('/E0.csv', 10);
    const cut = await failure(fetchIfChanged(server.url('/E0.csv'), undefined));
    expect(cut.kind).toBe('network');
    expect(cut.message).toMatch(/broke off before the answer was complete/);
  });

  it('distrusts a 304 to a request that held no copy', async () => {
    server.failNext('/E0.csv', 304);
    const error = await failure(fetchIfChanged(server.url('/E0.csv'), undefined));
    expect(error.kind).toBe('malformed');
  });
});
