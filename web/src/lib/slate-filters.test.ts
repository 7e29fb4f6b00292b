import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  isNarrowed,
  numberFromField,
  searchFromFilters,
  withFilter,
} from './slate-filters.ts';

describe('the slate’s filters in the URL', () => {
  it('reads an empty query as the whole week in kick-off order, and writes it back as nothing', () => {
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
    expect(searchFromFilters(DEFAULT_FILTERS)).toBe('');
    expect(isNarrowed(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips every filter, so a shared link opens the same view', () => {
    const search =
      'window=3days&sport=soccer&league=E0&market=moneyline&books=Bet365%2CPinnacle&minEv=3.5&minOdds=1.5&maxOdds=4&sort=ev&page=2';
    const filters = filtersFromSearch(`?${search}`);
    expect(filters).toEqual({
      window: '3days',
      sport: 'soccer',
      league: 'E0',
      market: 'moneyline',
      books: ['Bet365', 'Pinnacle'],
      minEv: 3.5,
      minOdds: 1.5,
      maxOdds: 4,
      sort: 'ev',
      page: 2,
    });
    expect(searchFromFilters(filters)).toBe(search);
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('writes one address for one view: books in one order, defaults left out', () => {
    const a = searchFromFilters({ ...DEFAULT_FILTERS, books: ['Pinnacle', 'Bet365'] });
    const b = searchFromFilters({ ...DEFAULT_FILTERS, books: ['Bet365', 'Pinnacle'] });
    expect(a).toBe(b);
    expect(searchFromFilters({ ...DEFAULT_FILTERS, window: 'week', sort: 'kickoff' })).toBe('');
  });

  it('leaves what it cannot read at the default instead of failing', () => {
    const filters = filtersFromSearch(
      '?window=month&sport=curling&league=E0;drop&market=props&minEv=lots&minOdds=0.5&sort=random&page=-1',
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    // An odds range written backwards is read the right way round.
    const swapped = filtersFromSearch('?minOdds=4&maxOdds=1.5');
    expect([swapped.minOdds, swapped.maxOdds]).toEqual([1.5, 4]);
    expect(filtersFromSearch('?league=e0').league).toBe('E0');
  });

  it('goes back to the first page when a filter changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withFilter(onPage3, { league: 'NBA' })).toMatchObject({ league: 'NBA', page: 1 });
    expect(withFilter(onPage3, { page: 4 }).page).toBe(4);
    expect(isNarrowed({ ...DEFAULT_FILTERS, sort: 'ev', page: 2 })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTERS, minEv: 0 })).toBe(true);
  });

  it('reads a number field: blank or not a number is no filter', () => {
    expect(numberFromField('')).toBeNull();
    expect(numberFromField(' 2.5 ')).toBe(2.5);
    expect(numberFromField('abc')).toBeNull();
    expect(numberFromField('0')).toBe(0);
  });
});
