/**
 * The table's entry for `season`, or the latest before it (seasons past the data); the first
 * entry for a season before the table.
 */
export function forSeason<T>(table: Record<number, T>, season: number): T | undefined {
  const seasons = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const pick = seasons.filter((s) => s <= season).pop() ?? seasons[0];
  return pick === undefined ? undefined : table[pick];
}

/** Games in date order (ISO dates or instants sort as text). */
export const byDate = <T extends { date: string }>(games: readonly T[]) =>
  [...games].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
