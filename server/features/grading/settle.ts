import type { Db } from '../../db/client.ts';
import { saveGrades, unsettledPlayedPredictions } from '../../db/queries/grading.ts';
import { loadOdds } from '../../db/queries/sports-catalogue.ts';
import { marketView } from '../odds/market.ts';
import { resultCutoffs } from '../search/result-timing.ts';
import { gradePrediction } from './grade.ts';

const BATCH = 500;

/**
 * Settles every prediction whose match was played before `asOf`: the replay clock moving on,
 * or (later) live results arriving. Idempotent: a settled prediction is never graded twice.
 */
export async function settlePredictions(db: Db, asOf: Date, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await unsettledPlayedPredictions(db, resultCutoffs(asOf), BATCH);
    if (batch.length === 0) return settled;
    const docs = await loadOdds(db, [...new Set(batch.map((p) => p.matchId))], asOf);
    const closingByMatch = new Map<number, typeof docs>();
    for (const doc of docs) {
      if (doc.kind !== 'closing') continue;
      const list = closingByMatch.get(doc.matchId) ?? [];
      list.push(doc);
      closingByMatch.set(doc.matchId, list);
    }
    const grades = batch.map((p) =>
      gradePrediction(p, marketView(p.leagueId, closingByMatch.get(p.matchId) ?? [])),
    );
    const written = await saveGrades(db, grades, now);
    settled += written;
    // Another instance settled the same rows first: nothing left for us in this batch.
    if (written === 0 && batch.length < BATCH) return settled;
  }
}
