import type { Bet } from '@contract';
import { describe, expect, it } from 'vitest';
import { betChanges, draftOf } from './edit-bet-dialog.tsx';

const bet = (over: Partial<Bet> = {}): Bet =>
  ({
    id: 'b1',
    match: null,
    event: 'Sinner v Alcaraz',
    selectionLabel: 'Home',
    market: 'moneyline',
    selection: 'home',
    price: 2.058,
    stake: 10,
    note: null,
    status: 'open',
    canSetResult: true,
    ...over,
  }) as Bet;

describe('editing a bet', () => {
  it('sends nothing when nothing changed, and never a rounded copy of an exchange price', () => {
    const b = bet();
    // Shown as 2.06, but an untouched price stays 2.058 on the server.
    expect(draftOf(b).price).toBe('2.06');
    expect(betChanges(b, draftOf(b))).toEqual({});
  });

  it('sends only what changed, a cleared note as null', () => {
    const b = bet({ note: 'cash out?' });
    expect(betChanges(b, { ...draftOf(b), stake: '12,5', note: '  ' })).toEqual({
      stake: 12.5,
      note: null,
    });
    expect(betChanges(b, { ...draftOf(b), price: '2.2' })).toEqual({ price: 2.2 });
  });

  it('sets a result only on a bet outside Strix', () => {
    expect(betChanges(bet(), { ...draftOf(bet()), result: 'won' })).toEqual({ result: 'won' });
    const strix = bet({ canSetResult: false });
    expect(betChanges(strix, { ...draftOf(strix), result: 'won' })).toEqual({});
  });

  it('refuses a bad stake or price with the sentence to show', () => {
    expect(betChanges(bet(), { ...draftOf(bet()), stake: '0' })).toBe(
      'The stake must be more than 0.',
    );
    expect(betChanges(bet(), { ...draftOf(bet()), price: '1' })).toBe(
      'A decimal price must be more than 1.01.',
    );
  });
});
