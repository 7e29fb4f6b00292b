/**
 * The home URL that prefills (and later runs) a search for "home vs away" (product spec,
 * 'Route table': /insight).
 */
export function insightTarget(search: string): string {
  const params = new URLSearchParams(search);
  const home = params.get('home')?.trim();
  const away = params.get('away')?.trim();
  if (!home || !away) return '/';
  return `/?q=${encodeURIComponent(`${home} vs ${away}`)}`;
}
