import sharp from 'sharp';
import { z } from 'zod';

export interface ImageApiSettings {
  /** e.g. https://api.openai.com/v1; the client posts to {baseUrl}/images/generations. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Draws one square picture for a prompt and answers it as a PNG of `size`×`size` pixels. */
export interface ImageClient {
  generatePng(prompt: string, size: number): Promise<Buffer>;
}

/** Why the endpoint's answer was not used; the message is for logs, never for users. */
export class ImageApiError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ImageApiError';
  }
}

const ResponseSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

/** A generated 1024×1024 PNG is 1–3 MB, base64 a third more; anything far larger is not ours. */
const MAX_RESPONSE_BYTES = 24 * 1024 * 1024;
/** Decoding refuses images beyond this many pixels (a hostile answer cannot exhaust memory). */
const MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * OpenAI's Images API (POST /images/generations, base64 answers) as other compatible servers speak
 * it too. The picture is decoded and re-encoded with sharp, so only real image data is kept
 * (metadata dropped) at the size asked for.
 */
export function openAiImagesClient(
  settings: ImageApiSettings,
  /** Fetch for the endpoint (the app's counts its requests); default the global one. */
  options: { fetch?: typeof fetch } = {},
): ImageClient {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/images/generations`;
  return {
    async generatePng(prompt, size) {
      let response: Response;
      const signal = AbortSignal.timeout(settings.timeoutMs);
      try {
        response = await (options.fetch ?? fetch)(endpoint, {
          method: 'POST',
          signal,
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            model: settings.model,
            prompt,
            n: 1,
            size: '1024x1024',
            // gpt-image models always answer base64 and refuse the parameter.
            ...(settings.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
          }),
        });
      } catch (error) {
        throw new ImageApiError(
          signal.aborted ? `no answer within ${settings.timeoutMs} ms` : 'request failed',
          { cause: String(error) },
        );
      }
      let body: string;
      try {
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > MAX_RESPONSE_BYTES) throw new Error(`answer of ${declared} bytes`);
        body = await response.text();
      } catch (error) {
        throw new ImageApiError(
          signal.aborted ? `no answer within ${settings.timeoutMs} ms` : 'answer unreadable',
          { status: response.status, cause: String(error) },
        );
      }
      if (!response.ok) {
        throw new ImageApiError(`HTTP ${response.status}`, {
          status: response.status,
          body: body.slice(0, 300),
        });
      }
      if (body.length > MAX_RESPONSE_BYTES) throw new ImageApiError('answer too large');
      let parsed: z.infer<typeof ResponseSchema>;
      try {
        parsed = ResponseSchema.parse(JSON.parse(body));
      } catch {
        throw new ImageApiError('answer is not an images response', { body: body.slice(0, 300) });
      }
      const bytes = Buffer.from(parsed.data[0]!.b64_json, 'base64');
      try {
        return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .resize(size, size, { fit: 'cover' })
          .png()
          .toBuffer();
      } catch (error) {
        throw new ImageApiError('answer is not a readable image', { cause: String(error) });
      }
    },
  };
}
