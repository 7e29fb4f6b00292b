import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A request the stub received, as the real API would read it. */
export interface ImagesRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type StubBehaviour =
  | { kind: 'image'; png: Buffer }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang'; ms: number }
  | { kind: 'raw'; body: string; contentType?: string };

/**
 * A local server that speaks OpenAI's Images API (POST /v1/images/generations answering
 * `{ created, data: [{ b64_json }] }`), so the client and the fallback are tested over real HTTP.
 */
export async function startImagesStub() {
  let behaviour: StubBehaviour = { kind: 'status', status: 500 };
  const received: ImagesRequest[] = [];
  const pending = new Set<ServerResponse>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {}
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      if (request.url !== '/v1/images/generations' || request.method !== 'POST') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"Not found"}}');
        return;
      }
      const current = behaviour;
      switch (current.kind) {
        case 'image':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              created: 1_700_000_000,
              data: [{ b64_json: current.png.toString('base64'), revised_prompt: 'a portrait' }],
            }),
          );
          return;
        case 'status':
          response.writeHead(current.status, { 'content-type': 'application/json' });
          response.end(
            current.body ?? '{"error":{"message":"The server had an error","type":"server_error"}}',
          );
          return;
        case 'raw':
          response.writeHead(200, { 'content-type': current.contentType ?? 'application/json' });
          response.end(current.body);
          return;
        case 'hang': {
          pending.add(response);
          const timer = setTimeout(() => {
            pending.delete(response);
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end('{"data":[]}');
          }, current.ms);
          response.on('close', () => {
            clearTimeout(timer);
            pending.delete(response);
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    set(next: StubBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of pending) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A 1024×1024 picture like the API's: a two-colour split, so a resize is visible. */
export async function samplePortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#1e40af"/><rect width="512" height="1024" fill="#f59e0b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
