import { AUTH_MESSAGES } from '@contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/queries/users.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { carriesApiKey } from './presented-key.ts';
import { type ResolvedSession, resolveSession, SESSION_TTL_MS } from './sessions.ts';

export const SESSION_COOKIE = 'strix_session';

export interface RequestAuth extends ResolvedSession {
  via: 'bearer' | 'cookie';
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function sessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.https,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.https,
  });
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | undefined>>();

/**
 * Who is making this request: the bearer token first (the spec's client sends the token it keeps
 * under auth_token), then the session cookie. Resolved once per request, on demand.
 */
export function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = (async () => {
      const now = ctx.clock.now();
      const bearer = bearerToken(request);
      if (bearer) {
        const session = await resolveSession(ctx.db, ctx.authCache, bearer, now);
        if (session) return { ...session, via: 'bearer' as const };
      }
      const cookie = sessionCookie(request);
      if (cookie) {
        const session = await resolveSession(ctx.db, ctx.authCache, cookie, now);
        if (session) {
          if (session.extended) setSessionCookie(ctx, reply, cookie);
          return { ...session, via: 'cookie' as const };
        }
      }
      return undefined;
    })();
    resolved.set(request, pending);
  }
  return pending;
}

export async function requireUser(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth & { user: UserRow }> {
  const auth = await authenticate(ctx, request, reply);
  if (!auth) {
    // A key is for the API only: it never stands in for a signed-in person.
    if (carriesApiKey(request)) {
      throw unauthorized(
        'API keys work only with the API under /api/v1. Sign in to Strix to do this.',
      );
    }
    throw unauthorized(AUTH_MESSAGES.notSignedIn);
  }
  return auth;
}
