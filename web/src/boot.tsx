import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readStoredToken } from './api/token-storage.ts';
import { App } from './app.tsx';
import { createSignedOutQueryClient } from './lib/query-client.ts';
import { PRERENDERED_META } from './prerendered.ts';

/** Starts the app in #root: hydrates the server's first render where it sent one. */
export function boot(root: HTMLElement) {
  // The server put a signed-out first render in the HTML (no session cookie). Unless this
  // browser signs in with a stored token instead, hydrate it: same state, same markup.
  const prerendered = document.querySelector(`meta[name="${PRERENDERED_META}"]`) !== null;
  if (prerendered && readStoredToken() === null) {
    // Hydrated as a transition too: in slices, so a tap during it is not kept waiting.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App client={createSignedOutQueryClient()} />
        </StrictMode>,
      );
    });
    return;
  }
  root.replaceChildren();
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
