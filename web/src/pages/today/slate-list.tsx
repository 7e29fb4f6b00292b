import type { SlateFixture } from '@contract';
import { lazyDateFormat } from '../../lib/lazy-format.ts';
import type { OddsFormat } from '../../lib/odds-format.ts';
import { SlateRow } from './slate-row.tsx';

export interface DayGroup {
  day: string;
  leagues: { league: string; leagueId: string; fixtures: SlateFixture[] }[];
}

/** The fixtures in the server's order (day, league, then the chosen sort), grouped as listed. */
export function groupByDay(fixtures: readonly SlateFixture[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const fixture of fixtures) {
    let day = days.at(-1);
    if (day?.day !== fixture.day) {
      day = { day: fixture.day, leagues: [] };
      days.push(day);
    }
    let league = day.leagues.at(-1);
    if (league?.leagueId !== fixture.leagueId) {
      league = { league: fixture.league, leagueId: fixture.leagueId, fixtures: [] };
      day.leagues.push(league);
    }
    league.fixtures.push(fixture);
  }
  return days;
}

const dayHeading = lazyDateFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Wednesday 15 January' for '2025-01-15' (a calendar day: no zone moves it). */
export const dayLabel = (day: string) => dayHeading().format(new Date(`${day}T12:00:00Z`));

export function SlateList({
  fixtures,
  timeZone,
  format,
  asOf,
  locked,
}: {
  fixtures: readonly SlateFixture[];
  timeZone: string;
  format: OddsFormat;
  asOf: Date;
  locked: boolean;
}) {
  return (
    <div className="grid gap-8">
      {groupByDay(fixtures).map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`} className="grid gap-4">
          <h2 id={`day-${group.day}`} className="text-lg font-semibold tracking-tight">
            {dayLabel(group.day)}
          </h2>
          {group.leagues.map((league) => (
            <section
              key={league.leagueId}
              aria-label={`${league.league}, ${dayLabel(group.day)}`}
              className="grid gap-2"
            >
              <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">
                {league.league}
              </h3>
              <ul className="grid gap-2 lg:grid-cols-2">
                {league.fixtures.map((fixture) => (
                  <SlateRow
                    key={fixture.matchId}
                    fixture={fixture}
                    timeZone={timeZone}
                    format={format}
                    asOf={asOf}
                    locked={locked}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
