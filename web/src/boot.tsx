import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, createSignedOutQueryClient } from './api/query-client.ts';
import { App } from './app.tsx';
import { prefetchRoute } from './route-prefetch.ts';

/**
 * Starts the app in #root: `hydrate` adopts the server's signed-out first render (main.tsx
 * decides), otherwise the app renders into the empty root. Both run as transitions, in slices,
 * so a tap during start-up is not kept waiting.
 */
export function boot(root: HTMLElement, hydrate: boolean) {
  const client = hydrate ? createSignedOutQueryClient() : createQueryClient();
  // A prerendered page has its first screen already; any other starts its page's fetches now.
  if (!hydrate) prefetchRoute(window.location.pathname, client);
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(
        root,
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    } else {
      createRoot(root).render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    }
  });
}
