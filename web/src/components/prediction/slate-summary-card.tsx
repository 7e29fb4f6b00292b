import type { SearchResponse } from '@contract';
import { ListChecks } from 'lucide-react';
import { SLATE_RULE_TEXT, slateSummary } from '../../lib/slate-summary.ts';
import { Card, CardContent } from '../ui/card.tsx';
import { PREDICTION_DISCLAIMER } from './final-summary-card.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * In place of the Final Prediction Summary on an answer about many matches: what is true of the
 * slate (how many matches, how many value bets, the strongest edge by a stated rule), never one
 * match's favourite presented as the answer's prediction.
 */
export function SlateSummaryCard({
  result,
}: {
  result: Pick<SearchResponse, 'prediction' | 'matches' | 'valueBets'>;
}) {
  const summary = slateSummary(result);
  return (
    <Card
      className="relative border-primary/30 bg-gradient-to-br from-primary/[0.13] via-card to-card"
      data-testid="slate-summary"
    >
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-start sm:justify-between sm:pt-6">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary/15 text-primary">
            <ListChecks className="size-6" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-1">
            <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
              Slate summary
            </h2>
            <p className="text-2xl font-bold tracking-tight">
              {count(summary.matches, 'match', 'matches')} ·{' '}
              {count(summary.valueBets, 'value bet', 'value bets')}
            </p>
            {summary.strongest ? (
              <p className="text-sm" data-testid="strongest-edge">
                <span className="font-semibold">Strongest edge:</span>{' '}
                {summary.strongest.description} ({summary.strongest.fixture}) at{' '}
                {summary.strongest.sportsbook},{' '}
                <span className="font-semibold text-primary">
                  EV {summary.strongest.expectedValue}
                </span>
                <span className="block text-xs text-muted-foreground">
                  The value bet with the highest expected value on this slate.
                </span>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">No value bets on this slate.</p>
            )}
            {summary.detailed ? (
              <p className="text-sm text-muted-foreground" data-testid="slate-detailed">
                In detail below: {summary.detailed.fixture},{' '}
                {SLATE_RULE_TEXT[summary.detailed.rule]}.
              </p>
            ) : null}
          </div>
        </div>
        <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
          {PREDICTION_DISCLAIMER}
        </p>
      </CardContent>
    </Card>
  );
}
