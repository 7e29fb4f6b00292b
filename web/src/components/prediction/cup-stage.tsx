import type { CompetitionStage } from '@contract';
import { formatPercent } from '../../lib/prediction.ts';

/** The words for a cup match's place in its competition: round, leg, venue. */
export function stageWords(stage: CompetitionStage): string[] {
  return [
    stage.round,
    ...(stage.firstLeg
      ? [`2nd leg · first leg ${stage.firstLeg.home}-${stage.firstLeg.away}`]
      : []),
    ...(stage.neutral ? ['Neutral venue'] : []),
  ];
}

/**
 * A Champions League or Europa League match's round, its tie and each side's chance to go
 * through (extra time and penalties included), as the server worked them out.
 */
export function CupStage({
  stage,
  homeTeam,
  awayTeam,
}: {
  stage: CompetitionStage;
  homeTeam: string;
  awayTeam: string;
}) {
  return (
    <div className="grid gap-0.5 text-sm text-muted-foreground" data-testid="cup-stage">
      <p>{stageWords(stage).join(' · ')}</p>
      {stage.firstLeg ? (
        <p>
          First leg: {homeTeam} {stage.firstLeg.home}-{stage.firstLeg.away} {awayTeam}
        </p>
      ) : null}
      {stage.advance ? (
        <p className="font-medium text-foreground">
          To go through: {homeTeam} {formatPercent(stage.advance.home)} · {awayTeam}{' '}
          {formatPercent(stage.advance.away)}
        </p>
      ) : null}
    </div>
  );
}
