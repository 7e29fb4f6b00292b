import type { SearchResponse } from '@contract';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { PricesPendingNote } from '../../components/prediction/prices-pending.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatKickoff } from '../../lib/format.ts';

/**
 * What an answer says before anything else: that it answers another day than the one asked
 * (no games today), and, for a match not priced yet, when prices appear and a priced match to
 * ask about now.
 */
export function AnswerLead({
  result,
  onAsk,
}: {
  result: SearchResponse;
  /** Runs a question (the alternative's); without it only the match page is linked. */
  onAsk?: (question: string) => void;
}) {
  const notice = result.interpretation.notice;
  const oneMatch = result.matches.length === 0;
  const pending = oneMatch && !result.locked ? result.pricesPending : null;
  const alternative = pending ? result.pricedAlternative : null;
  if (!notice && !pending) return null;
  return (
    <div className="grid gap-3" data-testid="answer-lead">
      {notice ? (
        <p className="flex items-start gap-2 rounded-lg border border-primary/25 bg-primary/10 px-3 py-2.5 text-sm text-foreground">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {notice}
        </p>
      ) : null}
      {pending ? <PricesPendingNote pending={pending} /> : null}
      {alternative ? (
        <div
          className="grid justify-items-start gap-2 rounded-lg border border-border bg-card px-3 py-2.5 text-sm"
          data-testid="priced-alternative"
        >
          <p>
            <span className="font-medium">Priced now: </span>
            {alternative.homeTeam} vs {alternative.awayTeam},{' '}
            {formatKickoff(alternative.kickoff, { day: alternative.kickoffDay })}
            <span className="text-muted-foreground"> · {alternative.reason}</span>
          </p>
          {onAsk ? (
            <Button
              size="sm"
              variant="outline"
              className="h-auto min-h-8 max-w-full shrink whitespace-normal py-1.5 text-left"
              onClick={() => onAsk(alternative.question)}
            >
              Ask: {alternative.question}
            </Button>
          ) : null}
          <Link
            href={`/match/${alternative.matchId}`}
            aria-label={`${alternative.homeTeam} vs ${alternative.awayTeam}: Match page`}
            className="inline-flex items-center gap-0.5 rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Match page
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
