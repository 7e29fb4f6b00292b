import type { CalibrationBin, RecordLeague, RecordPick, RecordResponse } from '@contract';
import { favouredPick } from '../../../engine/metrics/pick.ts';
import type { Db } from '../../db/client.ts';
import {
  type GradedPickRow,
  type RecordCell,
  recentGradedPicks,
  recordCells,
} from '../../db/queries/record.ts';

/** How many of the latest graded picks the record lists. */
export const PICKS_SHOWN = 50;

/** Percent with one decimal; 0 when there is nothing to divide. */
export const percent1 = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const mean4 = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10_000) / 10_000 : null;

/** Sums cells into one (per league, per bin, or everything). */
function sumCells(cells: readonly RecordCell[]) {
  const total = {
    graded: 0,
    correct: 0,
    sumPredicted: 0,
    sumLogLoss: 0,
    logLossCount: 0,
    sumBrier: 0,
    brierCount: 0,
    sumClv: 0,
    clvCount: 0,
  };
  for (const c of cells) {
    total.graded += c.graded;
    total.correct += c.correct;
    total.sumPredicted += c.sumPredicted;
    total.sumLogLoss += c.sumLogLoss;
    total.logLossCount += c.logLossCount;
    total.sumBrier += c.sumBrier;
    total.brierCount += c.brierCount;
    total.sumClv += c.sumClv;
    total.clvCount += c.clvCount;
  }
  return total;
}

function groupBy<K>(cells: readonly RecordCell[], key: (c: RecordCell) => K) {
  const groups = new Map<K, RecordCell[]>();
  for (const c of cells) {
    const list = groups.get(key(c)) ?? [];
    list.push(c);
    groups.set(key(c), list);
  }
  return groups;
}

/** The public record from the per-league, per-bin sums; empty lists before anything settles. */
export function summariseRecord(
  cells: readonly RecordCell[],
  now: Date,
  pickRows: readonly GradedPickRow[] = [],
): RecordResponse {
  const all = sumCells(cells);
  const calibration: CalibrationBin[] = [...groupBy(cells, (c) => c.bin)]
    .sort(([a], [b]) => a - b)
    .map(([bin, list]) => {
      const s = sumCells(list);
      return {
        from: bin / 10,
        to: (bin + 1) / 10,
        count: s.graded,
        meanPredicted: Math.round((s.sumPredicted / s.graded) * 10_000) / 10_000,
        observedRate: Math.round((s.correct / s.graded) * 10_000) / 10_000,
      };
    });
  const byLeague: RecordLeague[] = [...groupBy(cells, (c) => c.leagueId)]
    .map(([leagueId, list]) => {
      const s = sumCells(list);
      return {
        leagueId,
        league: list[0]!.league,
        graded: s.graded,
        accuracy: percent1(s.correct, s.graded),
        meanLogLoss: mean4(s.sumLogLoss, s.logLossCount),
      };
    })
    .sort((a, b) => b.graded - a.graded || a.league.localeCompare(b.league));
  return {
    totals: {
      graded: all.graded,
      correct: all.correct,
      accuracy: percent1(all.correct, all.graded),
      meanLogLoss: mean4(all.sumLogLoss, all.logLossCount),
      meanBrier: mean4(all.sumBrier, all.brierCount),
      meanClv: mean4(all.sumClv, all.clvCount),
      clvCount: all.clvCount,
    },
    calibration,
    byLeague,
    picks: pickRows.map(toPick),
    computedAt: now.toISOString(),
  };
}

/** A graded pick as stored; the side is the one the probabilities favour, as in the totals. */
export function toPick(row: GradedPickRow): RecordPick {
  const { pick, correct } = favouredPick(row.homeProb, row.awayProb, row.outcome);
  return {
    id: row.id,
    leagueId: row.leagueId,
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    kickoff: row.kickoff?.toISOString() ?? null,
    pick,
    probability: pick === 'home' ? row.homeProb : row.awayProb,
    outcome: row.outcome,
    correct,
    logLoss: row.logLoss,
    brier: row.brier,
    clv: row.clv,
    modelVersion: row.modelVersion,
    settledAt: row.settledAt.toISOString(),
  };
}

export async function loadRecord(db: Db, now: Date): Promise<RecordResponse> {
  const [cells, picks] = await Promise.all([recordCells(db), recentGradedPicks(db, PICKS_SHOWN)]);
  return summariseRecord(cells, now, picks);
}
