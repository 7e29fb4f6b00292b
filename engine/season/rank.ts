/**
 * Ranking with tie-breaks applied the way competition rules state them: teams level on one
 * criterion are separated by the next, and head-to-head criteria are computed within the group
 * still level (a "mini-league" of the tied teams), not pairwise, so three-way ties come out as
 * the rules say; a group that a criterion splits starts again from the second criterion (the
 * first, points or win %, is what made it level). Works in place on a segment of an Int32Array
 * of team indices and allocates nothing, so a simulation can rank thousands of tables.
 */

/**
 * The value of `criterion` for `team`, higher ranking first. `group` holds the teams still tied
 * at `from`..`to` (exclusive), for head-to-head criteria.
 */
export type CriterionKey = (
  criterion: number,
  team: number,
  group: Int32Array,
  from: number,
  to: number,
) => number;

export class TieRanker {
  private readonly keys: Float64Array;

  constructor(
    teams: number,
    private readonly criteria: readonly number[],
    private readonly key: CriterionKey,
  ) {
    this.keys = new Float64Array(teams);
  }

  /** Sorts order[from..to) best first by the criteria, from `level` on. */
  rank(order: Int32Array, from: number, to: number, level = 0): void {
    if (to - from < 2 || level >= this.criteria.length) return;
    const criterion = this.criteria[level]!;
    const keys = this.keys;
    for (let i = from; i < to; i++)
      keys[order[i]!] = this.key(criterion, order[i]!, order, from, to);
    // Insertion sort, descending: stable and allocation-free; groups are small (≤ 30 teams).
    for (let i = from + 1; i < to; i++) {
      const t = order[i]!;
      const k = keys[t]!;
      let j = i - 1;
      while (j >= from && keys[order[j]!]! < k) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = t;
    }
    let start = from;
    while (start < to) {
      const k = keys[order[start]!]!;
      let end = start + 1;
      while (end < to && keys[order[end]!] === k) end++;
      // Teams still level: the next criterion; but when this criterion split the group, the
      // smaller group still level starts again after the first criterion, as the rules say
      // ("if two clubs remain level, head-to-head between those two"). Groups only shrink, so
      // it ends. The recursion rewrites keys only of this run's teams; later runs keep theirs.
      const next = end - start < to - from ? 1 : level + 1;
      if (end - start > 1) this.rank(order, start, end, next);
      start = end;
    }
  }
}
