import type { OutlookSearchResponse } from '@contract';
import { ChevronRight, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { OutlookNotes } from '../../components/outlook/outlook-notes.tsx';
import { OutlookTable } from '../../components/outlook/outlook-table.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { seasonStage } from '../../lib/outlook.ts';
import { ChargeNote } from './charge-note.tsx';

/** The answer to a season question: the sentence, then the league's table and projection. */
export default function OutlookResult({ result }: { result: OutlookSearchResponse }) {
  const { outlook } = result;
  const top = useRef<HTMLDivElement>(null);
  // A new answer starts below the search box and carousel; bring its top into view.
  useEffect(() => {
    if (result.search.id) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result.search.id]);

  return (
    <div ref={top} className="mt-12 grid scroll-mt-20 gap-4" data-testid="outlook-result">
      <ChargeNote note={result.chargeNote} />
      <Card>
        <CardHeader className="gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
            <Trophy className="size-3.5" aria-hidden="true" />
            {outlook.league} · {outlook.season} season outlook
          </p>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl" data-testid="outlook-answer">
            {result.answer}
          </h2>
          <Link
            href={`/league/${outlook.leagueId}`}
            className="inline-flex w-fit items-center gap-0.5 rounded text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {outlook.league} page
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </CardHeader>
        <CardContent className="grid gap-4">
          <OutlookTable
            outlook={outlook}
            highlight={result.highlight}
            projection={seasonStage(outlook) !== 'over'}
          />
          <OutlookNotes outlook={outlook} />
        </CardContent>
      </Card>
    </div>
  );
}
