import { CalendarDays, House, MapPin, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { useMatch } from '../../api/match.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Owl } from '../../components/owl/owl.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

const kickoff = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function MatchSkeleton() {
  return (
    <div role="status" aria-label="Loading match" className="grid gap-6">
      <Card>
        <CardHeader className="items-center gap-4">
          <Skeleton className="h-4 w-32" />
          <div className="flex w-full items-center justify-between gap-6">
            <Skeleton className="h-8 flex-1" />
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-8 flex-1" />
          </div>
          <Skeleton className="h-4 w-48" />
        </CardHeader>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}

function MatchNotFound() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <Owl variant="explore" size={120} title="" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Match not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This match does not exist or is no longer available.
      </p>
      <Button asChild className="mt-6">
        <Link href="/">
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}

export default function MatchPage({ id }: { id: string }) {
  const match = useMatch(id);
  const data = match.data;
  usePageMeta(data ? `${data.homeTeam} vs ${data.awayTeam}` : 'Match');

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/" className="mb-6">
        All predictions
      </BackLink>
      {match.isPending ? (
        <MatchSkeleton />
      ) : !data ? (
        <MatchNotFound />
      ) : (
        <Card>
          <CardHeader className="items-center text-center">
            {data.league ? (
              <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                <Trophy className="size-3.5" aria-hidden="true" />
                {data.league}
              </p>
            ) : null}
            <h1 className="mt-2 grid w-full grid-cols-[1fr_auto_1fr] items-center gap-4 text-xl font-bold tracking-tight sm:text-3xl">
              <span className="text-right">{data.homeTeam}</span>
              <span className="text-sm font-medium text-muted-foreground">vs</span>
              <span className="text-left">{data.awayTeam}</span>
            </h1>
          </CardHeader>
          <CardContent className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {data.startTime ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                {kickoff.format(new Date(data.startTime))}
              </span>
            ) : null}
            {data.venue ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {data.venue}
              </span>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
