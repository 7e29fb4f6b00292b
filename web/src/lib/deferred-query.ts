import { useDeferredValue } from 'react';

/**
 * A query's result as a big part of a page draws it. When a query's answer arrives, TanStack
 * Query re-renders its readers at once and in one piece (it reads its store with
 * useSyncExternalStore, which React never splits), so a section drawn from it (a ledger table,
 * the API reference) was one long task on a slow phone. Deferred, that urgent render keeps the
 * result it had and React draws the new one as a transition, in short slices, with the browser
 * free to answer a tap in between (docs/performance.md, "Where the blocking time goes").
 */
export function useDeferredQuery<Result>(query: Result): Result {
  return useDeferredValue(query);
}
