import type {
  AuthCheckResponse,
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  MeResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@contract';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../../contract/return-path.ts';
import { apiRequest, authRequest, getJson } from './client.ts';

/**
 * Fallback sentences for auth calls whose failure has no `error` field (product spec,
 * 'Error catalogue').
 */
export const AUTH_FALLBACKS = {
  login: 'Login failed',
  register: 'Registration failed',
  forgot: 'Password reset request failed',
  reset: 'Password reset failed',
  changePassword: 'Failed to change password. Please try again.',
} as const;

export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';

export const checkAuth = () => getJson<AuthCheckResponse>('/api/auth/check');

export const fetchMe = () => getJson<MeResponse>('/api/auth/me');

export const login = (body: LoginRequest) =>
  authRequest<AuthResponse>('/api/auth/login', body, AUTH_FALLBACKS.login);

export const register = (body: RegisterRequest) =>
  authRequest<AuthResponse>('/api/auth/register', body, AUTH_FALLBACKS.register);

export const logout = () => apiRequest<unknown>('/api/auth/logout', { method: 'POST' });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  authRequest<MessageResponse>('/api/auth/forgot-password', body, AUTH_FALLBACKS.forgot);

export const resetPassword = (body: ResetPasswordRequest) =>
  authRequest<MessageResponse>('/api/auth/reset-password', body, AUTH_FALLBACKS.reset);

export const changePassword = (body: ChangePasswordRequest) =>
  authRequest<MessageResponse>('/api/user/password', body, AUTH_FALLBACKS.changePassword, 'PUT');

/**
 * Google sign-in is a full-page navigation: the server redirects to Google and back, to the page
 * the visitor signed in from when the sign-in page carries one (`?next=`, same-site paths only).
 */
export function startGoogleSignIn() {
  const next = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PATH_PARAM));
  window.location.assign(
    next
      ? `${GOOGLE_SIGN_IN_PATH}?${RETURN_PATH_PARAM}=${encodeURIComponent(next)}`
      : GOOGLE_SIGN_IN_PATH,
  );
}
