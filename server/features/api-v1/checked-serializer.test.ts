import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializer } from './plugin.ts';

/**
 * Production serialises /api/v1 answers with plain JSON.stringify (the schema's parse was most of
 * a request's CPU); where answers are checked, a field the schema does not list fails, because
 * zod would have dropped it and JSON.stringify would send it.
 */
describe('the /api/v1 serializer where answers are checked', () => {
  const app = async (answer: unknown) => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setSerializerCompiler(checkedSerializer);
    server.get(
      '/thing',
      { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } },
      async () => answer as { id: number; name: string },
    );
    await server.ready();
    return server;
  };

  it('sends an answer that is exactly its schema', async () => {
    const server = await app({ id: 1, name: 'Arsenal' });
    const response = await server.inject({ url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Arsenal' });
  });

  it('refuses an answer carrying a field its schema does not list', async () => {
    const server = await app({ id: 1, name: 'Arsenal', passwordHash: 'x' });
    const response = await server.inject({ url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('passwordHash');
  });
});
