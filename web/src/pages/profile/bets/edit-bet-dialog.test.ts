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
    // Shown as 2.06 (or +106), but an untouched price stays 2.058 on the server.
    expect(draftOf(b).price).toBeNull();
    expect(betChanges(b, draftOf(b), 'decimal')).toEqual({});
    expect(betChanges(b, { ...draftOf(b), price: '2.06' }, 'decimal')).toEqual({});
    expect(betChanges(b, { ...draftOf(b), price: '+106' }, 'american')).toEqual({});
  });

  it('sends only what changed, a cleared note as null', () => {
    const b = bet({ note: 'cash out?' });
    expect(betChanges(b, { ...draftOf(b), stake: '12,5', note: '  ' }, 'decimal')).toEqual({
      stake: 12.5,
      note: null,
    });
    expect(betChanges(b, { ...draftOf(b), price: '2.2' }, 'decimal')).toEqual({
      price: '2.2',
      priceFormat: 'decimal',
    });
  });

  it('sends a new price as typed with the person’s odds format, never read as another', () => {
    const b = bet();
    expect(betChanges(b, { ...draftOf(b), price: ' +145 ' }, 'american')).toEqual({
      price: '+145',
      priceFormat: 'american',
    });
    // In decimal, '+145' is the server's to refuse: it is not sent as 145.
    expect(betChanges(b, { ...draftOf(b), price: '+145' }, 'decimal')).toEqual({
      price: '+145',
      priceFormat: 'decimal',
    });
    expect(betChanges(b, { ...draftOf(b), price: '9/2' }, 'fractional')).toEqual({
      price: '9/2',
      priceFormat: 'fractional',
    });
  });

  it('sets a result only on a bet outside Strix', () => {
    expect(betChanges(bet(), { ...draftOf(bet()), result: 'won' }, 'decimal')).toEqual({
      result: 'won',
    });
    const strix = bet({ canSetResult: false });
    expect(betChanges(strix, { ...draftOf(strix), result: 'won' }, 'decimal')).toEqual({});
  });

  it('refuses a bad stake or price with the sentence to show', () => {
    expect(betChanges(bet(), { ...draftOf(bet()), stake: '0' }, 'decimal')).toBe(
      'The stake must be more than 0.',
    );
    expect(betChanges(bet(), { ...draftOf(bet()), price: ' ' }, 'american')).toBe(
      'Enter the price, like +145.',
    );
  });
});
