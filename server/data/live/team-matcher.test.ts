import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from '../../sports/questions/build-directory.ts';
import { parseOpenfootballClubs } from '../ingest/openfootball.ts';
import { NBA_TEAMS } from '../reference/nba-teams.ts';
import { normalizeName } from '../reference/normalize.ts';
import { createTeamMatcher, type MatchableTeam, withoutAffixes } from './team-matcher.ts';

/** football-data.co.uk's names in its 2024/25 E0, SP1, D1, I1 and F1 files. */
const FOOTBALL_DATA_NAMES = [
  ...['Arsenal', 'Aston Villa', 'Bournemouth', 'Brentford', 'Brighton', 'Chelsea'],
  ...['Crystal Palace', 'Everton', 'Fulham', 'Ipswich', 'Leicester', 'Liverpool', 'Man City'],
  ...['Man United', 'Newcastle', "Nott'm Forest", 'Southampton', 'Tottenham', 'West Ham', 'Wolves'],
  ...['Alaves', 'Ath Bilbao', 'Ath Madrid', 'Barcelona', 'Betis', 'Celta', 'Espanol', 'Getafe'],
  ...['Girona', 'Las Palmas', 'Leganes', 'Mallorca', 'Osasuna', 'Real Madrid', 'Sevilla'],
  ...['Sociedad', 'Valencia', 'Valladolid', 'Vallecano', 'Villarreal'],
  ...['Augsburg', 'Bayern Munich', 'Bochum', 'Dortmund', 'Ein Frankfurt', 'Freiburg'],
  ...['Heidenheim', 'Hoffenheim', 'Holstein Kiel', 'Leverkusen', "M'gladbach", 'Mainz'],
  ...['RB Leipzig', 'St Pauli', 'Stuttgart', 'Union Berlin', 'Werder Bremen', 'Wolfsburg'],
  ...['Atalanta', 'Bologna', 'Cagliari', 'Como', 'Empoli', 'Fiorentina', 'Genoa', 'Inter'],
  ...['Juventus', 'Lazio', 'Lecce', 'Milan', 'Monza', 'Napoli', 'Parma', 'Roma', 'Torino'],
  ...['Udinese', 'Venezia', 'Verona'],
  ...['Angers', 'Auxerre', 'Brest', 'Le Havre', 'Lens', 'Lille', 'Lyon', 'Marseille', 'Monaco'],
  ...['Montpellier', 'Nantes', 'Nice', 'Paris SG', 'Reims', 'Rennes', 'St Etienne', 'Strasbourg'],
  'Toulouse',
];
const CLUBS = readFileSync(
  new URL('./fixtures/openfootball-clubs.excerpt.txt', import.meta.url),
  'utf8',
);

/**
 * The catalogue as ingest builds it (run-ingest.ts): soccer teams under their football-data
 * names with openfootball's names for the same club as aliases, joined on any shared name;
 * NBA teams with the reference table's names. Aliases are normalised, as team_aliases holds them.
 */
function catalogue({ openfootball = true } = {}): MatchableTeam[] {
  let id = 0;
  const teams: MatchableTeam[] = [];
  const byName = new Map<string, { aliases: string[] }>();
  for (const name of FOOTBALL_DATA_NAMES) {
    const team = { id: ++id, sportId: 'soccer', name, aliases: [normalizeName(name)] };
    teams.push(team);
    byName.set(normalizeName(name), team);
  }
  if (openfootball) {
    for (const club of parseOpenfootballClubs(CLUBS)) {
      const names = [club.canonical, ...club.aliases];
      const team = names.map((n) => byName.get(normalizeName(n))).find(Boolean);
      if (team) team.aliases.push(...names.map(normalizeName));
    }
  }
  for (const team of NBA_TEAMS) {
    teams.push({
      id: ++id,
      sportId: 'basketball',
      name: team.name,
      aliases: [...new Set([team.name, team.code, ...team.aliases].map(normalizeName))],
    });
  }
  return teams;
}

/** What search matches questions against: the catalogue plus display names and nicknames. */
function directoryTeams(teams: MatchableTeam[]): MatchableTeam[] {
  return buildDirectory(teams, [], new Date('2025-08-01T00:00:00Z')).teams.map((team) => ({
    id: team.id,
    sportId: team.sport,
    name: team.name,
    aliases: team.aliases,
  }));
}

const TEAMS = catalogue();
const idOf = (name: string) => TEAMS.find((team) => team.name === name)!.id;

describe('createTeamMatcher on the catalogue ingest builds', () => {
  const matcher = createTeamMatcher(TEAMS);

  it.each([
    ['soccer', 'Manchester City', 'Man City'],
    ['soccer', 'Nottingham Forest', "Nott'm Forest"],
    ['soccer', 'Brighton and Hove Albion', 'Brighton'],
    ['soccer', 'Wolverhampton Wanderers', 'Wolves'],
    ['soccer', 'Tottenham Hotspur', 'Tottenham'],
    ['soccer', 'Borussia Monchengladbach', "M'gladbach"],
    ['soccer', 'Paris Saint Germain', 'Paris SG'],
    ['soccer', 'Inter Milan', 'Inter'],
    ['basketball', 'Los Angeles Lakers', 'Los Angeles Lakers'],
    ['basketball', 'LA Clippers', 'Los Angeles Clippers'],
  ])('finds %s "%s" by alias: %s', (sport, provider, stored) => {
    expect(matcher.match(sport, provider)).toEqual({ teamId: idOf(stored), how: 'alias' });
  });

  it('finds football-data spellings themselves', () => {
    for (const name of ['Man City', "Nott'm Forest", 'Ath Madrid', "M'gladbach", 'Paris SG']) {
      expect(matcher.match('soccer', name)).toEqual({ teamId: idOf(name), how: 'alias' });
    }
  });

  it('finds "Atlético Madrid" through openfootball, whose "Ath Madrid [en]" joins its team', () => {
    expect(matcher.match('soccer', 'Atlético Madrid')).toEqual({
      teamId: idOf('Ath Madrid'),
      how: 'alias',
    });
  });

  it('takes a small spelling difference as close', () => {
    expect(matcher.match('soccer', 'Borussia Moenchengladbach')).toEqual({
      teamId: idOf("M'gladbach"),
      how: 'close',
    });
    expect(matcher.match('soccer', 'Nottingham Forrest')).toEqual({
      teamId: idOf("Nott'm Forest"),
      how: 'close',
    });
  });

  it('gives no team when several are as likely', () => {
    expect(matcher.match('soccer', 'Manchester')).toEqual({
      teamId: null,
      candidates: [idOf('Man City'), idOf('Man United')].sort((a, b) => a - b),
    });
    expect(matcher.match('soccer', 'Madrid')).toMatchObject({ teamId: null });
  });

  it('keeps sports apart and knows nothing of teams outside the catalogue', () => {
    expect(matcher.match('basketball', 'Manchester City')).toEqual({
      teamId: null,
      candidates: [],
    });
    expect(matcher.match('soccer', 'Ross County')).toEqual({ teamId: null, candidates: [] });
    expect(matcher.match('soccer', '')).toEqual({ teamId: null, candidates: [] });
  });
});

describe('createTeamMatcher fed with the search directory', () => {
  const matcher = createTeamMatcher(directoryTeams(TEAMS));

  it('finds "Atlético Madrid" through the directory\'s names', () => {
    expect(matcher.match('soccer', 'Atlético Madrid')).toEqual({
      teamId: idOf('Ath Madrid'),
      how: 'alias',
    });
  });

  it.each([
    // The Odds API's spellings for the 2024/25 Premier League, La Liga, Bundesliga, Serie A and
    // Ligue 1 clubs that football-data.co.uk abbreviates or spells otherwise.
    ['Ipswich Town', 'Ipswich'],
    ['Leicester City', 'Leicester'],
    ['Manchester United', 'Man United'],
    ['Newcastle United', 'Newcastle'],
    ['West Ham United', 'West Ham'],
    ['Alavés', 'Alaves'],
    ['Athletic Bilbao', 'Ath Bilbao'],
    ['CA Osasuna', 'Osasuna'],
    ['Celta Vigo', 'Celta'],
    ['Espanyol', 'Espanol'],
    ['Leganés', 'Leganes'],
    ['Rayo Vallecano', 'Vallecano'],
    ['Real Betis', 'Betis'],
    ['Real Sociedad', 'Sociedad'],
    ['Bayern Munich', 'Bayern Munich'],
    ['VfL Bochum', 'Bochum'],
    ['Borussia Dortmund', 'Dortmund'],
    ['Eintracht Frankfurt', 'Ein Frankfurt'],
    ['SC Freiburg', 'Freiburg'],
    ['1. FC Heidenheim', 'Heidenheim'],
    ['TSG Hoffenheim', 'Hoffenheim'],
    ['Bayer Leverkusen', 'Leverkusen'],
    ['FSV Mainz 05', 'Mainz'],
    ['FC St. Pauli', 'St Pauli'],
    ['VfB Stuttgart', 'Stuttgart'],
    ['VfL Wolfsburg', 'Wolfsburg'],
    ['Atalanta BC', 'Atalanta'],
    ['AC Milan', 'Milan'],
    ['AC Monza', 'Monza'],
    ['AS Roma', 'Roma'],
    ['Hellas Verona FC', 'Verona'],
    ['RC Lens', 'Lens'],
    ['AS Monaco', 'Monaco'],
    ['Stade de Reims', 'Reims'],
    ['Saint Etienne', 'St Etienne'],
  ])('finds "%s" (%s)', (provider, stored) => {
    expect(matcher.match('soccer', provider)).toMatchObject({ teamId: idOf(stored) });
  });

  it('does not let a nickname claim a club it does not know ("Real" is Real Madrid)', () => {
    // Promoted for 2025/26, so not in a catalogue built from 2024/25.
    expect(matcher.match('soccer', 'Real Oviedo')).toEqual({ teamId: null, candidates: [] });
  });

  it('gives each team to one name of an answer: "Paris FC" does not take Paris SG', () => {
    // Alone, "Paris FC" without its affix is "Paris", which openfootball lists for Paris SG.
    expect(matcher.match('soccer', 'Paris FC')).toEqual({ teamId: idOf('Paris SG'), how: 'alias' });
    const round = ['Paris Saint Germain', 'Paris FC', 'Marseille', 'Olympique Lyonnais'];
    expect(Object.fromEntries(matcher.matchAll('soccer', round))).toEqual({
      'Paris Saint Germain': { teamId: idOf('Paris SG'), how: 'alias' },
      'Paris FC': { teamId: null, candidates: [idOf('Paris SG')] },
      Marseille: { teamId: idOf('Marseille'), how: 'alias' },
      'Olympique Lyonnais': { teamId: idOf('Lyon'), how: 'alias' },
    });
  });

  it('gives a contested team to neither name when both reach it as strongly', () => {
    const both = matcher.matchAll('soccer', ['Manchester City', 'Man. City']);
    expect([...both.values()]).toEqual([
      { teamId: null, candidates: [idOf('Man City')] },
      { teamId: null, candidates: [idOf('Man City')] },
    ]);
  });

  it('keeps the Wolves and the Timberwolves in their own sports', () => {
    expect(matcher.match('soccer', 'Wolves')).toMatchObject({ teamId: idOf('Wolves') });
    expect(matcher.match('basketball', 'Wolves')).toMatchObject({
      teamId: idOf('Minnesota Timberwolves'),
    });
  });
});

describe('createTeamMatcher with football-data names only (no openfootball files)', () => {
  const matcher = createTeamMatcher(catalogue({ openfootball: false }));

  it.each([
    ['AFC Bournemouth', 'Bournemouth'],
    ['1. FC Union Berlin', 'Union Berlin'],
    ['TSG 1899 Hoffenheim', 'Hoffenheim'],
    ['FSV Mainz 05', 'Mainz'],
    ['SSC Napoli', 'Napoli'],
    ['OGC Nice', 'Nice'],
  ])('strips club affixes: "%s" is %s', (provider, stored) => {
    expect(matcher.match('soccer', provider)).toEqual({ teamId: idOf(stored), how: 'alias' });
  });

  it.each([
    ['Tottenham Hotspur', 'Tottenham'],
    ['Newcastle United', 'Newcastle'],
    ['Real Sociedad', 'Sociedad'],
    ['Bayer Leverkusen', 'Leverkusen'],
    ['Brighton Albion', 'Brighton'],
  ])('takes "%s" for %s when its own words hold the stored name', (provider, stored) => {
    expect(matcher.match('soccer', provider)).toEqual({ teamId: idOf(stored), how: 'close' });
  });

  it('gives no team when a name holds two stored names ("Inter Milan": Inter, Milan)', () => {
    expect(matcher.match('soccer', 'Inter Milan')).toEqual({
      teamId: null,
      candidates: [idOf('Inter'), idOf('Milan')],
    });
  });

  it('needs an alias where the names share too little ("Wolverhampton Wanderers")', () => {
    expect(matcher.match('soccer', 'Wolverhampton Wanderers')).toEqual({
      teamId: null,
      candidates: [],
    });
  });
});

describe('withoutAffixes', () => {
  it('drops club-form words and numbers, unless nothing would be left', () => {
    expect(withoutAffixes('1 fc koln')).toBe('koln');
    expect(withoutAffixes('tsg 1899 hoffenheim')).toBe('hoffenheim');
    expect(withoutAffixes('manchester city')).toBe('manchester city');
    expect(withoutAffixes('fc')).toBe('fc');
  });
});
