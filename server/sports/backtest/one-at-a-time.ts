/**
 * Runs work one piece after another, in the order it was handed in: the value-bet ledger and
 * the record's backtest each hold a league's whole walk-forward (games, starters, prices) while
 * they compute, so run side by side they held both at once (docs/performance.md "Memory").
 *
 * A piece handed in with a signal that aborts before its turn never starts, and its caller is
 * let go at once, not after the pieces ahead of it: a closing server does not wait for a
 * computation it is about to stop. Once started, a piece runs until it ends (it watches the
 * signal itself).
 */
export type OneAtATime = <T>(work: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function oneAtATime(): OneAtATime {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>, signal?: AbortSignal) => {
    let started = false;
    const run = () => {
      signal?.throwIfAborted();
      started = true;
      return work();
    };
    // The next piece waits for this one however it ends.
    const turn = last.then(run, run);
    last = turn.catch(() => undefined);
    if (!signal) return turn;
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        if (!started) reject(signal.reason);
      };
      if (signal.aborted) giveUp();
      signal.addEventListener('abort', giveUp, { once: true });
      turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp));
    });
  };
}
