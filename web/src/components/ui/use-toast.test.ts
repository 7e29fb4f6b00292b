import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast.ts';

const make = (id: string) => ({ id, title: id, open: true });

describe("toast store (product spec, 'Business constants and limits')", () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'ADD', toast: make('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('dismisses before it removes', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'DISMISS', id: 'a' });
    expect(state.toasts).toEqual([expect.objectContaining({ id: 'a', open: false })]);
    state = reducer(state, { type: 'REMOVE', id: 'a' });
    expect(state.toasts).toEqual([]);
  });

  it('keeps dismissed toasts for 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
