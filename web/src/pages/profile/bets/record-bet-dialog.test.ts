import type { Interpretation } from '@contract';
import { describe, expect, it } from 'vitest';
import { type Form, marketFor, matchOf, requestOf } from './record-bet-dialog.tsx';

const interpretation = (over: Partial<Interpretation> = {}): Interpretation => ({
  intent: 'match',
  sport: 'soccer',
  league: 'Premier League',
  leagueId: 'E0',
  home: 'Arsenal',
  away: 'Manchester City',
  homeTeamId: 67,
  awayTeamId: 80,
  matchId: 238,
  kickoff: '2025-02-02T16:30:00.000Z',
  hypothetical: false,
  dateRange: null,
  label: 'Arsenal vs Manchester City · Sun 2 Feb',
  ...over,
});

describe('finding the Strix match typed in "Record a bet"', () => {
  it('takes a real fixture the text resolves to', () => {
    expect(matchOf({ kind: 'understood', interpretation: interpretation() })?.matchId).toBe(238);
  });

  it('keeps the text as an event for a what-if pairing, a league question or nothing understood', () => {
    expect(
      matchOf({ kind: 'understood', interpretation: interpretation({ hypothetical: true }) }),
    ).toBeNull();
    expect(
      matchOf({ kind: 'understood', interpretation: interpretation({ matchId: null }) }),
    ).toBeNull();
    expect(matchOf({ kind: 'unresolved' })).toBeNull();
    expect(matchOf(undefined)).toBeNull();
  });
});

describe('the price in "Record a bet"', () => {
  const form: Form = {
    event: 'Sinner v Alcaraz',
    market: 'moneyline',
    selection: 'home',
    line: '',
    price: '+145',
    stake: '20',
    bookmaker: '',
  };

  it('goes as typed with the person’s odds format: +145 is never recorded as 145', () => {
    expect(requestOf(form, null, 'american')).toMatchObject({
      price: '+145',
      priceFormat: 'american',
    });
    expect(requestOf(form, null, 'decimal')).toMatchObject({
      price: '+145',
      priceFormat: 'decimal',
    });
    expect(requestOf({ ...form, price: '9/2' }, null, 'fractional')).toMatchObject({
      price: '9/2',
      priceFormat: 'fractional',
    });
  });

  it('asks for a price in the person’s format when there is none', () => {
    expect(requestOf({ ...form, price: '' }, null, 'decimal')).toBe('Enter the price, like 2.45.');
  });
});

describe('the spread in "Record a bet"', () => {
  const form: Form = {
    event: 'Yankees v Red Sox',
    market: 'spread',
    selection: 'away',
    line: '+1.5',
    price: '2.1',
    stake: '10',
    bookmaker: '',
  };

  it('sends the backed side’s own line, read with a plus, a minus sign or a decimal comma', () => {
    expect(requestOf(form, null, 'decimal')).toMatchObject({
      market: 'spread',
      selection: 'away',
      line: 1.5,
    });
    expect(requestOf({ ...form, line: '−1,5' }, null, 'decimal')).toMatchObject({ line: -1.5 });
    expect(requestOf({ ...form, line: '' }, null, 'decimal')).toBe(
      'Enter your side’s line, like -1.5 or +3.',
    );
  });

  it('keeps the spread to the US leagues’ matches', () => {
    expect(marketFor('spread', interpretation({ sport: 'baseball' }))).toBe('spread');
    expect(marketFor('spread', interpretation({ sport: 'soccer' }))).toBe('1x2');
    expect(marketFor('1x2', interpretation({ sport: 'ice-hockey' }))).toBe('moneyline');
    expect(marketFor('total', interpretation({ sport: 'ice-hockey' }))).toBe('total');
    expect(marketFor('spread', null)).toBe('spread');
  });
});
