/**
 * Resolves once `work` has settled, fulfilled or rejected, or once `ms` have passed, whichever
 * comes first: for waiting on something useful but not essential (boot.tsx's first render).
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    work.then(done, done);
  });
}
