import type { LeagueOutlook } from '@contract';
import { formatDayMonthYear } from '../../lib/format.ts';
import { seasonStage } from '../../lib/outlook.ts';

/** What the projection rests on: the date, the matches left, and the rules simulated. */
export function OutlookNotes({ outlook }: { outlook: LeagueOutlook }) {
  const stage = seasonStage(outlook);
  const day = formatDayMonthYear(outlook.asOf);
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <p>
        {stage === 'over'
          ? `Every league match of the ${outlook.season} season was played by ${day}: this is the final table.`
          : `As of ${day}: ${outlook.playedFixtures} matches played, ${outlook.remainingFixtures} left, each simulated ${outlook.simulations.toLocaleString('en-GB')} times from the fitted match models, every simulated result carried into the table.`}
        {stage === 'not-started'
          ? ' The season has not started: the projection rests on the ratings the models carry into it.'
          : null}
      </p>
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
