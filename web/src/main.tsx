import '@fontsource-variable/inter';
import './styles.css';
import { readStoredToken } from './api/token-storage.ts';
import { PRERENDERED_META } from './prerendered.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

const start = () => import('./boot.tsx').then(({ boot }) => boot(root));

// A page whose first render came in the HTML is painted before the app's script runs: that
// script (React and the home page) takes a slow phone most of a second to evaluate, and
// evaluated at once it would hold the first paint until it was done. Empty pages start at once.
const prerendered = document.querySelector(`meta[name="${PRERENDERED_META}"]`) !== null;
if (prerendered && readStoredToken() === null) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // Signed in by a stored token (no cookie, so the server sent the signed-out page): that page
  // is not theirs, so it goes at once, before anyone types into a search box about to vanish.
  if (prerendered) root.replaceChildren();
  void start();
}
