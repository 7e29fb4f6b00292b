import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  /** PNGs are compressed already: stored as they are, so they unzip byte for byte and fast. */
  compress: boolean;
}

/**
 * A ZIP written as its entries arrive: each entry is read, added and let go before the next,
 * so the archive is never held whole in memory.
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
