/**
 * Spec §5 sportsbook badges: four known books get their initials and colours; any other book
 * shows the first two letters of its name on a neutral badge.
 */
export interface SportsbookBadgeStyle {
  initials: string;
  /** Tailwind classes for background and text. */
  className: string;
  known: boolean;
}

const KNOWN: Record<string, Omit<SportsbookBadgeStyle, 'known'>> = {
  bet365: { initials: 'B3', className: 'bg-emerald-700 text-yellow-300' },
  pinnacle: { initials: 'PN', className: 'bg-orange-600 text-white' },
  'william hill': { initials: 'WH', className: 'bg-sky-900 text-yellow-300' },
  betfair: { initials: 'BF', className: 'bg-yellow-400 text-neutral-900' },
};

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+exchange$/, '');

export function sportsbookBadge(name: string): SportsbookBadgeStyle {
  const known = KNOWN[normalise(name)];
  if (known) return { ...known, known: true };
  const letters = name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2);
  return {
    initials: letters ? letters.toUpperCase() : '?',
    className: 'bg-secondary text-secondary-foreground',
    known: false,
  };
}
