import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages.ts';

/** A required text field; the message names the field so a 400 says what is wrong. */
const requiredText = (field: string) =>
  z
    .string({ error: `${AUTH_MESSAGES.missingFields}: ${field} is required.` })
    .min(1, `${AUTH_MESSAGES.missingFields}: ${field} is required.`);

export const EmailSchema = z
  .string({ error: `${AUTH_MESSAGES.missingFields}: email is required.` })
  .trim()
  .min(1, `${AUTH_MESSAGES.missingFields}: email is required.`)
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/**
 * A new password: 6–256 characters (product spec, 'Validation rules'; the upper bound keeps hashing
 * cheap).
 */
export const NewPasswordSchema = (field = 'password') =>
  requiredText(field)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Not length-checked beyond the hashing bound: an old password must still be accepted.
  password: requiredText('password').max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z
  .object({
    name: requiredText('name')
      .trim()
      .min(1, `${AUTH_MESSAGES.missingFields}: name is required.`)
      .max(100, 'Name must be at most 100 characters long'),
    email: EmailSchema,
    password: NewPasswordSchema(),
    confirmPassword: requiredText('confirmPassword'),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254, AUTH_MESSAGES.invalidEmail)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail))
    .transform((email) => email.toLowerCase()),
});
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    token: requiredText('token').trim().max(200, AUTH_MESSAGES.resetTokenInvalid),
    password: NewPasswordSchema(),
    confirmPassword: requiredText('confirmPassword'),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: requiredText('currentPassword').max(
      PASSWORD_MAX_LENGTH,
      AUTH_MESSAGES.currentPasswordWrong,
    ),
    newPassword: NewPasswordSchema('newPassword'),
    // The spec's client sends only current and new; a confirmation, when sent, must match.
    confirmPassword: z.string().optional(),
  })
  .refine(
    (body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword,
    {
      message: AUTH_MESSAGES.newPasswordMismatch,
      path: ['confirmPassword'],
    },
  );
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'google' for accounts that sign in through Google, otherwise 'email'. */
  provider: z.enum(['email', 'google']),
  /** Whether the account has a password (Google-only accounts do not until they set one). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /** When the password was last set (spec: "updatedAt, date of last password update"); null = never. */
  updatedAt: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const AuthCheckResponseSchema = z.object({
  authenticated: z.boolean(),
  user: UserSchema.nullable(),
  token: z.string().optional(),
});
export type AuthCheckResponse = z.infer<typeof AuthCheckResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Query parameter the server adds when it sends a browser back to /auth with a problem. */
export const AUTH_ERROR_QUERY_PARAM = 'error';
