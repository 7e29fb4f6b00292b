import {
  AUTH_ERROR_QUERY_PARAM,
  AUTH_MESSAGES,
  type AuthCheckResponse,
  type AuthResponse,
  ChangePasswordRequestSchema,
  DELETE_ACCOUNT_ANCHOR,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  type MeResponse,
  type MessageResponse,
  RETURN_PATH_PARAM,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  safeReturnPath,
} from '@contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse.ts';
import { withRequestLog } from '../../lib/request-log.ts';
import { byAddress, rateLimit, rateLimits } from '../../rate-limit/route-limit.ts';
import {
  beginGoogleSignIn,
  completeGoogleSignIn,
  GOOGLE_CALLBACK_PATH,
  GoogleSignInError,
  type PendingGoogleSignIn,
} from './google.ts';
import { confirmWithGoogle } from './google-confirm.ts';
import { toUser } from './present.ts';
import {
  authenticate,
  bearerToken,
  clearSessionCookie,
  requireUser,
  sessionCookie,
  setSessionCookie,
} from './request-auth.ts';
import * as auth from './service.ts';
import { endSession } from './sessions.ts';

const GOOGLE_COOKIE = 'strix_oidc';
const GOOGLE_COOKIE_PATH = '/api/auth/google';

const clientMeta = (request: FastifyRequest): auth.ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = (reply: FastifyReply, result: auth.SignedIn): AuthResponse => {
    setSessionCookie(ctx, reply, result.token);
    return { user: toUser(result.user), token: result.token };
  };

  app.get('/api/auth/check', async (request, reply): Promise<AuthCheckResponse> => {
    const session = await authenticate(ctx, request, reply);
    if (!session) return { authenticated: false, user: null };
    // The token goes back only to a client that sent it: handing it to a cookie-only session
    // would let a script read what the HttpOnly cookie keeps from it.
    const token = session.via === 'bearer' ? { token: session.token } : {};
    return { authenticated: true, user: toUser(session.user), ...token };
  });

  app.get('/api/auth/me', async (request, reply): Promise<MeResponse> => {
    const session = await requireUser(ctx, request, reply);
    return { user: toUser(session.user) };
  });

  app.post('/api/auth/register', async (request, reply): Promise<AuthResponse> => {
    const input = parseInput(RegisterRequestSchema, request.body);
    return signedIn(reply, await auth.register(ctx, input, clientMeta(request)));
  });

  app.post('/api/auth/login', async (request, reply): Promise<AuthResponse> => {
    const input = parseInput(LoginRequestSchema, request.body);
    return signedIn(reply, await auth.login(ctx, input, clientMeta(request)));
  });

  app.post('/api/auth/logout', async (request, reply): Promise<MessageResponse> => {
    // End every session this request carries: the bearer token and the cookie may differ.
    const tokens = new Set([bearerToken(request), sessionCookie(request)]);
    for (const token of tokens) if (token) await endSession(ctx.db, token);
    clearSessionCookie(ctx, reply);
    return { success: true, message: 'You have been signed out.' };
  });

  app.post('/api/auth/forgot-password', async (request): Promise<MessageResponse> => {
    const input = parseInput(ForgotPasswordRequestSchema, request.body);
    await auth.requestPasswordReset(withRequestLog(ctx, request), input, clientMeta(request));
    return { success: true, message: AUTH_MESSAGES.resetLinkSent };
  });

  // Every redemption counts, per address, before the body is read (rules.ts says why).
  const resetAttempts = { onRequest: [rateLimit(ctx.limits, 'resetIp')] };
  app.post('/api/auth/reset-password', resetAttempts, async (request): Promise<MessageResponse> => {
    const input = parseInput(ResetPasswordRequestSchema, request.body);
    await auth.resetPassword(ctx, input);
    return { success: true, message: AUTH_MESSAGES.passwordReset };
  });

  // Every change counts, right or wrong, per account and per address, before the current
  // password is looked at: parallel guesses cannot slip in ahead of their own count.
  const changeAttempts = {
    onRequest: [
      rateLimits(
        ctx.limits,
        [
          'passwordChangeAccount',
          async (request, reply) => (await requireUser(ctx, request, reply)).user.id,
        ],
        ['passwordChangeIp', byAddress],
      ),
    ],
  };
  app.put(
    '/api/user/password',
    changeAttempts,
    async (request, reply): Promise<MessageResponse> => {
      const session = await requireUser(ctx, request, reply);
      const input = parseInput(ChangePasswordRequestSchema, request.body);
      await auth.changePassword(ctx, session.user.id, session.tokenHash, input);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  // Google sign-in is a browser navigation, so problems go back to /auth as a readable sentence.
  // With the page to return to, so trying again still comes back to it.
  const backToAuth = (reply: FastifyReply, message: string, next: string | null = null) =>
    reply.redirect(
      `/auth?${AUTH_ERROR_QUERY_PARAM}=${encodeURIComponent(message)}${next ? `&${RETURN_PATH_PARAM}=${encodeURIComponent(next)}` : ''}`,
      303,
    );
  const googleProblem = (request: FastifyRequest, error: unknown) => {
    if (error instanceof GoogleSignInError) return error.message;
    request.log.error({ err: error }, 'Google sign-in failed');
    return AUTH_MESSAGES.googleFailed;
  };

  const startGoogle = async (
    reply: FastifyReply,
    purpose: 'sign-in' | 'confirm',
    next: string | null = null,
  ) => {
    const { url, pending } = await beginGoogleSignIn(ctx, purpose);
    const kept = next ? { ...pending, next } : pending;
    reply.setCookie(GOOGLE_COOKIE, Buffer.from(JSON.stringify(kept)).toString('base64url'), {
      path: GOOGLE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.https,
      maxAge: 10 * 60,
    });
    return reply.redirect(url, 302);
  };

  // `?next=/match/123`: back to the page the visitor signed in from (same-site paths only).
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/auth/google',
    async (request, reply) => {
      const next = safeReturnPath(request.query[RETURN_PATH_PARAM]);
      try {
        return await startGoogle(reply, 'sign-in', next);
      } catch (error) {
        return backToAuth(reply, googleProblem(request, error), next);
      }
    },
  );

  // A signed-in person confirming who they are before deleting the account: Google asks them to
  // sign in again, and the callback marks this session as freshly confirmed.
  const backToDeletion = (reply: FastifyReply, message?: string) =>
    reply.redirect(
      `/settings${message ? `?${AUTH_ERROR_QUERY_PARAM}=${encodeURIComponent(message)}` : ''}#${DELETE_ACCOUNT_ANCHOR}`,
      303,
    );
  app.get('/api/auth/google/confirm', async (request, reply) => {
    await requireUser(ctx, request, reply);
    try {
      return await startGoogle(reply, 'confirm');
    } catch (error) {
      return backToDeletion(reply, googleProblem(request, error));
    }
  });

  app.get(GOOGLE_CALLBACK_PATH, async (request, reply) => {
    const pending = readPending(request.cookies[GOOGLE_COOKIE]);
    reply.clearCookie(GOOGLE_COOKIE, { path: GOOGLE_COOKIE_PATH });
    try {
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      if (pending?.purpose === 'confirm')
        return await confirmCallback(request, reply, query, pending);
      const result = await completeGoogleSignIn(
        withRequestLog(ctx, request),
        query,
        pending,
        clientMeta(request),
      );
      setSessionCookie(ctx, reply, result.token);
      // Checked again: the cookie came back from the browser.
      return reply.redirect(safeReturnPath(pending?.next) ?? '/', 303);
    } catch (error) {
      return backToAuth(reply, googleProblem(request, error), safeReturnPath(pending?.next));
    }
  });

  async function confirmCallback(
    request: FastifyRequest,
    reply: FastifyReply,
    query: string,
    pending: PendingGoogleSignIn,
  ) {
    try {
      const session = await requireUser(ctx, request, reply);
      await confirmWithGoogle(withRequestLog(ctx, request), query, pending, {
        userId: session.user.id,
        tokenHash: session.tokenHash,
      });
      return backToDeletion(reply);
    } catch (error) {
      const message =
        error instanceof HttpError && error.statusCode === 401
          ? error.message
          : googleProblem(request, error);
      return backToDeletion(reply, message);
    }
  }
}

function readPending(raw: string | undefined): PendingGoogleSignIn | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(
      Buffer.from(raw, 'base64url').toString('utf8'),
    ) as Partial<PendingGoogleSignIn>;
    if (
      typeof value.state === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.codeVerifier === 'string'
    ) {
      return {
        state: value.state,
        nonce: value.nonce,
        codeVerifier: value.codeVerifier,
        purpose: value.purpose === 'confirm' ? 'confirm' : 'sign-in',
        ...(typeof value.next === 'string' ? { next: value.next } : {}),
      };
    }
  } catch {
    // A mangled cookie is treated like a missing one.
  }
  return undefined;
}
