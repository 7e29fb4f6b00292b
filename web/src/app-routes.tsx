import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute, SignedOutRoute } from './components/auth/protected-route.tsx';
import { LoadingScreen } from './components/loading-screen.tsx';
import { LazyPage } from './lazy-page.tsx';
import HomePage from './pages/home/home-page.tsx';
import { InsightRedirect } from './pages/insight-redirect.tsx';
import {
  developersPage,
  leaguePage,
  matchPage,
  recordPage,
  responsibleGamblingPage,
} from './route-pages.ts';

// Home and the shell ship in the entry chunk; every other page loads on demand so the home
// route stays inside its 150 KB budget.
const AuthPage = lazy(() => import('./pages/auth/auth-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('./pages/legal/privacy-policy.tsx'));
const TermsOfServicePage = lazy(() => import('./pages/legal/terms-of-service.tsx'));
const DataSourcesPage = lazy(() => import('./pages/legal/data-sources.tsx'));
const TodayPage = lazy(() => import('./pages/today/today-page.tsx'));
const LeaguesPage = lazy(() => import('./pages/leagues/leagues-page.tsx'));
const ScreenerPage = lazy(() => import('./pages/screener/screener-page.tsx'));
const PreferencesPage = lazy(() => import('./pages/preferences/preferences-page.tsx'));
const SharedPredictionPage = lazy(() => import('./pages/shared/shared-prediction-page.tsx'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page.tsx'));
const SettingsPage = lazy(() => import('./pages/settings/settings-page.tsx'));
const PlansPage = lazy(() => import('./pages/plans/plans-page.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'));
const UnsubscribedPage = lazy(() => import('./pages/alerts/unsubscribed-page.tsx'));

/** The route table (product spec, 'Route table'). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/auth">
          <SignedOutRoute>
            <AuthPage mode="login" />
          </SignedOutRoute>
        </Route>
        <Route path="/auth/:mode">
          {({ mode }) => (
            <SignedOutRoute>
              <AuthPage mode={mode === 'signup' ? 'signup' : 'login'} />
            </SignedOutRoute>
          )}
        </Route>
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route path="/terms-of-service" component={TermsOfServicePage} />
        <Route path="/data-sources" component={DataSourcesPage} />
        <Route path="/responsible-gambling">
          <LazyPage page={responsibleGamblingPage} props={{}} />
        </Route>
        <Route path="/developers">
          <LazyPage page={developersPage} props={{}} />
        </Route>
        <Route path="/record">
          <LazyPage page={recordPage} props={{}} />
        </Route>
        <Route path="/alerts/unsubscribed" component={UnsubscribedPage} />
        {/* Public, so a shared link works signed out: the prediction for everyone, Advanced
            Analytics as the server's lock for the viewer says (a deliberate opening of the
            spec's signed-in match page, as the shared /p/ page is). */}
        <Route path="/match/:id">{({ id }) => <LazyPage page={matchPage} props={{ id }} />}</Route>
        <Route path="/today" component={TodayPage} />
        <Route path="/leagues" component={LeaguesPage} />
        <Route path="/screener" component={ScreenerPage} />
        {/* Open to visitors too: their preferences are kept on the device. */}
        <Route path="/preferences" component={PreferencesPage} />
        <Route path="/league/:leagueId">
          {({ leagueId }) => <LazyPage page={leaguePage} props={{ leagueId }} />}
        </Route>
        <Route path="/p/:id">{({ id }) => <SharedPredictionPage id={id} />}</Route>
        {/* One route for every tab, so moving between tabs keeps the page (and its data). */}
        <Route path="/profile/:tab?">
          {({ tab }) => (
            <ProtectedRoute>
              <ProfilePage tab={tab} />
            </ProtectedRoute>
          )}
        </Route>
        <Route path="/settings">
          <ProtectedRoute>
            <SettingsPage />
          </ProtectedRoute>
        </Route>
        <Route path="/plans">
          <ProtectedRoute>
            <PlansPage />
          </ProtectedRoute>
        </Route>
        <Route path="/insight" component={InsightRedirect} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
