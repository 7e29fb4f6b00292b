import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageApiGenerator } from '../../features/avatars/generator.ts';
import { proceduralAvatarPng } from '../../features/avatars/procedural.ts';
import { samplePortrait, startImagesStub } from './images-api-stub.ts';
import { ImageApiError, openAiImagesClient } from './openai-images.ts';

describe('OpenAI-compatible images client', () => {
  let stub: Awaited<ReturnType<typeof startImagesStub>>;
  let portrait: Buffer;
  const input = {
    style: 'anime' as const,
    description: 'Determined striker with spiky hair',
    mood: 'confident' as const,
    background: 'sports-stadium' as const,
  };
  const settings = () => ({
    baseUrl: stub.baseUrl,
    apiKey: 'sk-test-images',
    model: 'dall-e-3',
    timeoutMs: 2_000,
  });
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => warnings.push(message) };

  beforeAll(async () => {
    stub = await startImagesStub();
    portrait = await samplePortrait();
  });
  afterAll(() => stub.close());

  it('posts the prompt as the Images API expects and re-encodes the answer to 512×512 PNG', async () => {
    stub.set({ kind: 'image', png: portrait });
    const before = stub.received.length;
    const png = await openAiImagesClient(settings()).generatePng('An owl in a scarf', 512);
    const request = stub.received[before]!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/images/generations',
      authorization: 'Bearer sk-test-images',
    });
    expect(request.body).toEqual({
      model: 'dall-e-3',
      prompt: 'An owl in a scarf',
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // Left half amber, right half blue: the picture itself, only smaller.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[(256 * 512 + 500) * 3 + 2]).toBeGreaterThan(150);

    // gpt-image models always answer base64 and refuse response_format.
    await openAiImagesClient({ ...settings(), model: 'gpt-image-1' }).generatePng('x', 512);
    expect(stub.received.at(-1)!.body).not.toHaveProperty('response_format');
  });

  it('uses the API picture for an avatar when it answers', async () => {
    stub.set({ kind: 'image', png: portrait });
    const generated = await imageApiGenerator(openAiImagesClient(settings()), log).generate(input);
    expect(generated.source).toBe('image-api');
    expect(await sharp(generated.png).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(stub.received.at(-1)!.body.prompt).toContain('Determined striker with spiky hair');
  });

  const fallbacks: [string, Parameters<typeof stub.set>[0], RegExp][] = [
    ['a 500', { kind: 'status', status: 500 }, /HTTP 500/],
    ['a 429', { kind: 'status', status: 429 }, /HTTP 429/],
    ['a 400 (e.g. a refused prompt)', { kind: 'status', status: 400 }, /HTTP 400/],
    [
      'an HTML page',
      { kind: 'raw', body: '<html>Bad gateway</html>', contentType: 'text/html' },
      /not an images response/,
    ],
    ['JSON without images', { kind: 'raw', body: '{"data":[]}' }, /not an images response/],
    [
      'JSON with a URL instead of base64',
      { kind: 'raw', body: '{"data":[{"url":"https://x"}]}' },
      /not an images response/,
    ],
    [
      'base64 that is not an image',
      {
        kind: 'raw',
        body: JSON.stringify({
          data: [{ b64_json: Buffer.from('garbage, not a PNG').toString('base64') }],
        }),
      },
      /not a readable image/,
    ],
  ];

  it.each(fallbacks)(
    'falls back to the procedural avatar on %s',
    async (_label, behaviour, reason) => {
      stub.set(behaviour);
      await expect(openAiImagesClient(settings()).generatePng('x', 512)).rejects.toThrow(reason);
      const count = warnings.length;
      const generated = await imageApiGenerator(openAiImagesClient(settings()), log).generate(
        input,
      );
      expect(generated.source).toBe('procedural');
      expect(generated.png.equals(proceduralAvatarPng(input))).toBe(true);
      expect(warnings.slice(count)).toEqual(['image API failed; drawing the avatar procedurally']);
    },
  );

  it('gives up after the timeout and draws the avatar procedurally', async () => {
    stub.set({ kind: 'hang', ms: 5_000 });
    const client = openAiImagesClient({ ...settings(), timeoutMs: 300 });
    const started = Date.now();
    const error = await client.generatePng('x', 512).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageApiError);
    expect((error as Error).message).toBe('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
    const generated = await imageApiGenerator(client, log).generate(input);
    expect(generated.source).toBe('procedural');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('falls back when nothing listens at the address', async () => {
    const client = openAiImagesClient({ ...settings(), baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(client.generatePng('x', 512)).rejects.toThrow(/request failed/);
    expect((await imageApiGenerator(client, log).generate(input)).source).toBe('procedural');
  });
});
