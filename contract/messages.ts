/**
 * User-facing sentences shared by server and web, worded exactly as the product spec's
 * 'Validation rules' and 'Error catalogue'. The server answers with the same sentences the client
 * shows, so a request that bypasses the client still reads the same.
 */
export const AUTH_MESSAGES = {
  missingFields: 'Please fill in all fields',
  passwordMismatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 256 characters long',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'You need to sign in first.',
  resetLinkSent: "If an account exists with this email, we've sent a password reset link",
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset successfully. You can now log in.',
  passwordChanged: 'Your password has been successfully changed.',
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordMismatch: "New password and confirmation don't match.",
  noPasswordToChange:
    'This account signs in with Google and has no password yet. Use "Forgot your password?" to set one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  googleUnavailable:
    'Google sign-in is not available on this server. Please use email and password.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified:
    'An account with this email already exists. Sign in with your password: Google has not verified this email address.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
