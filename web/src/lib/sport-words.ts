import type { SportId } from '@contract';

/** What each sport calls its handicap market: MLB's ±1.5 run line, the NHL's puck line. */
export function spreadName(sport: SportId | null | undefined): string {
  return sport === 'baseball' ? 'Run line' : sport === 'ice-hockey' ? 'Puck line' : 'Spread';
}

/** What a side scores in each sport, as a word and as the rating's short unit. */
export function scoreUnit(sport: SportId | null | undefined): { word: string; short: string } {
  if (sport === 'baseball') return { word: 'runs', short: 'runs' };
  if (sport === 'ice-hockey' || sport === 'soccer') return { word: 'goals', short: 'goals' };
  return { word: 'points', short: 'pts' };
}
