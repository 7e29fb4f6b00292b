/**
 * `work`'s answer if it comes within `ms`, else null; the work itself goes on. For what a page
 * would show if it were at hand but must not wait for (a first screen's words). A failure of
 * `work` within `ms` is the caller's: handle it on `work` first if null is what it means.
 */
export async function answerWithin<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
