import { betResult } from '../../../engine/bets/outcome.ts';
import type { Db } from '../../db/client.ts';
import {
  type BetGrade,
  type OpenMatchBet,
  openBetsToGrade,
  saveBetGrades,
} from '../../db/queries/bet-grading.ts';
import { loadOdds, type OddsDocRow } from '../../db/queries/sports-catalogue.ts';
import { mapOrSkip, SkippedRows, writeOrSkip } from '../../db/skipped-rows.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { resultKnownAt } from '../../sports/time/result-timing.ts';
import { closingProbability } from './closing.ts';

const BATCH = 500;

/**
 * A match with no score this long after kick-off was abandoned or never played (a postponed
 * game comes back as a new fixture): bets on it are void, as books settle them.
 */
export const VOID_AFTER_MS = 72 * 3_600_000;

/**
 * Taken after a kick-off whose time is known: an in-play price, which the pre-match closing
 * price is no yardstick for, so such a bet gets no CLV. (A day-only kick-off, as the NBA file
 * dates games, cannot tell; its bets are valued against the close.)
 */
export const takenInPlay = (bet: { kickoff: Date; kickoffTimeKnown: boolean; takenAt: Date }) =>
  bet.kickoffTimeKnown && bet.takenAt.getTime() > bet.kickoff.getTime();

/**
 * A bet's grade. Its `settledAt` is when the result became known by the clock (the match's end:
 * kick-off plus its length; for a void, kick-off plus VOID_AFTER_MS), not when this ran: the
 * list shows a result only once the clock has passed it, so a replay clock set back before it
 * shows the bet open again, and the bankroll curve runs in the order matches ended.
 */
export function gradeBet(bet: OpenMatchBet, closing: readonly OddsDocRow[]): BetGrade {
  if (bet.homeScore === null || bet.awayScore === null) {
    return {
      id: bet.id,
      status: 'void',
      closingProb: null,
      settledAt: new Date(bet.kickoff.getTime() + VOID_AFTER_MS),
    };
  }
  return {
    id: bet.id,
    status: betResult(bet, bet.homeScore, bet.awayScore),
    closingProb: takenInPlay(bet) ? null : closingProbability(bet, closing),
    settledAt: resultKnownAt(bet.leagueId, bet.kickoff),
  };
}

/**
 * Grades every open bet on a match whose result is known at `asOf`, reading only prices
 * captured by then. Safe to run on several instances at once: each bet is written once (see
 * saveBetGrades). A bet that cannot be graded or written is left open and recorded in `skipped`;
 * the others are graded. Returns how many bets this call graded.
 */
export async function settleBets(db: Db, asOf: Date, skipped = new SkippedRows()): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await openBetsToGrade(
      db,
      knownAt(asOf).resultCutoffs(),
      new Date(asOf.getTime() - VOID_AFTER_MS),
      BATCH,
      skipped.idsOf('bet'),
    );
    if (batch.length === 0) return settled;
    const docs = await loadOdds(db, [...new Set(batch.map((b) => b.matchId))], asOf);
    const closingByMatch = new Map<number, OddsDocRow[]>();
    for (const doc of docs) {
      if (doc.kind !== 'closing') continue;
      closingByMatch.set(doc.matchId, [...(closingByMatch.get(doc.matchId) ?? []), doc]);
    }
    const grades = mapOrSkip(
      'bet',
      batch,
      (b) => gradeBet(b, closingByMatch.get(b.matchId) ?? []),
      skipped,
    );
    const written = await writeOrSkip(db, 'bet', grades, saveBetGrades, skipped);
    settled += written;
    // Another instance graded these first; what is left for us is in the next batch, if any.
    if (written === 0 && batch.length < BATCH) return settled;
  }
}
