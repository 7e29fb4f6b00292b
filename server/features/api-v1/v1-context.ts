import { ErrorResponseSchema } from '@contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentAsOf } from '../../sports/time/replay-clock.ts';
import type { SearchDeps } from '../search/search-service.ts';

/** The /api/v1 scope, typed by the zod provider: handlers see parsed queries and params. */
export type V1App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface V1Context {
  ctx: AppContext;
  /** The same fitted state and providers the web's answers come from. */
  search: SearchDeps;
  /** Route options every data route declares: the key's authentication and limits. */
  keyed: { onRequest: onRequestAsyncHookHandler[] };
}

/** The errors every keyed route may answer, each `{ error: "<sentence>" }`. */
export const KEYED_ERRORS = {
  400: ErrorResponseSchema.describe('A parameter is not valid; the sentence says which.'),
  401: ErrorResponseSchema.describe('No API key, or one that is not valid or was revoked.'),
  403: ErrorResponseSchema.describe("The key's account has no Premium plan in force."),
  429: ErrorResponseSchema.describe(
    'Over the per-minute limit or the daily quota; Retry-After says when to try again.',
  ),
} as const;

/** Routes serving prices or value bets also refuse a key whose owner is taking a break. */
export const BREAK_403 = ErrorResponseSchema.describe(
  "The key's account has no Premium plan in force, or its owner is taking a break from betting (Settings → Keep betting in check) and prices are not served until it ends.",
);

export const NOT_FOUND = {
  404: ErrorResponseSchema.describe('No such resource at the clock.'),
} as const;

/** The data clock an answer is read at, ISO. */
export const asOfIso = async (v1: V1Context): Promise<{ asOf: Date; iso: string }> => {
  const asOf = await currentAsOf(v1.ctx);
  return { asOf, iso: asOf.toISOString() };
};
