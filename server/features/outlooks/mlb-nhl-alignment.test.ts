import { describe, expect, it } from 'vitest';
import { MLB_TEAMS } from '../../data/reference/mlb-teams.ts';
import { NHL_TEAMS } from '../../data/reference/nhl-teams.ts';
import { seasonAlignment } from './mlb-nhl-alignment.ts';

const sizes = (league: 'MLB' | 'NHL', season: number) => {
  const out: Record<string, number> = {};
  for (const a of seasonAlignment(league, season).values()) {
    out[a.division] = (out[a.division] ?? 0) + 1;
  }
  return out;
};

describe('MLB and NHL alignments by season', () => {
  it('moves the Astros from the NL Central to the AL West in 2013', () => {
    expect(seasonAlignment('MLB', 2012).get('Houston Astros')).toEqual({
      conference: 'NL',
      division: 'NL Central',
    });
    expect(seasonAlignment('MLB', 2013).get('Houston Astros')).toEqual({
      conference: 'AL',
      division: 'AL West',
    });
    expect(sizes('MLB', 2012)).toMatchObject({ 'NL Central': 6, 'AL West': 4 });
    expect(Object.values(sizes('MLB', 2024))).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('places every MLB franchise every season, by the names the catalogue uses', () => {
    for (const season of [2010, 2012, 2013, 2020, 2024]) {
      const alignment = seasonAlignment('MLB', season);
      expect(alignment.size).toBe(30);
      for (const team of MLB_TEAMS) expect(alignment.has(team.name)).toBe(true);
    }
  });

  it('adds the Kraken to the Pacific from 2021/22, and moves Arizona (now Utah) to the Central', () => {
    expect(seasonAlignment('NHL', 2020).has('Seattle Kraken')).toBe(false);
    expect(seasonAlignment('NHL', 2021).get('Seattle Kraken')).toEqual({
      conference: 'West',
      division: 'Pacific',
    });
    expect(seasonAlignment('NHL', 2019).get('Utah Mammoth')?.division).toBe('Pacific');
    expect(seasonAlignment('NHL', 2024).get('Utah Mammoth')?.division).toBe('Central');
  });

  it('keeps the old six divisions to 2012/13, four from 2013/14, the 2020/21 four of its own', () => {
    expect(seasonAlignment('NHL', 2012).get('Detroit Red Wings')).toEqual({
      conference: 'West',
      division: 'Central',
    });
    expect(seasonAlignment('NHL', 2013).get('Detroit Red Wings')).toEqual({
      conference: 'East',
      division: 'Atlantic',
    });
    expect(seasonAlignment('NHL', 2010).get('Winnipeg Jets')?.division).toBe('Southeast');
    expect(seasonAlignment('NHL', 2020).get('Toronto Maple Leafs')?.division).toBe('North');
    expect(Object.keys(sizes('NHL', 2011))).toHaveLength(6);
    expect(Object.values(sizes('NHL', 2016))).toEqual([8, 8, 7, 7]);
    expect(seasonAlignment('NHL', 2017).size).toBe(31);
    expect(seasonAlignment('NHL', 2024).size).toBe(NHL_TEAMS.length);
  });
});
