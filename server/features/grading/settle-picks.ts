import type { Db } from '../../db/client.ts';
import {
  type PickChoice,
  type PickGrade,
  type PlayedPick,
  savePickGrades,
  unsettledPlayedPicks,
} from '../../db/queries/picks.ts';
import { mapOrSkip, SkippedRows, writeOrSkip } from '../../db/skipped-rows.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { resultKnownAt } from '../../sports/time/result-timing.ts';

const BATCH = 500;

type Result = 'home' | 'draw' | 'away';

/**
 * Whether a pick came true: a result picked ('home', 'draw', 'away') is right when it happened;
 * a disagree ('not_home', 'not_away': Strix's call not to win) when the call did not win, so a
 * draw or the other side's win (and an NFL tie) proves it right.
 */
export function pickCameTrue(choice: PickChoice, outcome: Result): boolean {
  if (choice === 'not_home') return outcome !== 'home';
  if (choice === 'not_away') return outcome !== 'away';
  return choice === outcome;
}

export function gradePick(pick: PlayedPick): PickGrade {
  const outcome: Result =
    pick.homeScore > pick.awayScore ? 'home' : pick.homeScore < pick.awayScore ? 'away' : 'draw';
  return {
    id: pick.id,
    outcome,
    correct: pickCameTrue(pick.choice, outcome),
    settledAt: resultKnownAt(pick.leagueId, pick.kickoff),
  };
}

/**
 * Grades every person's pick on a match whose result is known at `asOf`, in the settlement run
 * with predictions and bets. Idempotent: a settled pick is never graded twice; one that fails is
 * left for the next run and recorded in `skipped`. Returns how many picks this call graded.
 */
export async function settlePicks(
  db: Db,
  asOf: Date,
  skipped = new SkippedRows(),
): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await unsettledPlayedPicks(
      db,
      knownAt(asOf).resultCutoffs(),
      BATCH,
      skipped.idsOf('pick'),
    );
    if (batch.length === 0) return settled;
    const grades = mapOrSkip('pick', batch, gradePick, skipped);
    const written = await writeOrSkip(db, 'pick', grades, savePickGrades, skipped);
    settled += written;
    if (written === 0 && batch.length < BATCH) return settled;
  }
}
