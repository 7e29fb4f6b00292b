import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The match's league and teams, the top of its page: the app's render and the server's first
 * screen (match-first-screen.tsx) both draw it, so the first paint is the page's own title.
 */
export function MatchTitle({
  league,
  leagueHref,
  homeTeam,
  awayTeam,
  middle,
}: {
  league: string;
  leagueHref?: string | null;
  homeTeam: string;
  awayTeam: string;
  /** The final score, or "vs". */
  middle?: ReactNode;
}) {
  return (
    <>
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
        <Trophy className="size-3.5" aria-hidden="true" />
        {leagueHref ? (
          <Link
            href={leagueHref}
            className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {league}
          </Link>
        ) : (
          league
        )}
      </p>
      <h1 className="mt-2 grid w-full grid-cols-[1fr_auto_1fr] items-center gap-4 text-xl font-bold tracking-tight sm:text-3xl">
        <span className="text-right">{homeTeam}</span>
        {middle ?? <span className="text-sm font-medium text-muted-foreground">vs</span>}
        <span className="text-left">{awayTeam}</span>
      </h1>
    </>
  );
}
