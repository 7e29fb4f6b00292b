import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import * as api from '../api/auth.ts';
import { queryKeys } from '../api/query-keys.ts';
import { clearStoredToken, saveToken } from '../api/token-storage.ts';
import { AuthContext, type AuthState, type SignUpInput } from './auth-context.ts';
import { type Session, sessionQuery, startedSession } from './resolve-session.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  const [busy, setBusy] = useState(false);
  const [error, setErrorState] = useState<string | null>(null);

  const setSession = useCallback(
    async (next: Session | null) => {
      // A start-up check still in flight must not overwrite what the person just did.
      await queryClient.cancelQueries({ queryKey: queryKeys.session });
      queryClient.setQueryData<Session | null>(queryKeys.session, next);
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (
      run: () => Promise<{ user: Session['user']; token: string }>,
      fallback: string,
      how: 'login' | 'signup',
    ) => {
      setBusy(true);
      setErrorState(null);
      try {
        const { user, token } = await run();
        saveToken(token);
        await setSession(startedSession(user, token, how));
        return user;
      } catch (caught) {
        const message = caught instanceof Error && caught.message ? caught.message : fallback;
        console.warn(`${fallback}:`, message);
        setErrorState(message);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [setSession],
  );

  const login = useCallback(
    (email: string, password: string) =>
      signIn(() => api.login({ email, password }), api.AUTH_FALLBACKS.login, 'login'),
    [signIn],
  );

  const signup = useCallback(
    ({ name, email, password }: SignUpInput) =>
      signIn(
        () => api.register({ name, email, password, confirmPassword: password }),
        api.AUTH_FALLBACKS.register,
        'signup',
      ),
    [signIn],
  );

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await api.logout();
    } catch (caught) {
      console.warn('Logout request failed; signing out locally anyway.', caught);
    } finally {
      clearStoredToken();
      // Per-user data (later: limits, profile, avatars) must not leak into the next session.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
      });
      await setSession(null);
      setBusy(false);
    }
  }, [queryClient, setSession]);

  const refreshUser = useCallback(async () => {
    try {
      const { user } = await api.fetchMe();
      queryClient.setQueryData<Session | null>(queryKeys.session, (current) =>
        current ? { ...current, user } : current,
      );
    } catch (caught) {
      console.warn('Could not refresh the signed-in user.', caught);
    }
  }, [queryClient]);

  const setError = useCallback((message: string) => setErrorState(message), []);
  const clearError = useCallback(() => setErrorState(null), []);

  const value = useMemo<AuthState>(() => {
    const current = session.data ?? null;
    return {
      user: current?.user ?? null,
      token: current?.token ?? null,
      isNewAccount: current?.newAccount === true,
      isLoading: session.isPending || busy,
      isResolving: session.isPending,
      error,
      login,
      signup,
      logout,
      refreshUser,
      setError,
      clearError,
    };
  }, [
    session.data,
    session.isPending,
    busy,
    error,
    login,
    signup,
    logout,
    refreshUser,
    setError,
    clearError,
  ]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
