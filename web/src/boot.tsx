import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, createSignedOutQueryClient } from './api/query-client.ts';
import { App } from './app.tsx';
import { sessionQuery } from './auth/resolve-session.ts';
import { settledWithin } from './lib/settled-within.ts';
import { warmClassNames } from './lib/utils.ts';
import { loadPrerenderedPageCode } from './route-pages.ts';
import { prefetchRoute } from './route-prefetch.ts';

/** The longest a page that starts empty waits for its session and data before rendering. */
export const FIRST_RENDER_WAIT_MS = 100;
/**
 * The longest a page with a first screen from the server (a match page's title) waits: something
 * is on screen already, so the app's first render can wait for the page rather than show
 * 'Loading...' in its place.
 */
export const FIRST_SCREEN_WAIT_MS = 5000;

/**
 * Starts the app in #root: `hydrate` adopts the server's signed-out first render (main.tsx
 * decides), otherwise the app renders into the root, replacing the server's first screen if
 * there is one (`firstScreen`). Both run as transitions, in slices, so a tap during start-up is
 * not kept waiting.
 */
export function boot(root: HTMLElement, hydrate: boolean, firstScreen = false) {
  // A task of its own, which the first render waits for (lib/utils.ts).
  const warmed = new Promise<void>((resolve) =>
    setTimeout(() => {
      warmClassNames();
      resolve();
    }, 0),
  );
  if (hydrate) {
    // A prerendered page has its first screen already; it is hydrated once its page's code is in
    // (main.tsx asked for it beside the app's), so hydration never waits inside it
    // (page-loaders.ts).
    const client = createSignedOutQueryClient();
    const adopt = () =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App client={client} />
          </StrictMode>,
        );
      });
    void Promise.all([warmed, loadPrerenderedPageCode(window.location.pathname)]).then(
      adopt,
      adopt,
    );
    return;
  }
  const client = createQueryClient();
  // Who is signed in and the page's code and data: their requests started with the entry script
  // (api/early-reads.ts), so by now they have usually arrived. The first render waits for them,
  // up to FIRST_RENDER_WAIT_MS: rendered before, the page would show 'Loading...', then itself in
  // a second render that React cannot split into slices (a query's answer renders at once, not
  // as a transition), one long task on a slow phone (docs/performance.md, "Lighthouse").
  const ready = Promise.all([
    warmed,
    client.prefetchQuery(sessionQuery()),
    prefetchRoute(window.location.pathname, client),
  ]);
  void settledWithin(ready, firstScreen ? FIRST_SCREEN_WAIT_MS : FIRST_RENDER_WAIT_MS).then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    });
  });
}
