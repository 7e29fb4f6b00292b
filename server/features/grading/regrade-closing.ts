import type { Db } from '../../db/client.ts';
import { gradedBetsOn, saveBetClosing } from '../../db/queries/bet-grading.ts';
import { saveClosingGrades, settledPicksOn } from '../../db/queries/grading.ts';
import { clearClosingRegrade, closingRegradeQueue } from '../../db/queries/live-data.ts';
import { loadOdds, type OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { SkippedRows } from '../../db/skipped-rows.ts';
import { FROZEN_CLOSING, marketView } from '../../sports/odds/market.ts';
import { closingProbability } from '../bets/closing.ts';
import { takenInPlay } from '../bets/settle-bets.ts';
import { closingGrade } from './grade.ts';

const BATCH = 200;
/** A match still without its provider's closing line this long after kick-off will not get one. */
const GIVE_UP_AFTER_MS = 14 * 86_400_000;

/**
 * Works out again the closing-line value of bets and predictions already graded on matches
 * whose closing line has since arrived from a provider (a results file's closing prices, queued
 * by store-parsed.ts). Live, a result usually comes from The Odds API's scores before
 * football-data.co.uk's results file: those grades were taken against the closing line frozen
 * from the last polled prices, a guess the file's own closing prices replace (docs/data.md
 * "Going live"). Profit and status do not change. Returns how many grades changed.
 */
export async function regradeClosingLines(
  db: Db,
  asOf: Date,
  skipped = new SkippedRows(),
): Promise<number> {
  // In its own savepoint: a failure is recorded for /ready and leaves the run's settlements
  // committed; the queue stays as it was, for the next run.
  try {
    return await db.transaction((tx) => regrade(tx as unknown as Db, asOf));
  } catch (error) {
    skipped.add('closing-regrade', 'queue', error);
    return 0;
  }
}

async function regrade(db: Db, asOf: Date): Promise<number> {
  let changed = 0;
  for (;;) {
    const queued = await closingRegradeQueue(db, BATCH);
    if (queued.length === 0) return changed;
    const ids = queued.map((q) => q.matchId);
    const closing = new Map<number, OddsDocRow[]>();
    for (const doc of await loadOdds(db, ids, asOf)) {
      if (doc.kind !== 'closing') continue;
      closing.set(doc.matchId, [...(closing.get(doc.matchId) ?? []), doc]);
    }
    // A match is done once its provider's closing prices are readable (queued just before they
    // are stored), or when they never came.
    const done = queued
      .filter(
        (q) =>
          closing.get(q.matchId)?.some((doc) => doc.source !== FROZEN_CLOSING) ||
          asOf.getTime() - q.kickoff.getTime() > GIVE_UP_AFTER_MS,
      )
      .map((q) => q.matchId);
    const docsOf = (matchId: number) => closing.get(matchId) ?? [];

    const bets = await gradedBetsOn(db, done);
    changed += await saveBetClosing(
      db,
      bets.map((bet) => ({
        id: bet.id,
        closingProb: takenInPlay(bet) ? null : closingProbability(bet, docsOf(bet.matchId)),
      })),
    );
    const picks = await settledPicksOn(db, done);
    changed += await saveClosingGrades(
      db,
      picks.map((p) => ({
        id: p.id,
        ...closingGrade(p, marketView(p.leagueId, docsOf(p.matchId))),
      })),
    );
    await clearClosingRegrade(db, done);
    // What is left waits for its prices; the next run looks again.
    if (done.length < queued.length || queued.length < BATCH) return changed;
  }
}
