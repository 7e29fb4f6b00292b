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
};

export const timeZoneOf = (leagueId: string | null | undefined) =>
  (leagueId && LEAGUE_TIME_ZONES[leagueId]) || 'Europe/London';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** 'Sun 2 Feb' in the league's own time zone. */
export function matchDayLabel(kickoff: Date, leagueId: string): string {
  const timeZone = timeZoneOf(leagueId);
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone,
    });
    dayFormatters.set(timeZone, f);
  }
  return f.format(kickoff).replace(',', '');
}
