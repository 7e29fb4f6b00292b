import { useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';

/** Signs out and lands on the home page (signing out from a protected page would otherwise bounce to /auth). */
export function useSignOut() {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  return async () => {
    await logout();
    navigate('/');
  };
}
