import { describe, expect, it } from 'vitest';
import { recentSearchesFor } from './recent-searches.ts';

const RECENT = [
  'Arsenal vs Man City',
  'Lakers vs Warriors odds',
  'Atlético Madrid prediction',
  'Premier League best bets today',
  'Chelsea vs Liverpool value bets',
  'Man United vs Arsenal',
  'Chiefs vs Bills',
];

describe('recent searches in the question box', () => {
  it('offers them before anything is typed, newest first, five at most', () => {
    expect(recentSearchesFor('', RECENT)).toEqual(RECENT.slice(0, 5));
    expect(recentSearchesFor('   ', RECENT)).toEqual(RECENT.slice(0, 5));
  });

  it('narrows them to those holding every typed word, in any order and case', () => {
    expect(recentSearchesFor('arsenal', RECENT)).toEqual([
      'Arsenal vs Man City',
      'Man United vs Arsenal',
    ]);
    expect(recentSearchesFor('CITY ars', RECENT)).toEqual(['Arsenal vs Man City']);
    // Older than the five shown while the box is empty, still found by a word of it.
    expect(recentSearchesFor('bills', RECENT)).toEqual(['Chiefs vs Bills']);
  });

  it('ignores accents and offers nothing when no recent search matches', () => {
    expect(recentSearchesFor('atletico', RECENT)).toEqual(['Atlético Madrid prediction']);
    expect(recentSearchesFor('Barcelona', RECENT)).toEqual([]);
    expect(recentSearchesFor('', [])).toEqual([]);
  });
});
