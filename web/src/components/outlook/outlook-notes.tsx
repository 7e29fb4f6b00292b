import type { LeagueOutlook } from '@contract';
import { formatDayMonthYear } from '../../lib/format.ts';
import { seasonStage } from '../../lib/outlook.ts';

/** '230 left (190 of them not yet dated)': every match left, listed by a provider or not. */
function leftText(outlook: LeagueOutlook): string {
  const { remainingFixtures: left, undatedFixtures: undated } = outlook;
  if (undated === 0) return `${left} left`;
  return undated === left
    ? `${left} left (none of them dated yet)`
    : `${left} left (${undated} of them not yet dated)`;
}

/** What the projection rests on: the date, the matches left, and the rules simulated. */
export function OutlookNotes({ outlook }: { outlook: LeagueOutlook }) {
  const stage = seasonStage(outlook);
  const day = formatDayMonthYear(outlook.asOf);
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <p>
        {stage === 'over'
          ? `Every league match of the ${outlook.season} season was played by ${day}: this is the final table.`
          : `As of ${day}: ${outlook.playedFixtures} matches played, ${leftText(outlook)}, each simulated ${outlook.simulations.toLocaleString('en-GB')} times from the fitted match models, every simulated result carried into the table.`}
        {stage === 'not-started'
          ? ' The season has not started: the projection rests on the ratings the models carry into it.'
          : null}
      </p>
      {outlook.scheduleNote ? (
        <p data-testid="outlook-schedule-note" className="text-foreground">
          {outlook.scheduleNote}
        </p>
      ) : null}
      {outlook.rules.length > 0 ? (
        <details className="rounded-lg border border-border/70 px-3 py-2">
          <summary className="cursor-pointer font-medium text-foreground">
            The rules simulated
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {outlook.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
