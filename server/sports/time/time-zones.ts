import { formatKickoff, formatKickoffDay } from '@contract';
import { localDate } from './dates.ts';

/** Where each league's "today" is counted: a 19:30 Eastern tip-off is tonight, not tomorrow. */
export const LEAGUE_TIME_ZONES: Record<string, string> = {
  E0: 'Europe/London',
  E1: 'Europe/London',
  SP1: 'Europe/Madrid',
  D1: 'Europe/Berlin',
  I1: 'Europe/Rome',
  F1: 'Europe/Paris',
  NBA: 'America/New_York',
  NFL: 'America/New_York',
  MLB: 'America/New_York',
  NHL: 'America/New_York',
};

export const timeZoneOf = (leagueId: string | null | undefined) =>
  (leagueId && LEAGUE_TIME_ZONES[leagueId]) || 'Europe/London';

/** What the kick-off texts need to know of a fixture. */
export interface KickoffOf {
  kickoff: Date;
  leagueId: string;
  /** False when the source gives the day only; the stored instant is then a placeholder. */
  kickoffTimeKnown?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' as the league dates a day-only fixture; null when the time is known. */
export function kickoffDayOf(f: KickoffOf): string | null {
  if (f.kickoffTimeKnown !== false) return null;
  const d = localDate(f.kickoff, timeZoneOf(f.leagueId));
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/**
 * The kick-off as the viewer's cards show it ('Sun 2 Feb, 16:30 GMT'; 'Wed 15 Jan' for a
 * day-only one), in the viewer's zone, or the league's when no viewer zone is known.
 */
export function kickoffText(f: KickoffOf, viewerZone?: string, year = false): string {
  const day = kickoffDayOf(f);
  const options = { day, timeZone: viewerZone ?? timeZoneOf(f.leagueId), year };
  return (day ? formatKickoffDay(f.kickoff, options) : formatKickoff(f.kickoff, options)) ?? '';
}

/** 'Sun 2 Feb': the day the viewer's cards put the kick-off on. */
export function matchDayLabel(f: KickoffOf, viewerZone?: string): string {
  return (
    formatKickoffDay(f.kickoff, {
      day: kickoffDayOf(f),
      timeZone: viewerZone ?? timeZoneOf(f.leagueId),
    }) ?? ''
  );
}
