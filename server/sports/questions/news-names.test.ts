import { describe, expect, it } from 'vitest';
import { buildDirectory, type StoredTeam, type TeamPresence } from './build-directory.ts';
import { newsNames } from './news-names.ts';

const NOW = new Date('2025-01-15T12:00:00Z');

// Aliases as ingest stores them (normalised); the fans' names come from nicknames.ts.
const TEAMS: (StoredTeam & { league: string })[] = [
  { id: 1, sportId: 'soccer', name: 'Arsenal', aliases: ['arsenal', 'arsenal fc'], league: 'E0' },
  {
    id: 2,
    sportId: 'soccer',
    name: 'Man City',
    aliases: ['man city', 'manchester city'],
    league: 'E0',
  },
  {
    id: 3,
    sportId: 'soccer',
    name: 'Man United',
    aliases: ['man united', 'manchester united', 'man utd'],
    league: 'E0',
  },
  {
    id: 4,
    sportId: 'soccer',
    name: 'Leicester',
    aliases: ['leicester', 'leicester city'],
    league: 'E0',
  },
  {
    id: 5,
    sportId: 'soccer',
    name: 'Newcastle',
    aliases: ['newcastle', 'newcastle united'],
    league: 'E0',
  },
  { id: 6, sportId: 'soccer', name: 'Crystal Palace', aliases: ['crystal palace'], league: 'E0' },
  { id: 7, sportId: 'soccer', name: 'Real Madrid', aliases: ['real madrid'], league: 'SP1' },
  { id: 8, sportId: 'soccer', name: 'Ath Madrid', aliases: ['ath madrid'], league: 'SP1' },
  { id: 9, sportId: 'soccer', name: 'Betis', aliases: ['betis'], league: 'SP1' },
  {
    id: 20,
    sportId: 'american-football',
    name: 'Philadelphia Eagles',
    aliases: ['philadelphia eagles', 'eagles', 'philadelphia', 'phi'],
    league: 'NFL',
  },
  {
    id: 21,
    sportId: 'american-football',
    name: 'New York Giants',
    aliases: ['new york giants', 'giants', 'nyg'],
    league: 'NFL',
  },
  {
    id: 22,
    sportId: 'american-football',
    name: 'New York Jets',
    aliases: ['new york jets', 'jets', 'nyj'],
    league: 'NFL',
  },
  {
    id: 23,
    sportId: 'american-football',
    name: 'Kansas City Chiefs',
    aliases: ['kansas city chiefs', 'chiefs', 'kansas city', 'kc'],
    league: 'NFL',
  },
  {
    id: 30,
    sportId: 'baseball',
    name: 'Kansas City Royals',
    aliases: ['kansas city royals', 'royals', 'kansas city', 'kc', 'kcr'],
    league: 'MLB',
  },
];
const presence: TeamPresence[] = TEAMS.map((team) => ({
  teamId: team.id,
  leagueId: team.league,
  lastBefore: new Date('2025-01-10T00:00:00Z'),
  firstAfter: null,
}));
const directory = buildDirectory(TEAMS, presence, NOW);
const namesOf = (id: number) => newsNames(directory, directory.team(id)!);

describe('the names news about a team is found by', () => {
  it('are its shown name, the sources’ names and the fans’ names', () => {
    expect(namesOf(1)).toEqual({
      name: 'Arsenal',
      aliases: expect.arrayContaining(['arsenal fc', 'gunners', 'the gunners']),
    });
    expect(namesOf(2).name).toBe('Manchester City');
    expect(namesOf(2).aliases).toEqual(expect.arrayContaining(['man city', 'mcfc', 'cityzens']));
    expect(namesOf(3)).toEqual({
      name: 'Manchester United',
      aliases: expect.arrayContaining(['man utd', 'red devils', 'mufc']),
    });
    expect(namesOf(23).aliases).toEqual(expect.arrayContaining(['chiefs', 'kansas city']));
  });

  it('leave out a word of another team’s name, a name another team holds and short codes', () => {
    // 'city' is a word of Leicester City, 'united' of Newcastle United.
    expect(namesOf(2).aliases).not.toContain('city');
    expect(namesOf(3).aliases).not.toContain('united');
    // 'madrid' is both Madrid clubs'; 'real' is a word of Real Betis as well.
    expect(namesOf(7)).toEqual({ name: 'Real Madrid', aliases: ['los blancos', 'real madrid cf'] });
    expect(namesOf(8).aliases).not.toContain('madrid');
    expect(namesOf(8).name).toBe('Atlético Madrid');
    expect(namesOf(8).aliases).toEqual(expect.arrayContaining(['atleti', 'atletico']));
    // 'new york' is both New York teams'; 'ny', 'nyg' and 'kc' are codes.
    expect(namesOf(21).aliases).toEqual(expect.arrayContaining(['giants', 'ny giants']));
    expect(namesOf(21).aliases).not.toContain('new york');
    expect(namesOf(21).aliases).not.toContain('nyg');
    expect(namesOf(23).aliases).not.toContain('kc');
  });

  it('are settled within the sport: news is read from the feeds of the teams’ leagues', () => {
    // The Royals' 'kansas city' is baseball's: the Chiefs keep it, as the Eagles of the NFL and
    // Crystal Palace each keep 'eagles'.
    expect(namesOf(23).aliases).toContain('kansas city');
    expect(namesOf(30).aliases).toContain('kansas city');
    expect(namesOf(20).aliases).toContain('eagles');
    expect(namesOf(6).aliases).toContain('eagles');
  });
});
