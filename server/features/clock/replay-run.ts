import type { ReplayResponse } from '@contract';
import type { AppContext } from '../../app-context.ts';
import { countMatchesPlayedBetween } from '../../db/queries/sports-read.ts';
import { type SkippedRow, SkippedRows } from '../../db/skipped-rows.ts';
import { settleBets } from '../bets/settle-bets.ts';
import { settlePredictions } from '../grading/settle.ts';
import { settlePicks } from '../grading/settle-picks.ts';
import { advanceReplayClock } from './advance-replay-clock.ts';

/**
 * What `npm run replay` does, in whichever process owns the database: moves the clock forward,
 * then settles the predictions and grades the bets and people's picks whose matches it passed.
 */
export async function runReplay(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  to: Date,
  /** Told each row settlement skipped, with its reason (for the log: it may quote stored text). */
  onSkipped: (row: SkippedRow) => void = () => {},
): Promise<ReplayResponse> {
  const moved = await advanceReplayClock(ctx, to);
  const played = await countMatchesPlayedBetween(ctx.db, moved.from, moved.to);
  const skipped = new SkippedRows();
  const predictionsSettled = await settlePredictions(ctx.db, moved.to, ctx.clock.now(), skipped);
  const betsGraded = await settleBets(ctx.db, moved.to, skipped);
  // The settlement job would grade the picks within a minute; the replay does it at once.
  await settlePicks(ctx.db, moved.to, skipped);
  skipped.rows.forEach(onSkipped);
  return {
    from: moved.from.toISOString(),
    to: moved.to.toISOString(),
    played: played.map((row) => ({ leagueId: row.leagueId, n: Number(row.n) })),
    predictionsSettled,
    betsGraded,
    skippedRows: skipped.rows.map((row) => row.id),
  };
}

/** The report the script prints, the same whether it ran here or in the server. */
export function replayReport(result: ReplayResponse): string[] {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [
    `Replay clock moved from ${result.from} to ${result.to}.`,
    ...result.played.map((row) => `  ${row.leagueId}: ${row.n} matches played`),
    `${plural(result.predictionsSettled, 'prediction')} settled.`,
    `${plural(result.betsGraded, 'recorded bet')} graded.`,
    // Left unsettled, the rest settled: said here so they are looked at, not silently retried.
    ...result.skippedRows.map((id) => `  skipped ${id} (left open; the reason is in the log)`),
  ];
}
