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
import { resetPasswordMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { forgetUserSessions, startSession } from './sessions.ts';
import {
  assertNotThrottled,
  forgetAttempts,
  recordAttempt,
  THROTTLE_RULES,
  type ThrottleCheck,
} from './throttle.ts';
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
  const checks: ThrottleCheck[] = [
    { key: `register:ip:${client.ip}`, rule: THROTTLE_RULES.registerIp },
    { key: `register:account:${input.email}`, rule: THROTTLE_RULES.registerAccount },
  ];
  await assertNotThrottled(ctx.db, checks, now);
  await recordAttempt(ctx.db, checks, now);
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
  const checks: ThrottleCheck[] = [
    { key: `login:account:${input.email}`, rule: THROTTLE_RULES.loginAccount },
    { key: `login:ip:${client.ip}`, rule: THROTTLE_RULES.loginIp },
  ];
  await assertNotThrottled(ctx.db, checks, now);
  const user = await findUserByEmail(ctx.db, input.email);
  // Always one argon2 verification, so unknown emails answer as slowly as known ones.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await recordAttempt(ctx.db, checks, now);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await forgetAttempts(ctx.db, checks.slice(0, 1));
  const token = await startSession(ctx.db, user.id, { now, ...client });
  return { user, token };
}

/**
 * Creates a reset token when the account exists and mails the link. The answer is the same either
 * way; without a mail server (outside production) the token is returned for the spec's
 * set-new-password flow, and an unknown email gets a token of the same shape that never works.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: z.output<typeof ForgotPasswordRequestSchema>,
  client: ClientMeta,
): Promise<{ resetToken?: string }> {
  const now = ctx.clock.now();
  const checks: ThrottleCheck[] = [
    { key: `forgot:account:${input.email}`, rule: THROTTLE_RULES.forgotAccount },
    { key: `forgot:ip:${client.ip}`, rule: THROTTLE_RULES.forgotIp },
  ];
  await assertNotThrottled(ctx.db, checks, now);
  await recordAttempt(ctx.db, checks, now);

  const token = newSecretToken();
  const tokenHash = hashToken(token);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    await insertResetToken(ctx.db, {
      tokenHash,
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/auth?resetToken=${encodeURIComponent(token)}`;
    // Not awaited: a slow mail server must not make known emails answer slower than unknown ones.
    ctx.mailer.send(resetPasswordMail(user, link)).catch((error: unknown) => {
      ctx.log.error({ err: error }, 'password reset mail could not be sent');
    });
  }
  const revealToken = !ctx.mailer.delivers && !ctx.config.isProduction;
  return revealToken ? { resetToken: token } : {};
}

export async function resetPassword(
  ctx: AppContext,
  input: z.output<typeof ResetPasswordRequestSchema>,
): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, hashToken(input.token), now);
    if (!id) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
    await updatePassword(tx, id, passwordHash, now);
    await expireUserResetTokens(tx, id, now);
    // Whoever knew the old password may hold a session: end them all.
    await deleteUserSessions(tx, id);
    return id;
  });
  forgetUserSessions(userId);
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
  // The kept session is re-read too: its user row has changed.
  forgetUserSessions(user.id);
  return { ...user, passwordHash, passwordUpdatedAt: now, updatedAt: now };
}
