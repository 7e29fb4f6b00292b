import type { User } from '@contract';
import { createContext, useContext } from 'react';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface AuthState {
  user: User | null;
  /** Bearer token, the cookie-auth marker, or null when signed out. */
  token: string | null;
  /** The session began with sign-up in this tab (a reload or a later sign-in is a return). */
  isNewAccount: boolean;
  /**
   * True while the start-up check runs, and while login, sign-up or logout run (product spec,
   * 'States and transitions').
   */
  isLoading: boolean;
  /** True only until the start-up check has answered: route guards wait for this. */
  isResolving: boolean;
  /** The last auth error sentence, shown in the auth screen's alert. */
  error: string | null;
  /** Resolves to the signed-in user, or null after recording the error. */
  login: (email: string, password: string) => Promise<User | null>;
  signup: (input: SignUpInput) => Promise<User | null>;
  /** Always ends signed out, even if the server call fails. */
  logout: () => Promise<void>;
  /** Re-reads the user (after a password change, updatedAt moves). */
  refreshUser: () => Promise<void>;
  setError: (message: string) => void;
  clearError: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
