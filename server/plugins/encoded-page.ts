import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const ENCODINGS = ['br', 'gzip'];

export interface EncodedPage {
  body: Buffer | string;
  /** null: sent as is. */
  encoding: string | null;
}

/**
 * A page that is the same for every request (the app's shell, with or without its first
 * render; a match page's answer at one clock position), compressed once per encoding the first
 * time a browser asks for it. The shell with the home page's first render is ~28 KB of HTML;
 * Brotli sends a fifth of it. `effort` 'max' is for what is made once per start (the shell);
 * 'fast' for what is made per clock position (answers: @fastify/compress's own settings, well
 * under a millisecond for a match page).
 */
export function encodedPage(html: string, effort: 'max' | 'fast' = 'max') {
  const encoded = new Map<string, Buffer>();
  const compress = (encoding: string) =>
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        })
      : gzipSync(html, { level: effort === 'max' ? 9 : 6 });
  return (acceptEncoding: string | undefined): EncodedPage => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return { body: html, encoding: null };
    let body = encoded.get(encoding);
    if (!body) {
      body = compress(encoding);
      encoded.set(encoding, body);
    }
    return { body, encoding };
  };
}
