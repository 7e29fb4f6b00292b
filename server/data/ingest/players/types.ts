import type { PlayerLine } from '../../../../engine/players/types.ts';

/**
 * A player line as stored: the PlayerLine fields every reader relies on, plus a few source
 * statistics kept under their own keys (cards, rebounds, yards, …) because they cost little and
 * a later feature may want them.
 */
export type StoredLine = PlayerLine & { [stat: string]: unknown };

/** One side's lines in one game, placed by the teams and date the source gives. */
export interface SideLines {
  lines: StoredLine[];
  file: string;
  /** Line of the first row that gave this side a line. */
  line: number;
}

/**
 * The extra statistics worth storing: those that are not zero (a missing extra key reads as
 * 0). Most lines have no card, no return touchdown, no rushing yards for a receiver; leaving
 * the zeros out keeps ~120k lines a third smaller to store and read.
 */
export function nonZeroStats(stats: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(stats).filter(([, value]) => value !== 0));
}
