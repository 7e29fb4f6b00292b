import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within.ts';

afterEach(() => {
  vi.useRealTimers();
});

const flag = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};

describe('settledWithin', () => {
  it('resolves as soon as the work is done, before the time is up', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const waited = flag(settledWithin(work, 100));
    await vi.advanceTimersByTimeAsync(30);
    expect(waited.done).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(waited.done).toBe(true);
  });

  it('resolves when the time is up if the work is not done', async () => {
    vi.useFakeTimers();
    const waited = flag(settledWithin(new Promise(() => {}), 100));
    await vi.advanceTimersByTimeAsync(99);
    expect(waited.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited.done).toBe(true);
  });

  it('resolves, not rejects, when the work fails', async () => {
    await expect(settledWithin(Promise.reject(new Error('offline')), 100)).resolves.toBeUndefined();
  });
});
