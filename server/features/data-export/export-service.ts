import type { Readable } from 'node:stream';
import { DATA_EXPORT_MESSAGES, type DataExport } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { readDataExportRows } from '../../db/queries/data-export.ts';
import { forbidden } from '../../lib/http-error.ts';
import { readmeText } from './readme-text.ts';
import { imagePathsOf, shapeDataExport } from './shape.ts';
import { type ZipEntry, zipStream } from './zip.ts';

/** Everything Strix holds about the person, shaped for them to read. */
export async function buildDataExport(ctx: AppContext, userId: string): Promise<DataExport> {
  const now = ctx.clock.now();
  const rows = await readDataExportRows(ctx.db, userId);
  // The session was valid a moment ago; the account has since been deleted.
  if (!rows) throw forbidden(DATA_EXPORT_MESSAGES.notYours);
  return shapeDataExport(rows, now);
}

/** `images/<kind>/<name>.png` for a stored path `/media/<kind>/<name>.png`. */
const zipNameOf = (path: string) => `images/${path.replace(/^\/media\//, '')}`;

async function* entriesOf(ctx: AppContext, data: DataExport): AsyncGenerator<ZipEntry> {
  const encoder = new TextEncoder();
  const paths = imagePathsOf(data);
  yield {
    name: 'README.txt',
    bytes: encoder.encode(readmeText(data.exportedAt, paths.length)),
    compress: true,
  };
  yield {
    name: 'strix-data.json',
    bytes: encoder.encode(JSON.stringify(data, null, 2)),
    compress: true,
  };
  for (const path of paths) {
    // A file a crash left unwritten, or already deleted, is simply not there to export.
    const bytes = await ctx.media.read(path);
    if (bytes) yield { name: zipNameOf(path), bytes, compress: false };
  }
}

/** The export as a ZIP stream: README.txt, strix-data.json and every image under images/. */
export function dataExportZip(ctx: AppContext, data: DataExport): Readable {
  return zipStream(entriesOf(ctx, data), new Date(data.exportedAt));
}

/** strix-data-YYYY-MM-DD.<ext>, dated in UTC. */
export const exportFileName = (data: DataExport, extension: 'zip' | 'json') =>
  `strix-data-${data.exportedAt.slice(0, 10)}.${extension}`;
