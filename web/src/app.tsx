import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { createQueryClient } from './api/query-client.ts';
import { AppRoutes } from './app-routes.tsx';
import { useAuth } from './auth/auth-context.ts';
import { AuthProvider } from './auth/auth-provider.tsx';
import { BottomNav } from './components/layout/bottom-nav.tsx';
import { Footer } from './components/layout/footer.tsx';
import { StatusBanner } from './components/layout/replay-banner.tsx';
import { TopBar } from './components/layout/top-bar.tsx';
import { PreferencesSync } from './components/preferences/preferences-sync.tsx';
import { useActivityHeartbeat } from './components/safer-gambling/use-activity-heartbeat.ts';
import { useToast } from './components/ui/use-toast.ts';
import { usePreferences } from './lib/preferences-store.ts';
import { cn } from './lib/utils.ts';

// Radix Toast is a tenth of the entry script and no page shows a toast while it loads: it comes
// with the first toast, or once the browser is idle (so F8 finds the region early).
const loadToaster = () => import('./components/ui/toaster.tsx');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(ready, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(ready, 2000);
    return () => clearTimeout(id);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Rendered in a second, interruptible pass once the first screen is up: never seen before it. */
function BelowTheFold({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}

/**
 * The app. `page` stands in for the routes where the build renders a page's first screen by
 * itself (prerender.tsx): the same header and frame around it.
 */
export function App({ client, page }: { client?: QueryClient; page?: ReactNode } = {}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Shell page={page} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function Shell({ page }: { page?: ReactNode }) {
  const { user } = useAuth();
  const { timeZone } = usePreferences();
  const [location] = useLocation();
  useActivityHeartbeat(user?.id);

  // A new page starts at its top, as it would with full page loads. The first page is where the
  // browser put it (its top, or where a reload left it), and scrolling would force a layout
  // in the middle of the first render.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);

  return (
    // The fixed tab bar exists only for signed-in phones; pad so it never hides the footer.
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        user && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <PreferencesSync />
      <StatusBanner />
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives after its first paint does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {/* A new time zone redraws every page's dates: they are written as the page renders. */}
        {page ?? <AppRoutes key={timeZone ?? ''} />}
      </main>
      <BelowTheFold>
        <Footer />
      </BelowTheFold>
      <BottomNav />
      <DeferredToaster />
    </div>
  );
}
