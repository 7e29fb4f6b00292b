import {
  ActiveAvatarResponseSchema,
  DynamicPredictionSchema,
  InterpretationSchema,
  MatchResponseSchema,
  RecentSearchSchema,
  type SearchAnswerKind,
  StatsResponseSchema,
  searchAnswerSchema,
} from '@contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

/**
 * An answer that does not match its contract. Raised only outside production, where the person
 * reading the 500 is the one who broke it, so its message (the kind and every field that is
 * wrong) is the body sent.
 */
export class AnswerContractError extends HttpError {
  constructor(
    readonly route: string,
    readonly kind: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(500, `The ${kind} sent by ${route} breaks its contract: ${issueList(issues)}`);
    this.name = 'AnswerContractError';
  }
}

const issueList = (issues: readonly z.core.$ZodIssue[]) =>
  issues
    .slice(0, 8)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
    .join('; ') + (issues.length > 8 ? `; and ${issues.length - 8} more` : '');

interface Contract {
  kind: string;
  schema: z.ZodType;
}

type ContractOf = (answer: unknown) => Contract;

const fixed =
  (kind: string, schema: z.ZodType): ContractOf =>
  () => ({ kind, schema });

/**
 * Which kind a search answer is, from what the question was (its interpretation) rather than the
 * fields the kind decides, so an answer that lost those is still held to its kind: one match or a
 * slate by the teams understood, a started match by its empty prediction id (none is stored once a
 * match has kicked off), and the break's variant by `locked`.
 */
export function searchAnswerKind(answer: unknown): { kind: SearchAnswerKind; onBreak: boolean } {
  const body = (answer ?? {}) as {
    kind?: string;
    interpretation?: { homeTeamId?: unknown; awayTeamId?: unknown };
    prediction?: { predictionId?: unknown };
    played?: unknown;
    locked?: unknown;
  };
  const onBreak = body.locked !== undefined && body.locked !== null;
  if (body.kind === 'outlook') return { kind: 'outlook', onBreak };
  const { homeTeamId = null, awayTeamId = null } = body.interpretation ?? {};
  if (homeTeamId === null || awayTeamId === null) return { kind: 'slate', onBreak };
  const started = body.played !== undefined || body.prediction?.predictionId === '';
  return { kind: started ? 'played' : 'match', onBreak };
}

function searchContract(answer: unknown): Contract {
  const { kind, onBreak } = searchAnswerKind(answer);
  const intent = (answer as { interpretation?: { intent?: unknown } } | null)?.interpretation
    ?.intent;
  const asked = typeof intent === 'string' && intent !== kind ? ` (${intent} question)` : '';
  return {
    kind: `${kind} answer${asked}${onBreak ? ' on a break' : ''}`,
    schema: searchAnswerSchema(kind, onBreak),
  };
}

/**
 * The contract each answer the web reads is held to, by route: the search answers (spliced from
 * cached pieces, and re-written for someone on a break), the match page and the other answers
 * built by hand. The /api/v1 routes are not here: their zod response schemas already check every
 * answer they send (features/api-v1/plugin.ts).
 */
const CONTRACTS = new Map<string, ContractOf>([
  ['POST /api/search', searchContract],
  ['GET /api/interpret', fixed('interpretation', InterpretationSchema)],
  ['GET /api/searches', fixed('recent searches', z.array(RecentSearchSchema))],
  ['GET /api/match/:id', fixed('match page', MatchResponseSchema)],
  ['GET /api/stats/:home/:away', fixed('stats answer', StatsResponseSchema)],
  [
    'GET /api/dynamic-predictions/:home/:away',
    fixed('dynamic prediction', DynamicPredictionSchema),
  ],
  ['GET /api/user/:userId/avatar/active', fixed('active avatar', ActiveAvatarResponseSchema)],
]);

/** Throws AnswerContractError unless `answer`, sent by `route` ('GET /api/match/:id'), holds. */
export function checkAnswer(route: string, answer: unknown): void {
  const contractOf = CONTRACTS.get(route);
  if (!contractOf) return;
  const { kind, schema } = contractOf(answer);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new AnswerContractError(route, kind, parsed.error.issues);
}

/**
 * Outside production (unless ANSWER_CONTRACTS=off), every answer on a route with a contract is parsed with it before it is sent,
 * so a field the web reads cannot go missing unnoticed: the request fails with the kind and the
 * fields instead. Production sends answers unchecked (the tests hold every kind to its contract).
 */
export function registerAnswerContracts(app: FastifyInstance, config: { checkAnswers: boolean }) {
  if (!config.checkAnswers) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (CONTRACTS.has(route)) checkAnswer(route, JSON.parse(payload));
    return payload;
  });
}
