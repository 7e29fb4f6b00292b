import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { LoadingScreen } from '../loading-screen.tsx';

/**
 * 'Loading...' while auth resolves, then /auth for people who are not signed in (product spec,
 * 'Route table').
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isResolving } = useAuth();
  if (isResolving) return <LoadingScreen />;
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}

/** The auth screen is for signed-out people only; everyone else goes home. */
export function SignedOutRoute({ children }: { children: ReactNode }) {
  const { user, isResolving } = useAuth();
  if (isResolving) return <LoadingScreen />;
  if (user) return <Redirect to="/" replace />;
  return children;
}
