import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '../../test/hostile-text.ts';
import { buildDirectory, displayName } from './build-directory.ts';

describe('the team directory', () => {
  it('takes stored team names that are names of inherited object properties as plain names', () => {
    const teams = PROTOTYPE_NAMES.map((name, i) => ({
      id: i + 1,
      sportId: 'soccer',
      name,
      aliases: [],
    }));
    const directory = buildDirectory(teams, [], new Date('2025-01-15T12:00:00Z'));
    expect(directory.teams.map((team) => team.name)).toEqual(PROTOTYPE_NAMES);
    for (const name of PROTOTYPE_NAMES) expect(displayName(name)).toBe(name);
    // Known clubs still get their nicknames and shown names.
    const city = buildDirectory(
      [{ id: 1, sportId: 'soccer', name: 'Man City', aliases: [] }],
      [],
      new Date(),
    );
    expect(city.teams[0]!.name).toBe('Manchester City');
    expect(city.teams[0]!.aliases).toContain('cityzens');
  });
});
