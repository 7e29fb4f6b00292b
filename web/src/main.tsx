import '@fontsource-variable/inter';
import './styles.css';
import { FIRST_SCREEN_META, PRERENDERED_META } from '../../contract/page-tags.ts';
import { firstReads, startEarlyReads } from './api/early-reads.ts';
import { readStoredToken } from './api/token-storage.ts';
import { applyStoredTimeZone } from './lib/stored-preferences.ts';
import { loadPrerenderedPage } from './page-loaders.ts';
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
// The page's first data, asked for while the app's code is still on its way (api/early-reads.ts);
// a prerendered page needs none to show its first screen.
const readEarly = () => startEarlyReads(firstReads(window.location.pathname));
const start = () => {
  // A prerendered page's own code, asked for with the app's: the app hydrates once it is in.
  if (hydrate) void loadPrerenderedPage(window.location.pathname).catch(() => {});
  // React's own code in a chunk of its own, evaluated in a task of its own as soon as it is in:
  // evaluated with the app's, the two were the longest task after the first paint.
  void import('react-dom/client');
  return import('./boot.tsx').then(({ boot }) => boot(root, hydrate, firstScreen));
};
// Two tasks, in this order: the date formatters' locale data (warm-intl.ts), then the app. The
// app script is still on its way when the first runs, so that work costs the page no time.
const begin = () => {
  setTimeout(warmIntl, 0);
  setTimeout(start, 0);
};

// Once the first frame is drawn: a task queued from an animation frame runs after its paint.
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

if (hydrate) {
  // Painted before the app's script is fetched and run: that script (React and the home page)
  // takes a slow phone most of a second to evaluate, and evaluated at once it would hold the
  // first paint; fetched before it, it counted ahead of the paint on a simulated slow network
  // (docs/performance.md, "First screens from the server").
  afterFirstPaint(begin);
} else if (firstScreen) {
  // The server's first screen (a match's or league's title) paints first, then the page's data
  // and the app's code are asked for; it stays until the app's first render replaces it.
  afterFirstPaint(() => {
    readEarly();
    begin();
  });
} else {
  // Someone else's first render goes at once, before anyone types into a search box about to
  // vanish; an empty page starts at once anyway.
  root.replaceChildren();
  readEarly();
  begin();
}
