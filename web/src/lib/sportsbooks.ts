/**
 * Sportsbook badges (product spec, 'Validation rules'): four known books get their initials and
 * colours; any other book shows the first two letters of its name on a neutral badge.
 */
export interface SportsbookBadgeStyle {
  initials: string;
  /** Tailwind classes for background and text. */
  className: string;
  known: boolean;
}

// Each pair keeps WCAG AA's 4.5:1 for the badge's small bold initials (Bet365 5.7:1, Pinnacle
// 5.2:1, William Hill 7.2:1, Betfair 11.4:1): one shade darker than the books' own brand colours
// where those fell short.
const KNOWN: Record<string, Omit<SportsbookBadgeStyle, 'known'>> = {
  bet365: { initials: 'B3', className: 'bg-emerald-800 text-yellow-300' },
  pinnacle: { initials: 'PN', className: 'bg-orange-700 text-white' },
  'william hill': { initials: 'WH', className: 'bg-sky-900 text-yellow-300' },
  betfair: { initials: 'BF', className: 'bg-yellow-400 text-neutral-900' },
};

// Betfair's exchange and its sportsbook are two books under one brand and one badge.
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+(exchange|sportsbook)$/, '');

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
