/**
 * Runs heavy work (decoding an uploaded picture) at most `running` at a time, with at most
 * `waiting` more queued behind; past that, `busy()` is thrown at once. Many requests arriving
 * together then wait their turn instead of each taking cores, memory and libuv's thread pool
 * at the same moment, which is what starves every other request.
 */
export function workGate(options: { running: number; waiting: number; busy: () => Error }) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < options.running) {
      active++;
    } else {
      if (queue.length >= options.waiting) throw options.busy();
      // The slot is handed over by the task that ends (below): `active` stays counted.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
}
