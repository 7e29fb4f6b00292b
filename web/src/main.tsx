import '@fontsource-variable/inter';
import './styles.css';
import { FIRST_SCREEN_META, PRERENDERED_META } from '../../contract/page-tags.ts';
import { firstReads, startEarlyReads } from './api/early-reads.ts';
import { readStoredToken } from './api/token-storage.ts';
import { applyStoredTimeZone } from './lib/stored-preferences.ts';
import { warmIntl } from './warm-intl.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

// The server put a signed-out first render in the HTML (no session cookie). It is hydrated
// unless this browser signs in with a stored token instead: then that page is not theirs.
// Dates, and the zone the server writes its texts in (X-Time-Zone), are the person's from the start.
applyStoredTimeZone();
const prerendered = document.querySelector(`meta[name="${PRERENDERED_META}"]`) !== null;
const token = readStoredToken();
const hydrate = prerendered && token === null;
// A match page's first screen from the server (its title): shown until the app's first render
// replaces it, which waits for the page's code and data, so nothing flickers in between.
const firstScreen = document.querySelector(`meta[name="${FIRST_SCREEN_META}"]`) !== null;
// A page that starts empty asks for its first data now, while the app's code is still on its way
// (api/early-reads.ts); a prerendered page already shows its first screen.
if (!hydrate) startEarlyReads(firstReads(window.location.pathname));
const start = () => import('./boot.tsx').then(({ boot }) => boot(root, hydrate, firstScreen));
// Two tasks, in this order: the date formatters' locale data (warm-intl.ts), then the app. The
// app script is still on its way when the first runs, so that work costs the page no time.
const begin = () => {
  setTimeout(warmIntl, 0);
  setTimeout(start, 0);
};

if (hydrate) {
  // Painted before the app's script runs: that script (React and the home page) takes a slow
  // phone most of a second to evaluate, and evaluated at once it would hold the first paint.
  requestAnimationFrame(begin);
} else {
  // Someone else's first render goes at once, before anyone types into a search box about to
  // vanish; an empty page starts at once anyway. A first screen has nothing to type into.
  if (!firstScreen) root.replaceChildren();
  begin();
}
