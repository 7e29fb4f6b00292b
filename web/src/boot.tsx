import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createSignedOutQueryClient } from './api/query-client.ts';
import { App } from './app.tsx';

/**
 * Starts the app in #root: `hydrate` adopts the server's signed-out first render (main.tsx
 * decides), otherwise the app renders into the empty root. Both run as transitions, in slices,
 * so a tap during start-up is not kept waiting.
 */
export function boot(root: HTMLElement, hydrate: boolean) {
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(
        root,
        <StrictMode>
          <App client={createSignedOutQueryClient()} />
        </StrictMode>,
      );
    } else {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
  });
}
