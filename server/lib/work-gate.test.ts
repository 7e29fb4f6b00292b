import { describe, expect, it } from 'vitest';
import { workGate } from './work-gate.ts';

const busy = () => new Error('busy');

/** A task that stays running until `release()` is called. */
function heldTask() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, run: () => done };
}

describe('workGate', () => {
  it('runs at most `running` tasks at once and the queued ones as slots free up', async () => {
    const run = workGate({ running: 2, waiting: 10, busy });
    let now = 0;
    let most = 0;
    const task = async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now--;
      return 'ok';
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => run(task)));
    expect(results).toEqual(Array(8).fill('ok'));
    expect(most).toBe(2);
  });

  it('refuses at once past the queue, and a failing task frees its slot', async () => {
    const run = workGate({ running: 1, waiting: 1, busy });
    const first = heldTask();
    const running = run(first.run);
    const queued = run(async () => 'queued');
    await expect(run(async () => 'third')).rejects.toThrow('busy');
    first.release();
    await running;
    expect(await queued).toBe('queued');
    await expect(
      run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await run(async () => 'after')).toBe('after');
  });
});
