import { footballSeasonLabel } from '../../data/ingest/dates.ts';
import type { LeagueId } from '../../data/reference/leagues.ts';
import { mlbTeamByCode } from '../../data/reference/mlb-teams.ts';

const EASTERN = 'America/New_York';

/**
 * The zone whose calendar date a match's key holds, as the mirror's files write it: UK for
 * soccer; US Eastern for the NBA, the NFL and the NHL; an MLB game's home park's zone (the
 * Retrosheet logs' local date), read from the home franchise's code when it is given.
 */
export function keyZoneOf(leagueId: string, homeCode?: string): string {
  if (leagueId === 'MLB') return (homeCode && mlbTeamByCode(homeCode)?.zone) || EASTERN;
  return leagueId === 'NBA' || leagueId === 'NFL' || leagueId === 'NHL' ? EASTERN : 'Europe/London';
}

/** A kick-off's calendar date in a zone, as [year, month, day]. */
export function localDay(instant: Date, zone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(instant)
    .split('-')
    .map(Number);
  return [parts[0]!, parts[1]!, parts[2]!];
}

/**
 * The season a live fixture belongs to, labelled as the files label it: European soccer, the
 * NBA and the NHL run from late summer or autumn ('2025/26'); an NFL season is its opening year,
 * its play-offs spilling into the next January and February ('2025'); an MLB season is the
 * calendar year it is played in, March to the World Series ('2025').
 */
export function seasonLabelOf(leagueId: LeagueId, day: [number, number, number]): string {
  const [year, month] = day;
  if (leagueId === 'MLB') return String(year);
  if (leagueId === 'NFL') return String(month >= 3 ? year : year - 1);
  if (leagueId === 'NBA' || leagueId === 'NHL') {
    const start = month >= 8 ? year : year - 1;
    return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  }
  return footballSeasonLabel(day);
}
