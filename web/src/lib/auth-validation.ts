import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@contract';

/**
 * A client-side rejection, shown as a toast with this title and description (product spec,
 * 'Validation rules').
 */
export interface ValidationProblem {
  title: string;
  description: string;
}

const missing: ValidationProblem = {
  title: 'Missing Information',
  description: AUTH_MESSAGES.missingFields,
};
const mismatch: ValidationProblem = {
  title: 'Password Mismatch',
  description: AUTH_MESSAGES.passwordMismatch,
};
const tooShort: ValidationProblem = {
  title: 'Password Too Short',
  description: AUTH_MESSAGES.passwordTooShort,
};

// Whitespace-only text is as good as empty for names, emails and tokens; passwords are taken
// as typed because spaces can be part of one.
const blank = (value: string) => value.trim() === '';

export function validateLogin(input: {
  email: string;
  password: string;
}): ValidationProblem | null {
  if (blank(input.email) || input.password === '') return missing;
  return null;
}

export function validateSignUp(input: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): ValidationProblem | null {
  if (
    blank(input.name) ||
    blank(input.email) ||
    input.password === '' ||
    input.confirmPassword === ''
  ) {
    return missing;
  }
  if (input.password !== input.confirmPassword) return mismatch;
  if (input.password.length < PASSWORD_MIN_LENGTH) return tooShort;
  return null;
}

export function validateForgotPassword(input: { email: string }): ValidationProblem | null {
  if (blank(input.email)) {
    return { title: 'Email Required', description: AUTH_MESSAGES.emailRequired };
  }
  return null;
}

/**
 * The reset form checks presence and match only; the server enforces length (product spec,
 * 'Validation rules').
 */
export function validateResetPassword(input: {
  token: string;
  password: string;
  confirmPassword: string;
}): ValidationProblem | null {
  if (blank(input.token) || input.password === '' || input.confirmPassword === '') return missing;
  if (input.password !== input.confirmPassword) return mismatch;
  return null;
}

export function validateChangePassword(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): ValidationProblem | null {
  if (input.currentPassword === '' || input.newPassword === '' || input.confirmPassword === '') {
    return missing;
  }
  if (input.newPassword !== input.confirmPassword) {
    return { title: 'Password Mismatch', description: AUTH_MESSAGES.newPasswordMismatch };
  }
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return tooShort;
  return null;
}
