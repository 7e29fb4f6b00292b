import '@fontsource-variable/inter';
import './styles.css';
import { PRERENDERED_META } from './prerendered.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

const start = () => import('./boot.tsx').then(({ boot }) => boot(root));

// A page whose first render came in the HTML is painted before the app's script runs: that
// script (React and the home page) takes a slow phone most of a second to evaluate, and
// evaluated at once it would hold the first paint until it was done. Empty pages start at once.
if (document.querySelector(`meta[name="${PRERENDERED_META}"]`)) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
