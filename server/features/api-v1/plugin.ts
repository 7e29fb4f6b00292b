import { isDeepStrictEqual } from 'node:util';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { rateLimit } from '../../rate-limit/route-limit.ts';
import { meterApiKey, requireApiKey } from '../api-keys/api-key-auth.ts';
import type { SearchDeps } from '../search/search-service.ts';
import { fixtureRoutes } from './fixtures.ts';
import { leagueRoutes } from './leagues.ts';
import { matchRoutes } from './matches.ts';
import { API_DESCRIPTION, V1_PREFIX } from './openapi-text.ts';
import { recordRoutes } from './record.ts';
import { teamRoutes } from './teams.ts';
import type { V1Context } from './v1-context.ts';
import { valueBetRoutes } from './value-bets.ts';

const zodTransform = createJsonSchemaTransform({});

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method and address the /api/v1 scope registered (HEAD included). */
    apiV1Routes: readonly { method: string; url: string }[];
  }
}

/**
 * The public API, /api/v1. Every data route declares `keyed` (the key's authentication, then its
 * per-minute limit and daily quota) and its zod schemas; those schemas validate the request,
 * check the response, and are what @fastify/swagger turns into the OpenAPI 3.1 document, so a
 * route cannot be served undocumented or answer outside its documentation.
 */
/**
 * The schema's serializer, and a check that plain serialisation (production's) says the same:
 * zod drops fields a schema does not list, JSON.stringify keeps them, so an answer carrying one
 * fails here rather than leaking it in production.
 */
export const checkedSerializer: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const checked = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(checked), JSON.parse(JSON.stringify(data)))) {
      throw new Error(`${route.url}: the answer holds fields its schema does not list`);
    }
    return checked;
  };
};

export async function apiV1Routes(app: FastifyInstance, ctx: AppContext, search: SearchDeps) {
  // Collects the routes registered after it; every route outside /api/v1 is left out.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Strix API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: ctx.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Authorization: Bearer strix_live_…',
          },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
      security: [{ bearer: [] }, { apiKeyHeader: [] }],
      tags: [
        { name: 'Fixtures', description: 'Leagues and the fixtures known at the clock.' },
        {
          name: 'Matches',
          description: 'Predictions, odds with capture times, team and player stats.',
        },
        { name: 'Value bets', description: 'Prices above Strix’s probability, best first.' },
        { name: 'Teams', description: 'Teams, their records and form.' },
        { name: 'Record', description: 'Every published prediction, graded after the result.' },
      ],
    },
    transform: (input) =>
      input.url.startsWith(`${V1_PREFIX}/`) && input.url !== `${V1_PREFIX}/openapi.json`
        ? zodTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (scope) => {
      // What this scope serves, so a test can hold the document against the routes themselves.
      const served: { method: string; url: string }[] = [];
      scope.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) served.push({ method, url: route.url });
      });
      app.decorate('apiV1Routes', served);
      scope.setValidatorCompiler(validatorCompiler);
      // Answers are held to their schemas where every answer is (ANSWER_CONTRACTS=check, outside
      // production), as the rest of the API's are (plugins/answer-contracts.ts); in production the
      // data, built to the contract's type and checked so in the tests, is only serialised.
      scope.setSerializerCompiler(
        ctx.config.checkAnswers ? checkedSerializer : () => (data) => JSON.stringify(data),
      );
      // Strong ETags over the body: a client sending If-None-Match gets a 304 without the data.
      await scope.register(etag);
      // The app marks API answers no-store; these carry no personal data, so a client may keep
      // them and revalidate with the ETag (still never a shared cache: they sit behind a key).
      scope.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode === 200 || reply.statusCode === 304) {
          reply.header('cache-control', 'private, no-cache');
        }
      });

      scope.get(
        '/openapi.json',
        { onRequest: [rateLimit(ctx.limits, 'apiPublic')] },
        async (_request, reply) => {
          reply.header('access-control-allow-origin', '*');
          return app.swagger();
        },
      );

      const v1: V1Context = {
        ctx,
        search,
        keyed: { onRequest: [requireApiKey(ctx), meterApiKey(ctx)] },
      };
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      leagueRoutes(routes, v1);
      fixtureRoutes(routes, v1);
      matchRoutes(routes, v1);
      valueBetRoutes(routes, v1);
      teamRoutes(routes, v1);
      recordRoutes(routes, v1);
    },
    { prefix: V1_PREFIX },
  );
}
