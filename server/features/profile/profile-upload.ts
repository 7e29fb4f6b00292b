import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '@contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { assertStorableText } from '../../plugins/storable-text.ts';

/** Room for the multipart boundaries and part headers around a 2 MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * RFC 2046 boundaries are 1–70 characters. Without one the multipart parser throws before it
 * reads a byte, so a request without one is refused here, in words.
 */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

const tooLarge = () => new HttpError(413, PROFILE_MESSAGES.imageTooLarge);
const tooManyParts = () => new HttpError(413, PROFILE_MESSAGES.uploadTooManyParts);
const unreadable = () => badRequest(PROFILE_MESSAGES.uploadUnreadable);

/** What the multipart plugin's own errors mean to the person uploading. */
const PLUGIN_ERRORS = new Map<string, () => HttpError>([
  ['FST_REQ_FILE_TOO_LARGE', tooLarge],
  ['FST_FILES_LIMIT', tooManyParts],
  ['FST_PARTS_LIMIT', tooManyParts],
  ['FST_FIELDS_LIMIT', tooManyParts],
  ['FST_PROTO_VIOLATION', () => badRequest(PROFILE_MESSAGES.uploadFieldNameInvalid)],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', () => badRequest(PROFILE_MESSAGES.imageMissing)],
  ['FST_INVALID_JSON_FIELD_ERROR', unreadable],
  ['FST_MP_PREMATURE_CLOSE', unreadable],
]);

/** The picture from a multipart body: the profileImage field, at most 2 MB. */
export async function readProfileImage(request: FastifyRequest): Promise<Buffer> {
  // A body far over the limit is refused before any of it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw unreadable();
  let image: Buffer | undefined;
  try {
    // Read to the end, not just to the picture: a part past the limits, or a field PostgreSQL
    // could not store, refuses the whole upload rather than being silently dropped.
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        assertStorableText('form', { [part.fieldname]: part.value });
      } else if (part.fieldname === 'profileImage' && image === undefined) {
        image = await part.toBuffer();
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const known = PLUGIN_ERRORS.get((error as { code?: unknown }).code as string);
    if (known) throw known();
    // Anything else the parser raises is about the bytes the client sent (a body cut short, a
    // part without headers): nothing on the server has been touched yet.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw unreadable();
  }
  if (image === undefined) throw badRequest(PROFILE_MESSAGES.imageMissing);
  return image;
}
