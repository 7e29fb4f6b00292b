import { AUTH_MESSAGES } from '@contract';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.ts';
import {
  findUserByEmail,
  findUserByOauthIdentity,
  insertUser,
  linkOauthIdentity,
  setProvider,
  type UserRow,
} from '../../db/queries/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ClientMeta, SignedIn } from './service.ts';
import { startSession } from './sessions.ts';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/** The PKCE verifier, state and nonce of one sign-in attempt, kept in a short-lived cookie. */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** 'confirm': a signed-in person proving again who they are (e.g. to delete the account). */
  purpose?: 'sign-in' | 'confirm';
  /** Where the browser goes once signed in: a path on this site (contract/return-path.ts). */
  next?: string;
}

export class GoogleSignInError extends HttpError {}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** Discovery happens on first use and is cached; a failed discovery is retried next time. */
function configurationFor(google: NonNullable<AppContext['config']['google']>) {
  const key = `${google.issuer}|${google.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const execute = [oidc.enableNonRepudiationChecks];
    // Plain HTTP is only for a local test identity provider.
    if (new URL(google.issuer).protocol === 'http:') execute.push(oidc.allowInsecureRequests);
    pending = oidc.discovery(
      new URL(google.issuer),
      google.clientId,
      google.clientSecret,
      undefined,
      { execute, timeout: 10 },
    );
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

function requireGoogle(ctx: AppContext) {
  if (!ctx.config.google) throw new GoogleSignInError(503, AUTH_MESSAGES.googleUnavailable);
  return ctx.config.google;
}

export async function beginGoogleSignIn(
  ctx: AppContext,
  purpose: 'sign-in' | 'confirm' = 'sign-in',
): Promise<{ url: string; pending: PendingGoogleSignIn }> {
  const config = await configurationFor(requireGoogle(ctx));
  const pending: PendingGoogleSignIn = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    purpose,
  };
  // A confirmation must be a sign-in made now, not Google's remembered session: prompt=login
  // makes Google ask again, max_age=0 makes it report when (auth_time) in the ID token.
  const confirm: Record<string, string> =
    purpose === 'confirm' ? { prompt: 'login', max_age: '0' } : {};
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${ctx.config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
    scope: 'openid email profile',
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    ...confirm,
  });
  return { url: url.href, pending };
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** When the person authenticated at Google (auth_time), if Google said. */
  authenticatedAt: Date | null;
}

/**
 * Redeems the authorization code: checks state, nonce and the PKCE verifier, and the ID token's
 * signature, issuer, audience and expiry.
 */
export async function redeemGoogleCode(
  ctx: AppContext,
  query: string,
  pending: PendingGoogleSignIn | undefined,
): Promise<VerifiedIdentity> {
  const config = await configurationFor(requireGoogle(ctx));
  if (!pending) throw new GoogleSignInError(400, AUTH_MESSAGES.googleFailed);
  // Built from PUBLIC_URL, never from the Host header, so it always matches the registered URI.
  const callbackUrl = new URL(`${ctx.config.publicUrl}${GOOGLE_CALLBACK_PATH}${query}`);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      authenticatedAt:
        typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : null,
    };
  } catch (error) {
    ctx.log.warn({ err: error }, 'Google sign-in rejected');
    throw new GoogleSignInError(400, AUTH_MESSAGES.googleFailed);
  }
}

/** Redeems the code, then finds, links or creates the Strix account and starts a session. */
export async function completeGoogleSignIn(
  ctx: AppContext,
  query: string,
  pending: PendingGoogleSignIn | undefined,
  client: ClientMeta,
): Promise<SignedIn> {
  const identity = await redeemGoogleCode(ctx, query, pending);
  const user = await accountFor(ctx, identity);
  const token = await startSession(ctx.db, user.id, { now: ctx.clock.now(), ...client });
  return { user, token };
}

async function accountFor(ctx: AppContext, identity: VerifiedIdentity): Promise<UserRow> {
  const now = ctx.clock.now();
  const known = await findUserByOauthIdentity(ctx.db, identity.issuer, identity.subject);
  if (known) return known;
  if (!identity.email) throw new GoogleSignInError(400, AUTH_MESSAGES.googleFailed);

  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    // Linking on an unverified address would let anyone claim an account by typing its email.
    if (!identity.emailVerified)
      throw new GoogleSignInError(409, AUTH_MESSAGES.googleEmailUnverified);
    await linkOauthIdentity(ctx.db, { ...identity, userId: existing.id, now });
    await setProvider(ctx.db, existing.id, 'google', now);
    return { ...existing, provider: 'google' };
  }

  const created = await insertUser(ctx.db, {
    email: identity.email,
    name: identity.name?.trim() || identity.email.split('@')[0]!,
    passwordHash: null,
    provider: 'google',
    now,
  });
  // A concurrent sign-in with the same new account got there first: use what it created.
  const user = created ?? (await findUserByEmail(ctx.db, identity.email));
  if (!user) throw new GoogleSignInError(500, AUTH_MESSAGES.googleFailed);
  await linkOauthIdentity(ctx.db, { ...identity, userId: user.id, now });
  return user;
}
