/**
 * Signed-in navigation, in the product spec's order ('Navigation'), with the slate of the week's
 * fixtures after Home.
 */
export const SIGNED_IN_NAV = [
  { href: '/', label: 'Home' },
  { href: '/today', label: 'Today' },
  { href: '/profile', label: 'Profile' },
  { href: '/settings', label: 'Settings' },
  { href: '/plans', label: 'Plans' },
] as const;

export type NavHref = (typeof SIGNED_IN_NAV)[number]['href'];

/**
 * An item is active when the current path matches it (product spec, 'Navigation'); Home only on
 * exactly '/', otherwise it would light up everywhere. Query strings and hashes do not count.
 */
export function isNavItemActive(href: string, location: string): boolean {
  const path = location.split(/[?#]/, 1)[0] || '/';
  if (href === '/') return path === '/';
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return normalized === href || normalized.startsWith(`${href}/`);
}
