/**
 * Matches played behind closed doors in the pandemic: Europe's leagues restarted without crowds
 * in May–June 2020 and let them back in numbers only at the end of 2020/21 (the odd few
 * thousand in between aside). The home edge is largely the crowd's and shrank in those matches
 * (EPL 2020/21 had more away wins than home wins), so the fit gives them their own home
 * advantage (DixonColesModel.closedDoorsAdvantage, shrunk towards the usual one): they neither
 * assume the usual edge nor drag its estimate down.
 */
import type { SoccerMatch } from './types.ts';

export const CLOSED_DOORS = { from: '2020-05-01', to: '2021-05-31' } as const;

/** Whether a kick-off (ISO date or date-time) falls in the closed-doors period. */
export function isClosedDoors(date: string): boolean {
  const day = date.slice(0, 10);
  return day >= CLOSED_DOORS.from && day <= CLOSED_DOORS.to;
}

/** The matches with `closedDoors` set for those played in the closed-doors period. */
export function markClosedDoors<T extends SoccerMatch>(matches: readonly T[]): T[] {
  return matches.map((m) => (isClosedDoors(m.date) ? { ...m, closedDoors: true } : m));
}
