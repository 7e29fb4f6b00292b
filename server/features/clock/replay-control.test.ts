import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FolderLock, lockFolder } from '../../db/folder-lock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  REPLAY_CONTROL_MESSAGES,
  REPLAY_CONTROL_PATH,
  REPLAY_TOKEN_HEADER,
} from './replay-control.ts';

// The route as `npm run replay` uses it is exercised with real processes in
// server/data-folder.test.ts; here, who may call it.
describe('moving the clock through the server that owns the folder', () => {
  let t: TestApp;
  let owner: FastifyInstance;
  let lock: FolderLock;
  const dir = mkdtempSync(join(tmpdir(), 'strix-control-'));
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { AS_OF: '2025-01-15T12:00:00Z' } });
    // As the server on a folder: the database carries the folder's lock.
    lock = lockFolder(join(dir, 'pglite'));
    t.database.folderLock = lock;
    owner = await t.peer();
  });
  afterAll(async () => {
    await t?.close();
    lock?.release();
    rmSync(dir, { recursive: true, force: true });
  });

  const move = (to: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    owner.inject({
      method: 'POST',
      url: REPLAY_CONTROL_PATH,
      payload: { to },
      headers,
      remoteAddress,
    });
  const clock = async () => (await owner.inject({ url: '/api/status' })).json().asOf;
  const token = () => ({ [REPLAY_TOKEN_HEADER]: lock.owner.token });

  it('refuses other machines, a wrong token and a bad date, and the clock stays', async () => {
    const remote = await move('2025-01-20', token(), '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: REPLAY_CONTROL_MESSAGES.notLocal });
    const wrong = await move('2025-01-20', { [REPLAY_TOKEN_HEADER]: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: REPLAY_CONTROL_MESSAGES.token });
    expect((await move('2025-01-20', {})).statusCode).toBe(401);
    const bad = await move('<b>soon</b>', token());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The new date is not a valid date.' });
    expect(await clock()).toBe('2025-01-15T12:00:00.000Z');
  });

  it('moves the clock on loopback with the token, and is not served without a folder', async () => {
    const moved = await move('2025-01-20T00:00:00Z', token(), '::1');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      from: '2025-01-15T12:00:00.000Z',
      to: '2025-01-20T00:00:00.000Z',
      played: [],
      predictionsSettled: 0,
      betsGraded: 0,
      skippedRows: [],
    });
    expect(await clock()).toBe('2025-01-20T00:00:00.000Z');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: REPLAY_CONTROL_PATH,
      payload: { to: '2025-02-01' },
      headers: token(),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
