import type { FormEntry } from '@contract';
import { Activity } from 'lucide-react';
import { SHOWN } from '../../lib/prediction.ts';
import { cn } from '../../lib/utils.ts';
import { EmptyLine, SectionCard } from './section-card.tsx';

export const NO_RECENT_GAMES = 'No recent games in our data';

const RESULT_STYLE: Record<FormEntry['result'], string> = {
  W: 'bg-success/15 text-success border-success/30',
  D: 'bg-warning/15 text-warning border-warning/30',
  L: 'bg-destructive/15 text-destructive border-destructive/30',
};
const RESULT_WORD: Record<FormEntry['result'], string> = { W: 'Win', D: 'Draw', L: 'Loss' };

function TeamForm({ team, entries }: { team: string; entries: FormEntry[] }) {
  const shown = entries.slice(0, SHOWN.recentGames);
  return (
    <div className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold">{team}</h4>
      {shown.length === 0 ? (
        <EmptyLine>{NO_RECENT_GAMES}</EmptyLine>
      ) : (
        <ol className="grid gap-1.5" aria-label={`${team}: last ${shown.length} games`}>
          {shown.map((entry) => (
            <li
              key={`${entry.date}-${entry.opponent}`}
              className="flex items-center gap-2.5 text-sm"
            >
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-md border text-xs font-bold',
                  RESULT_STYLE[entry.result],
                )}
                title={RESULT_WORD[entry.result]}
              >
                {entry.result}
                <span className="sr-only"> ({RESULT_WORD[entry.result]})</span>
              </span>
              <span className="min-w-12 shrink-0 font-medium whitespace-nowrap tabular-nums">
                {entry.score}
              </span>
              <span className="min-w-0 truncate text-muted-foreground">
                {entry.home ? 'vs' : 'at'} {entry.opponent}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What the letters, scores and 'vs'/'at' mean, once under both lists. */
export const FORM_LEGEND =
  "Newest first. W win, D draw, L loss; the team's score comes first; 'vs' a home game, 'at' an away one.";

/** Last five games per side, newest first; an honest empty line when we hold none. */
export function FormGuide({
  homeTeam,
  awayTeam,
  form,
}: {
  homeTeam: string;
  awayTeam: string;
  form: { home: FormEntry[]; away: FormEntry[] };
}) {
  return (
    <SectionCard title="Recent Form" icon={Activity} testId="recent-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <TeamForm team={homeTeam} entries={form.home} />
        <TeamForm team={awayTeam} entries={form.away} />
      </div>
      {form.home.length > 0 || form.away.length > 0 ? (
        <p className="mt-4 text-xs text-muted-foreground" data-testid="form-legend">
          {FORM_LEGEND}
        </p>
      ) : null}
    </SectionCard>
  );
}
