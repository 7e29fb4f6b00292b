import { availableParallelism } from 'node:os';
import { PROFILE_MESSAGES } from '@contract';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';
import { workGate } from '../../lib/work-gate.ts';

/**
 * Decoding costs memory and CPU by pixel count whatever the file size (a flat 40 MP PNG is under
 * 1 MB). A 2 MB photo is rarely over 12 MP, and the picture is shown at 512 px at most.
 */
export const MAX_INPUT_PIXELS = 16_000_000;
export const PROFILE_IMAGE_SIZE = 512;

/**
 * Decodes run one per two cores, the rest wait their turn (a few dozen at most, 2 MB each):
 * parallel uploads cannot take every core and the thread pool from the other requests.
 */
const decodes = workGate({
  running: Math.max(1, Math.floor(availableParallelism() / 2)),
  waiting: 32,
  busy: () => new HttpError(503, PROFILE_MESSAGES.uploadBusy, { 'retry-after': '5' }),
});

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format by the file's first bytes: the name and the declared type are the uploader's to
 * choose, the bytes are what a decoder will actually read. SVG (text that can carry script),
 * GIF, HEIC and everything else are refused.
 */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const invalidImage = () => new HttpError(415, PROFILE_MESSAGES.imageInvalid);

/**
 * Re-encodes an uploaded picture: turned upright by its EXIF orientation, then every bit of
 * metadata (EXIF with GPS position, ICC, XMP) dropped by re-encoding to a fresh PNG no larger
 * than 512×512. Only the first frame of an animation is kept. What is stored is never the
 * uploaded file itself, so a polyglot or a malformed file cannot be served back.
 */
export async function reencodeProfileImage(bytes: Buffer): Promise<Buffer> {
  const format = sniffImage(bytes);
  if (!format) throw invalidImage();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Reads the header only: the pixel limit (from the declared size) is checked here, before a
    // single pixel is decoded or the upload waits for a decode slot.
    const meta = await image.metadata();
    if (meta.format !== format) throw invalidImage();
    return await decodes(() =>
      image
        .autoOrient()
        .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, PROFILE_MESSAGES.imageTooManyPixels);
    }
    // Right magic bytes, but not a picture a decoder can read.
    throw invalidImage();
  }
}
