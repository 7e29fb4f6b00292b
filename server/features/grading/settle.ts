import type { Db } from '../../db/client.ts';
import { saveGrades, unsettledPlayedPredictions } from '../../db/queries/grading.ts';
import { loadOdds } from '../../db/queries/sports-catalogue.ts';
import { mapOrSkip, SkippedRows, writeOrSkip } from '../../db/skipped-rows.ts';
import { marketView } from '../../sports/odds/market.ts';
import { knownAt } from '../../sports/time/known-at.ts';
import { gradePrediction } from './grade.ts';

const BATCH = 500;

/**
 * Settles every prediction whose match was played before `asOf`: the replay clock moving on,
 * or (later) live results arriving. Idempotent: a settled prediction is never graded twice. A
 * prediction that cannot be graded or written is left unsettled and recorded in `skipped`.
 */
export async function settlePredictions(
  db: Db,
  asOf: Date,
  now: Date,
  skipped = new SkippedRows(),
): Promise<number> {
  let settled = 0;
  for (;;) {
    const batch = await unsettledPlayedPredictions(
      db,
      knownAt(asOf).resultCutoffs(),
      BATCH,
      skipped.idsOf('prediction'),
    );
    if (batch.length === 0) return settled;
    const docs = await loadOdds(db, [...new Set(batch.map((p) => p.matchId))], asOf);
    const closingByMatch = new Map<number, typeof docs>();
    for (const doc of docs) {
      if (doc.kind !== 'closing') continue;
      const list = closingByMatch.get(doc.matchId) ?? [];
      list.push(doc);
      closingByMatch.set(doc.matchId, list);
    }
    const grades = mapOrSkip(
      'prediction',
      batch,
      (p) => gradePrediction(p, marketView(p.leagueId, closingByMatch.get(p.matchId) ?? [])),
      skipped,
    );
    const written = await writeOrSkip(
      db,
      'prediction',
      grades,
      (d, some) => saveGrades(d, some, now),
      skipped,
    );
    settled += written;
    // Another instance settled the same rows first: nothing left for us in this batch.
    if (written === 0 && batch.length < BATCH) return settled;
  }
}
