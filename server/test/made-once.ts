import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * `path`, made once however many test processes ask at the same time: the first to create the
 * `.making` marker calls `make` with a path beside it and renames the result into place; the
 * others wait for the rename, so none ever reads half a file or folder.
 */
export async function madeOnce(
  path: string,
  make: (partial: string) => Promise<void>,
  waitMs = 180_000,
): Promise<string> {
  if (existsSync(path)) return path;
  try {
    writeFileSync(`${path}.making`, String(process.pid), { flag: 'wx' });
  } catch {
    const deadline = Date.now() + waitMs;
    while (!existsSync(path)) {
      if (Date.now() > deadline) throw new Error(`Nothing appeared at ${path} in time.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return path;
  }
  const partial = `${path}.${process.pid}`;
  await make(partial);
  renameSync(partial, path);
  rmSync(`${path}.making`, { force: true });
  return path;
}
