import type { ProbabilitySource } from '@contract';
import { Trophy } from 'lucide-react';
import { favouredSide, formatPercent } from '../../lib/prediction.ts';
import { Card, CardContent } from '../ui/card.tsx';
import { ConfidenceBadge } from './confidence-badge.tsx';

export const PREDICTION_DISCLAIMER =
  'AI-generated probabilities based on available data. Not financial or betting advice.';

/**
 * Final Prediction Summary (product spec, 'Prediction result'): the favoured team (higher win
 * probability, the away team on a tie), its probability as a statistical advantage, the confidence
 * badge and the disclaimer. Under the probability, what it is: the market's fair price, model and
 * market pooled, or the model alone (`source.label`, the words the server writes for every view of
 * it).
 */
export function FinalSummaryCard({
  homeTeam,
  awayTeam,
  homeWinProb,
  awayWinProb,
  confidence,
  source,
}: {
  homeTeam: string;
  awayTeam: string;
  homeWinProb: number;
  awayWinProb: number;
  confidence: number;
  source: ProbabilitySource;
}) {
  const side = favouredSide(homeWinProb, awayWinProb);
  const team = side === 'home' ? homeTeam : awayTeam;
  const probability = side === 'home' ? homeWinProb : awayWinProb;
  return (
    <Card className="relative border-primary/30 bg-gradient-to-br from-primary/[0.13] via-card to-card">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary/15 text-primary">
            <Trophy className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
              Final Prediction Summary
            </h2>
            <p className="mt-1 text-2xl font-bold tracking-tight" data-testid="favoured-team">
              {team}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-primary">{formatPercent(probability)}</span>{' '}
              statistical advantage
            </p>
            <p className="text-xs text-muted-foreground" data-testid="summary-source">
              {source.label}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <ConfidenceBadge
            confidence={confidence}
            className="self-start sm:self-end"
            // On phones the badge starts the line: its tooltip hangs to the right, on screen.
            tooltipClassName="right-auto left-0 sm:right-0 sm:left-auto"
          />
          <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
            {PREDICTION_DISCLAIMER}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
