/**
 * Runs work one piece after another, in the order it was handed in: the value-bet ledger and
 * the record's backtest each hold a league's whole walk-forward (games, starters, prices) while
 * they compute, so run side by side they held both at once (docs/performance.md "Memory").
 */
export type OneAtATime = <T>(work: () => Promise<T>) => Promise<T>;

export function oneAtATime(): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    // The next piece waits for this one however it ends.
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}
