import type { SportId } from '@contract';

/** What each sport calls its handicap market: MLB's ±1.5 run line, the NHL's puck line. */
export function spreadName(sport: SportId | null | undefined): string {
  return sport === 'baseball' ? 'Run line' : sport === 'ice-hockey' ? 'Puck line' : 'Spread';
}
