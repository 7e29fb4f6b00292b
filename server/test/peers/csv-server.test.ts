import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvServer, renameCsvColumns, startCsvServer } from './csv-server.ts';

// The fake stands in for football-data.co.uk and GitHub's raw host in the live-file tests, so
// its conditional-request rules (RFC 9110 §13) are checked here over plain fetch.

let server: CsvServer;
beforeEach(async () => {
  server = await startCsvServer();
});
afterEach(async () => {
  await server.close();
});

const MODIFIED = new Date('2025-10-11T08:00:00Z');

describe('the CSV test server', () => {
  it('serves a file with a strong ETag and Last-Modified', async () => {
    server.setFile('/E0.csv', 'Div,Date\n', MODIFIED);
    const response = await fetch(server.url('/E0.csv'));
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{20}"$/);
    expect(response.headers.get('last-modified')).toBe('Sat, 11 Oct 2025 08:00:00 GMT');
    expect(await response.text()).toBe('Div,Date\n');
  });

  it('answers 304 to a matching If-None-Match, which wins over If-Modified-Since', async () => {
    server.setFile('/E0.csv', 'Div,Date\n', MODIFIED);
    const etag = (await fetch(server.url('/E0.csv'))).headers.get('etag')!;
    const status = async (headers: Record<string, string>) =>
      (await fetch(server.url('/E0.csv'), { headers })).status;

    expect(await status({ 'if-none-match': etag })).toBe(304);
    expect(await status({ 'if-none-match': `W/${etag}` })).toBe(304);
    expect(await status({ 'if-none-match': '"other", *' })).toBe(304);
    // A stale tag means changed, whatever the date says.
    expect(
      await status({ 'if-none-match': '"other"', 'if-modified-since': MODIFIED.toUTCString() }),
    ).toBe(200);
    expect(await status({ 'if-modified-since': MODIFIED.toUTCString() })).toBe(304);
    expect(await status({ 'if-modified-since': 'Sat, 11 Oct 2025 07:59:59 GMT' })).toBe(200);
    expect(server.count('/E0.csv')).toBe(7);
  });

  it('changes the ETag when the bytes change', async () => {
    server.setFile('/E0.csv', 'a\n');
    const first = (await fetch(server.url('/E0.csv'))).headers.get('etag');
    server.setFile('/E0.csv', 'b\n');
    const second = (await fetch(server.url('/E0.csv'))).headers.get('etag');
    expect(second).not.toBe(first);
  });

  it('serves a truncated copy, a renamed header, and a transfer that breaks off', async () => {
    server.setTruncated('/E0.csv', 'Div,Date\nE0,16/08/2024\n', 13);
    expect(await (await fetch(server.url('/E0.csv'))).text()).toBe('Div,Date\nE0,1');

    expect(renameCsvColumns('Div,HomeTeam,AwayTeam\r\nE0,A,B\r\n', { HomeTeam: 'Home' })).toBe(
      'Div,Home,AwayTeam\r\nE0,A,B\r\n',
    );

    server.setFile('/E0.csv', 'x'.repeat(5_000));
    server.cutNextAnswer('/E0.csv', 100);
    const response = await fetch(server.url('/E0.csv'));
    await expect(response.text()).rejects.toThrow();
  });

  it('answers 404 for an unknown path and a set status once', async () => {
    expect((await fetch(server.url('/nothing.csv'))).status).toBe(404);
    server.setFile('/E0.csv', 'a\n');
    server.failNext('/E0.csv', 503);
    expect((await fetch(server.url('/E0.csv'))).status).toBe(503);
    expect((await fetch(server.url('/E0.csv'))).status).toBe(200);
  });

  it('serves a file that changes with a clock, with or without Last-Modified', async () => {
    let rows = 'Div,Date\n';
    server.setFileFrom('/fixtures.csv', () => ({ content: rows, lastModified: null }));
    const first = await fetch(server.url('/fixtures.csv'));
    expect(first.headers.get('last-modified')).toBeNull();
    expect(await first.text()).toBe('Div,Date\n');
    const etag = first.headers.get('etag')!;
    // Without a date, If-Modified-Since cannot match: only the ETag says unchanged.
    const modifiedSince = { 'if-modified-since': MODIFIED.toUTCString() };
    expect((await fetch(server.url('/fixtures.csv'), { headers: modifiedSince })).status).toBe(200);
    expect(
      (await fetch(server.url('/fixtures.csv'), { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    rows += 'E0,08/03/2025\n';
    const changed = await fetch(server.url('/fixtures.csv'), {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('Div,Date\nE0,08/03/2025\n');

    server.setFileFrom('/E1.csv', () => null);
    expect((await fetch(server.url('/E1.csv'))).status).toBe(404);
  });
});
