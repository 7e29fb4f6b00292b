import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipStream } from './zip.ts';

describe('the export ZIP stream', () => {
  it('reads the next file only once the download has taken the last, and unzips byte for byte', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({
      name: `images/avatars/${i}.png`,
      bytes: randomBytes(1_000_000),
    }));
    let read = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const file of files) {
        read++;
        yield { ...file, compress: false };
      }
    }
    const stream = zipStream(entries(), new Date('2026-11-24T12:00:00Z'));
    await sleep(50);
    // Nobody is downloading yet: at most the file being written and the one read after it.
    expect(read).toBeLessThanOrEqual(2);

    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(read).toBe(5);
    const unzipped = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    for (const file of files) {
      expect(Buffer.from(unzipped[file.name]!).equals(file.bytes)).toBe(true);
    }
  });
});
