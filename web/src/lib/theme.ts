import type { Theme } from '../../../contract/preference-texts.ts';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The theme a page shows: 'system' follows the device's light or dark setting. */
export function shownTheme(theme: Theme): 'dark' | 'light' {
  if (theme !== 'system') return theme;
  return typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark';
}

/**
 * Puts the theme's class on <html> (what the head script did before the first paint, see
 * contract/preference-texts.ts THEME_BOOT_SCRIPT) and, for 'system', follows the device's
 * setting as it changes. Returns the way to stop following it.
 */
export function applyTheme(theme: Theme): () => void {
  const root = document.documentElement;
  const paint = () => {
    const shown = shownTheme(theme);
    root.classList.toggle('light', shown === 'light');
    root.classList.toggle('dark', shown === 'dark');
    root.style.colorScheme = shown;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', shown === 'light' ? '#f6f7fb' : '#0b1120');
  };
  paint();
  if (theme !== 'system' || typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(LIGHT_QUERY);
  query.addEventListener('change', paint);
  return () => query.removeEventListener('change', paint);
}
