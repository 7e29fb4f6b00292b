/**
 * Answers of a pure function kept by key, at most `limit` of them (all forgotten at once when
 * full, which keeps memory bounded and the bookkeeping to nothing): for Intl's time-zone
 * arithmetic, which costs more than the rest of the work around it and is asked again and again
 * for the same kick-offs (a load's price documents, every refit's history).
 */
export function boundedMemo<V>(limit = 100_000) {
  const kept = new Map<string, V>();
  return (key: string, compute: () => V): V => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
