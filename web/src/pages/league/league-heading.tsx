import { Trophy } from 'lucide-react';
import { CardHeader } from '../../components/ui/card.tsx';

/**
 * The league page's title: its season, the league and where the season stands. The app's render
 * and the server's first screen (league-first-screen.tsx) both draw it.
 */
export function LeagueHeading({
  season,
  league,
  stage,
}: {
  season: string;
  league: string;
  stage: string;
}) {
  return (
    <CardHeader className="gap-2">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
        <Trophy className="size-3.5" aria-hidden="true" />
        {season} season
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{league}</h1>
      <p className="text-muted-foreground" data-testid="season-stage">
        {stage}
      </p>
    </CardHeader>
  );
}
