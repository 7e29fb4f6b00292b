import {
  AUTH_MESSAGES,
  type ChangePasswordRequestSchema,
  type ForgotPasswordRequestSchema,
  type LoginRequestSchema,
  type RegisterRequestSchema,
  type ResetPasswordRequestSchema,
} from '@contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  consumeResetToken,
  expireUserResetTokens,
  insertResetToken,
  isLiveResetToken,
} from '../../db/queries/reset-tokens.ts';
import { deleteUserSessions } from '../../db/queries/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updatePassword,
} from '../../db/queries/users.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.ts';
import type { RateLimitName } from '../../rate-limit/rules.ts';
import { resetPasswordMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import { hashToken, newSecretToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  user: UserRow;
  token: string;
}

export async function register(
  ctx: AppContext,
  input: z.output<typeof RegisterRequestSchema>,
  client: ClientMeta,
): Promise<SignedIn> {
  const now = ctx.clock.now();
  await ctx.limits.consume(['registerIp', client.ip], ['registerAccount', input.email]);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(ctx.db, {
    email: input.email,
    name: input.name,
    passwordHash,
    provider: 'email',
    now,
  });
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
  const token = await startSession(ctx.db, user.id, { now, ...client });
  return { user, token };
}

export async function login(
  ctx: AppContext,
  input: z.output<typeof LoginRequestSchema>,
  client: ClientMeta,
): Promise<SignedIn> {
  const now = ctx.clock.now();
  // Every attempt is counted as a failure before the password is looked at, so parallel guesses
  // cannot all pass a check made before any of them was recorded; a right password then gives
  // its own count back. The counts of earlier failures stay: a success is no licence to guess.
  const checks: [RateLimitName, string][] = [
    ['loginAccount', input.email],
    ['loginIp', client.ip],
    ['loginIpDay', client.ip],
  ];
  await ctx.limits.consume(...checks);
  const user = await findUserByEmail(ctx.db, input.email);
  // Always one argon2 verification, so unknown emails answer as slowly as known ones.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  await ctx.limits.refund(...checks);
  const token = await startSession(ctx.db, user.id, { now, ...client });
  return { user, token };
}

/**
 * Creates a reset token when the account exists and mails the link; the link is the only way the
 * token leaves the server, so knowing an email is not enough to take the account. Without a mail
 * server (never in production: the config requires SMTP_URL there) the link goes to the server
 * log instead, for whoever runs it.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: z.output<typeof ForgotPasswordRequestSchema>,
  client: ClientMeta,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.limits.consume(['forgotAccount', input.email], ['forgotIp', client.ip]);

  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const token = newSecretToken();
  await insertResetToken(ctx.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/auth?resetToken=${encodeURIComponent(token)}`;
  if (!ctx.mailer.delivers && !ctx.config.isProduction) {
    ctx.log.info({ to: user.email }, `No SMTP_URL, so the password-reset link is here: ${link}`);
  }
  // Not awaited: a slow mail server must not make known emails answer slower than unknown ones.
  ctx.mailer.send(resetPasswordMail(user, link), ctx.log).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'password reset mail could not be sent');
  });
}

export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof ResetPasswordRequestSchema>,
): Promise<void> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(input.token);
  // A made-up token costs one indexed lookup, not an argon2 hash. Tokens are found by their
  // SHA-256, so how long the lookup takes says nothing about any real token; it only tells a
  // caller whether theirs is live, which the answer says anyway.
  if (!(await isLiveResetToken(ctx.db, tokenHash, now))) {
    throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Used up here, atomically: of two redemptions that both passed the look-up, one wins.
    const id = await consumeResetToken(tx, tokenHash, now);
    if (!id) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
    await updatePassword(tx, id, passwordHash, now);
    await expireUserResetTokens(tx, id, now);
    // Whoever knew the old password may hold a session: end them all.
    await deleteUserSessions(tx, id);
  });
}

export async function changePassword(
  ctx: AppContext,
  userId: string,
  currentTokenHash: string,
  input: z.output<typeof ChangePasswordRequestSchema>,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (!user.passwordHash) throw badRequest(AUTH_MESSAGES.noPasswordToChange);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updatePassword(tx, user.id, passwordHash, now);
    await deleteUserSessions(tx, user.id, currentTokenHash);
  });
  return { ...user, passwordHash, passwordUpdatedAt: now, updatedAt: now };
}
