import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sportsbookBadge } from './sportsbooks.ts';

// Tailwind's own colour table, so the check follows the shades the badges really get.
const theme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');

/** Linear-light sRGB of a Tailwind colour (white, black, or an oklch theme colour), in gamut. */
function linearRgb(name: string): [number, number, number] {
  if (name === 'white') return [1, 1, 1];
  if (name === 'black') return [0, 0, 0];
  const found = new RegExp(`--color-${name}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+|none)\\)`).exec(
    theme,
  );
  if (!found) throw new Error(`no colour ${name} in Tailwind's theme`);
  const [L, C, h] = [Number(found[1]) / 100, Number(found[2]), Number(found[3]) || 0];
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  // OKLab → LMS → linear sRGB (Björn Ottosson's matrices).
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** WCAG 2 contrast ratio between two colours. */
function contrast(x: string, y: string): number {
  const luminance = (name: string) => {
    const [r, g, b] = linearRgb(name);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("sportsbook badges (product spec, 'Validation rules')", () => {
  it('gives the four known books their initials and colours', () => {
    for (const name of [
      'Bet365',
      'Pinnacle',
      'William Hill',
      'Betfair Exchange',
      'Betfair Sportsbook',
    ]) {
      const badge = sportsbookBadge(name);
      expect(badge.known).toBe(true);
      expect(badge.initials).toHaveLength(2);
    }
    expect(sportsbookBadge('William Hill').initials).toBe('WH');
    expect(sportsbookBadge('Betfair Sportsbook').initials).toBe('BF');
  });
  it('uses the first two letters for other books', () => {
    expect(sportsbookBadge('Interwetten')).toMatchObject({ initials: 'IN', known: false });
    expect(sportsbookBadge('1xBet').initials).toBe('1X');
    expect(sportsbookBadge('').initials).toBe('?');
  });
  it('keeps WCAG AA contrast (4.5:1) for the small initials of every known book', () => {
    // The measure itself: white on black is 21:1, white on white 1:1.
    expect(contrast('white', 'black')).toBeCloseTo(21, 1);
    expect(contrast('white', 'white')).toBe(1);
    for (const name of ['Bet365', 'Pinnacle', 'William Hill', 'Betfair']) {
      const classes = sportsbookBadge(name).className;
      const background = /bg-([a-z]+-\d+|white)/.exec(classes)?.[1];
      const text = /text-([a-z]+-\d+|white)/.exec(classes)?.[1];
      expect(contrast(background!, text!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
