import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FolderInUseError, type FolderOwner, LENT_LOCK_ENV, lockFolder } from './folder-lock.ts';

// The real processes (a second server, kill -9, replay) are in server/data-folder.test.ts; these
// are the cases a test cannot stage with real processes: reused pids, other hosts.
describe('the data folder lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'strix-lock-'));
  const folder = join(dir, 'pglite');
  const lockFile = `${folder}.lock`;
  const recorded = (): FolderOwner => JSON.parse(readFileSync(lockFile, 'utf8'));
  const plant = (owner: Partial<FolderOwner>) =>
    writeFileSync(lockFile, JSON.stringify({ ...recorded(), ...owner }));

  afterEach(() => {
    delete process.env[LENT_LOCK_ENV];
    rmSync(lockFile, { force: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second taker while the first holds it, and frees it on release', () => {
    const first = lockFolder(folder);
    expect(recorded()).toMatchObject({ pid: process.pid, token: first.owner.token });
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    expect(() => lockFolder(folder)).toThrow(`is in use by process ${process.pid} (`);
    first.release();
    expect(existsSync(lockFile)).toBe(false);
    lockFolder(folder).release();
  });

  it('takes over a lock whose pid now belongs to another process (started later)', () => {
    const left = lockFolder(folder);
    plant({ startTick: '1', token: 'left-behind' });
    const next = lockFolder(folder);
    expect(next.replaced).toMatchObject({ pid: process.pid, token: 'left-behind' });
    expect(recorded().token).toBe(next.owner.token);
    // The old holder's release leaves the new owner's lock alone.
    left.release();
    expect(existsSync(lockFile)).toBe(true);
    next.release();
  });

  it('takes over a lock from before a reboot, and refuses one from another host', () => {
    lockFolder(folder);
    plant({ bootId: 'another-boot' });
    lockFolder(folder).release();

    lockFolder(folder);
    plant({ host: 'elsewhere', pid: 1 });
    expect(() => lockFolder(folder)).toThrow(`if it no longer runs, delete ${lockFile}`);
  });

  it("lends the folder to the owner's child, which never deletes the owner's lock", () => {
    const owner = lockFolder(folder);
    process.env[LENT_LOCK_ENV] = 'not the token';
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    process.env[LENT_LOCK_ENV] = owner.owner.token;
    const lent = lockFolder(folder);
    lent.release();
    expect(recorded().token).toBe(owner.owner.token);
    owner.release();
  });
});
