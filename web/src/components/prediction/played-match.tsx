import type { PlayedMatch } from '@contract';
import { ChevronRight, Radio, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { formatKickoff } from '../../lib/format.ts';
import { formatPercent } from '../../lib/prediction.ts';
import { formatScore } from '../../lib/record.ts';

const OUTCOME_WORDS = { home: 'home win', draw: 'draw', away: 'away win' } as const;

/** 'In play' or 'Full time', as the match page's status reads. */
export const PLAYED_STATUS = { 'in-play': 'In play', finished: 'Full time' } as const;

/** The line under the teams: where the match stands and when it kicked off. */
export function playedLine(played: PlayedMatch): string {
  const kickoff = formatKickoff(played.kickoff, { day: played.kickoffDay });
  return `${PLAYED_STATUS[played.status]} · kicked off ${kickoff ?? 'earlier'}`;
}

/**
 * What an answer about a match that has kicked off says first (docs/product.md "Questions and
 * predictions"): in play, that the prediction is the one published before kick-off and the odds
 * its closing line; finished, the score and how that prediction did, graded as the record grades
 * its picks.
 */
export function PlayedMatchBanner({
  played,
  homeTeam,
  awayTeam,
}: {
  played: PlayedMatch;
  homeTeam: string;
  awayTeam: string;
}) {
  const box =
    'grid gap-1.5 rounded-lg border px-3 py-2.5 text-sm' +
    (played.status === 'finished' ? ' border-border bg-card' : ' border-warning/30 bg-warning/10');
  if (played.status === 'in-play' || !played.score) {
    return (
      <section className={box} aria-label="Match in play" data-testid="played-match">
        <p className="flex items-center gap-2 font-semibold text-warning">
          <Radio className="size-4 shrink-0" aria-hidden="true" />
          {playedLine(played)}
        </p>
        <p className="text-foreground">
          This is the prediction published before kick-off, and the odds are the closing line. Value
          bets are listed only before kick-off; the result is shown once the match is over.
        </p>
      </section>
    );
  }
  const { grade, score } = played;
  const backed = grade ? (grade.pick === 'home' ? homeTeam : awayTeam) : null;
  return (
    <section className={box} aria-label="Result" data-testid="played-match">
      <p className="flex items-center gap-2 font-semibold">
        <Trophy className="size-4 shrink-0 text-primary" aria-hidden="true" />
        Full time: {homeTeam}{' '}
        <span className="tabular-nums" data-testid="played-score">
          {score.home} – {score.away}
        </span>{' '}
        {awayTeam}
      </p>
      {grade && backed ? (
        <p data-testid="played-grade">
          Before kick-off Strix favoured {backed} at {formatPercent(grade.probability)}:{' '}
          <span className={grade.correct ? 'font-semibold text-primary' : 'font-semibold'}>
            {grade.correct ? 'right' : `wrong (${OUTCOME_WORDS[grade.outcome]})`}
          </span>
          .
          {grade.logLoss !== null ? (
            <span className="text-muted-foreground">
              {' '}
              Log loss {formatScore(grade.logLoss)} · Brier {formatScore(grade.brier)}.
            </span>
          ) : null}
        </p>
      ) : null}
      <Link
        href="/record"
        className="inline-flex items-center gap-0.5 justify-self-start rounded text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        Strix's record
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
