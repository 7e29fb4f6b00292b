import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { authHref, returnPathFrom } from '../../lib/return-path.ts';
import { LoadingScreen } from '../loading-screen.tsx';

/**
 * 'Loading...' while auth resolves, then /auth for people who are not signed in (product spec,
 * 'Route table'), remembering the page so signing in comes back to it.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isResolving } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isResolving) return <LoadingScreen />;
  if (!user) {
    return <Redirect to={authHref('/auth', `${location}${search ? `?${search}` : ''}`)} replace />;
  }
  return children;
}

/**
 * The auth screen is for signed-out people only; everyone else goes back to the page they came
 * from (`?next=`), else home.
 */
export function SignedOutRoute({ children }: { children: ReactNode }) {
  const { user, isResolving } = useAuth();
  const search = useSearch();
  if (isResolving) return <LoadingScreen />;
  if (user) return <Redirect to={returnPathFrom(search)} replace />;
  return children;
}
