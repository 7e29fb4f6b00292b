/**
 * Form: the last five appearances against the player's season rate, in the unit a fan reads —
 * soccer goal involvements (goals + assists) per 90 minutes, NBA and NFL points per game.
 *
 * The label is a standardised gap, not a ratio, so that a quiet defender (season 0.1 per 90,
 * nothing in five games) is not "poor" while a striker without a goal in five is:
 *
 *   expected = season rate × recent exposure (90-minute spells, or games)
 *   z = (recent output − expected) / √(dispersion × expected)
 *
 * dispersion scales the Poisson variance to the sport's scoring: 1 for goals and assists, 3 for
 * NBA points (baskets come in 2s and 3s: a 20-point scorer's games spread by ~7–8), 6 for NFL
 * touchdown points (one touchdown is 6). Cut-offs: z ≥ 2 excellent, z ≥ 1 good, z ≤ −1 poor,
 * between them average (a striker expected to get 2.5 in five games is poor with none, average
 * with one to four, good with five, excellent with six). A player whose every appearance is recent is average by
 * construction (recent = season).
 */
import type { Form, PlayerSport } from './report-types.ts';
import type { PlayerSummary } from './summary.ts';
import type { PlayerLine } from './types.ts';

export const FORM_WINDOW = 5;
export const FORM_DISPERSION: Record<PlayerSport, number> = {
  soccer: 1,
  basketball: 3,
  'american-football': 6,
};
export const FORM_CUTOFFS = { excellent: 2, good: 1, poor: -1 } as const;

export interface FormReading {
  label: Form;
  /** Over the last five appearances, per 90 (soccer) or per game. */
  recent: number;
  season: number;
  z: number;
}

/** What form measures: goals + assists in soccer, points elsewhere. */
export function outputOf(line: PlayerLine, sport: PlayerSport): number {
  return sport === 'soccer' ? line.goals + line.assists : line.points;
}

/** How much playing time a line is: 90-minute spells in soccer, one game elsewhere. */
function exposureOf(line: PlayerLine, sport: PlayerSport): number {
  return sport === 'soccer' ? (line.minutes ?? 0) / 90 : 1;
}

function rate(lines: readonly PlayerLine[], sport: PlayerSport) {
  let output = 0;
  let exposure = 0;
  for (const line of lines) {
    output += outputOf(line, sport);
    exposure += exposureOf(line, sport);
  }
  return { output, exposure, rate: exposure > 0 ? output / exposure : 0 };
}

export function labelForm(z: number): Form {
  if (z >= FORM_CUTOFFS.excellent) return 'excellent';
  if (z >= FORM_CUTOFFS.good) return 'good';
  if (z <= FORM_CUTOFFS.poor) return 'poor';
  return 'average';
}

export function formOf(player: PlayerSummary, sport: PlayerSport): FormReading {
  const lines = player.appearances.map((a) => a.line);
  const season = rate(lines, sport);
  const recent = rate(lines.slice(-FORM_WINDOW), sport);
  const expected = season.rate * recent.exposure;
  const z =
    expected > 0 ? (recent.output - expected) / Math.sqrt(FORM_DISPERSION[sport] * expected) : 0;
  return { label: labelForm(z), recent: recent.rate, season: season.rate, z };
}
