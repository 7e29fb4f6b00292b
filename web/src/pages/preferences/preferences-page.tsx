import { SlidersHorizontal } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../auth/auth-context.ts';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { authHref } from '../../lib/return-path.ts';
import { PreferencesCardBody } from '../settings/preferences-card.tsx';

/**
 * /preferences: the display preferences for anyone, signed in or not. A visitor's are kept on
 * this device (docs/product.md, "Preferences"); a signed-in person's on the account as well, as
 * in Settings.
 */
export default function PreferencesPage() {
  const { user, isResolving } = useAuth();
  const [location] = useLocation();
  usePageMeta('Preferences');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Preferences</h1>
      <Card className="mt-8">
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
            <SlidersHorizontal className="size-5 text-primary" aria-hidden="true" />
            How odds, stakes, times and pages are shown to you
          </h2>
          <CardDescription data-testid="preferences-kept">
            {user ? (
              'Saved on your account and on this device.'
            ) : isResolving ? (
              '\u00a0'
            ) : (
              <>
                Kept on this device.{' '}
                <Link
                  href={authHref('/auth', location)}
                  className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Sign in
                </Link>{' '}
                to keep them on your account.
              </>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <PreferencesCardBody />
        </CardContent>
      </Card>
    </div>
  );
}
