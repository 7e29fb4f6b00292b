import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './messages.ts';

export const ACCOUNT_DELETION_MESSAGES = {
  notYours: 'You can only delete your own account.',
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  confirmWithGoogle:
    'Please confirm with Google first (it counts for 10 minutes). Your account has not been deleted.',
  paymentsUnreachable:
    'We could not cancel your subscription with our payment provider, so nothing was deleted. Please try again in a few minutes.',
  alreadyGone: 'This account no longer exists.',
  googleMismatch:
    'That Google account is not the one linked to your Strix account. Please confirm with the Google account you sign in with.',
  googleNotFresh: 'Google did not ask you to sign in again. Please try once more.',
  deleted: 'Your account has been deleted.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** How long a fresh Google sign-in counts as confirmation. */
export const REAUTHENTICATION_FRESH_MS = 10 * 60 * 1000;

/** Where the confirming Google sign-in sends the browser back to. */
export const DELETE_ACCOUNT_ANCHOR = 'delete-account';

export const DeleteAccountRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.wrongPassword)
    .optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** GET /api/user/{userId}/account-deletion: how this person confirms a deletion. */
export const AccountDeletionStatusSchema = z.object({
  /** 'password' for accounts with one; 'google' for accounts that only sign in with Google. */
  confirmWith: z.enum(['password', 'google']),
  /** Until when this session's fresh Google sign-in counts (ISO), or null. */
  googleConfirmedUntil: z.string().nullable(),
});
export type AccountDeletionStatus = z.infer<typeof AccountDeletionStatusSchema>;
