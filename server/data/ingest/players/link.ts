/**
 * How each source's games meet our matches (pure: the match rows come in as arguments).
 * Natural keys are `league:local-date:home:away`, the date as the results file gives it.
 */

export interface LinkableMatch {
  id: number;
  naturalKey: string;
  homeTeamId: number;
  awayTeamId: number;
  season: string;
}

const partsOf = (naturalKey: string) => {
  const [, date, home, away] = naturalKey.split(':');
  return { date: date!, home: home!, away: away! };
};

/** FPL names that football-data spells differently (PROVENANCE: checked on every E0 file). */
const FPL_TO_FOOTBALL_DATA: Record<string, string> = {
  'Man Utd': 'Man United',
  Spurs: 'Tottenham',
  'Sheffield Utd': 'Sheffield United',
};

export const footballDataName = (fplName: string) => FPL_TO_FOOTBALL_DATA[fplName] ?? fplName;

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar day of an instant, yyyy-mm-dd (football-data dates its matches so). */
export const londonDate = (instant: Date) => londonDay.format(instant);

/** E0 matches by UK date and the two team ids. */
export function soccerIndex(rows: LinkableMatch[]) {
  const index = new Map<string, LinkableMatch>();
  for (const row of rows)
    index.set(`${partsOf(row.naturalKey).date}:${row.homeTeamId}:${row.awayTeamId}`, row);
  return (date: string, homeId: number, awayId: number) => index.get(`${date}:${homeId}:${awayId}`);
}

/** NBA matches by natural key (US date and our lower-case codes). */
export function nbaIndex(rows: LinkableMatch[]) {
  const index = new Map(rows.map((row) => [row.naturalKey, row]));
  return (date: string, home: string, away: string) => index.get(`NBA:${date}:${home}:${away}`);
}

const DAY = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T12:00:00Z`) / DAY);

/**
 * NFL matches by season, week and the two codes. A week runs Wednesday to Tuesday: Thursday
 * opener to Monday night, plus the rare Tuesday game moved from that weekend (2021 week 15 WAS
 * at PHI) and Christmas on a Wednesday opening the next week (2024 week 17). Week 1 holds the
 * season's first game, so weeks count from the Wednesday on or before it. Playoff weeks come
 * after every regular-season week.
 */
export function nflIndex(rows: LinkableMatch[]) {
  const firstDay = new Map<string, number>();
  for (const row of rows) {
    const day = dayNumber(partsOf(row.naturalKey).date);
    firstDay.set(row.season, Math.min(day, firstDay.get(row.season) ?? day));
  }
  const index = new Map<string, LinkableMatch>();
  for (const row of rows) {
    const { date, home, away } = partsOf(row.naturalKey);
    const first = firstDay.get(row.season)!;
    // 1970-01-01 (day 0) was a Thursday: Wednesday is day ≡ 6 (mod 7).
    const wednesday = first - ((((first - 6) % 7) + 7) % 7);
    const week = Math.floor((dayNumber(date) - wednesday) / 7) + 1;
    index.set(`${row.season}:${week}:${home}:${away}`, row);
  }
  return (season: string, week: number, home: string, away: string) =>
    index.get(`${season}:${week}:${home}:${away}`);
}
