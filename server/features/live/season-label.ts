import { footballSeasonLabel } from '../../data/ingest/dates.ts';
import type { LeagueId } from '../../data/reference/leagues.ts';

/** The zone whose calendar date the mirror's files write: UK for soccer, US Eastern otherwise. */
export const keyZoneOf = (leagueId: string) =>
  leagueId === 'NBA' || leagueId === 'NFL' ? 'America/New_York' : 'Europe/London';

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
 * The season a live fixture belongs to, labelled as the files label it: European soccer and
 * the NBA run from late summer ('2025/26'); an NFL season is its opening year, its play-offs
 * spilling into the next January and February ('2025').
 */
export function seasonLabelOf(leagueId: LeagueId, day: [number, number, number]): string {
  const [year, month] = day;
  if (leagueId === 'NFL') return String(month >= 3 ? year : year - 1);
  if (leagueId === 'NBA') {
    const start = month >= 8 ? year : year - 1;
    return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
  }
  return footballSeasonLabel(day);
}
