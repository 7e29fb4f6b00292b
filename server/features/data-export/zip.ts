import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** PNGs are compressed already: stored as they are, so they unzip byte for byte and fast. */
  compress: boolean;
}

/** Resolves once `out` wants more (or is gone: a client that hung up reads nothing more). */
function writable(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    if (!out.writableNeedDrain || out.destroyed) {
      resolve();
      return;
    }
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A ZIP written as its entries arrive: each entry is read, added and let go before the next,
 * and the next waits until the client has taken the previous one, so the archive is never held
 * whole in memory, however slowly it is downloaded.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    try {
      for await (const entry of entries) {
        await writable(out);
        if (out.destroyed) return;
        const file = entry.compress
          ? new ZipDeflate(entry.name, { level: 6 })
          : new ZipPassThrough(entry.name);
        file.mtime = modified;
        zip.add(file);
        file.push(entry.bytes, true);
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
