import { describe, expect, it } from 'vitest';
import { buildDirectory, type StoredTeam, type TeamPresence } from '../build-directory.ts';
import { type Fixture, type InterpretContext, interpret, type LeagueInfo } from '../interpret.ts';
import { readOutlookWords } from './read-phrases.ts';

const NOW = new Date('2025-01-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

// Aliases as ingest stores them (normalised).
const TEAMS: (StoredTeam & { league: string })[] = [
  { id: 1, sportId: 'soccer', name: 'Arsenal', aliases: ['arsenal'], league: 'E0' },
  { id: 2, sportId: 'soccer', name: 'Liverpool', aliases: ['liverpool'], league: 'E0' },
  {
    id: 3,
    sportId: 'soccer',
    name: 'Leicester',
    aliases: ['leicester', 'leicester city'],
    league: 'E0',
  },
  {
    id: 4,
    sportId: 'soccer',
    name: 'West Ham',
    aliases: ['west ham', 'west ham united'],
    league: 'E0',
  },
  {
    id: 5,
    sportId: 'soccer',
    name: 'Bournemouth',
    aliases: ['bournemouth', 'afc bournemouth'],
    league: 'E0',
  },
  { id: 6, sportId: 'soccer', name: 'Leeds', aliases: ['leeds', 'leeds united'], league: 'E1' },
  { id: 7, sportId: 'soccer', name: 'Benfica', aliases: ['benfica'], league: 'UCL' },
  { id: 8, sportId: 'soccer', name: 'Barcelona', aliases: ['barcelona', 'barca'], league: 'SP1' },
  {
    id: 20,
    sportId: 'basketball',
    name: 'Los Angeles Lakers',
    aliases: ['los angeles lakers', 'lakers', 'lal'],
    league: 'NBA',
  },
  {
    id: 21,
    sportId: 'basketball',
    name: 'Boston Celtics',
    aliases: ['boston celtics', 'celtics', 'bos', 'boston'],
    league: 'NBA',
  },
  {
    id: 30,
    sportId: 'american-football',
    name: 'Kansas City Chiefs',
    aliases: ['kansas city chiefs', 'chiefs', 'kc'],
    league: 'NFL',
  },
  {
    id: 40,
    sportId: 'baseball',
    name: 'New York Yankees',
    aliases: ['new york yankees', 'yankees', 'yanks'],
    league: 'MLB',
  },
  {
    id: 41,
    sportId: 'baseball',
    name: 'Los Angeles Dodgers',
    aliases: ['los angeles dodgers', 'dodgers'],
    league: 'MLB',
  },
  {
    id: 50,
    sportId: 'ice-hockey',
    name: 'Edmonton Oilers',
    aliases: ['edmonton oilers', 'oilers', 'edmonton'],
    league: 'NHL',
  },
  {
    id: 51,
    sportId: 'ice-hockey',
    name: 'Toronto Maple Leafs',
    aliases: ['toronto maple leafs', 'maple leafs', 'leafs'],
    league: 'NHL',
  },
];

const FIXTURES: Fixture[] = [
  {
    matchId: 100,
    leagueId: 'E0',
    homeTeamId: 1,
    awayTeamId: 3,
    kickoff: at('2025-01-18T15:00:00Z'),
  },
  {
    matchId: 101,
    leagueId: 'E0',
    homeTeamId: 2,
    awayTeamId: 4,
    kickoff: at('2025-01-19T15:00:00Z'),
  },
  {
    matchId: 102,
    leagueId: 'E1',
    homeTeamId: 6,
    awayTeamId: 99,
    kickoff: at('2025-01-18T15:00:00Z'),
  },
  {
    matchId: 103,
    leagueId: 'NBA',
    homeTeamId: 20,
    awayTeamId: 21,
    kickoff: at('2025-01-16T01:00:00Z'),
  },
];

// Baseball and ice hockey are sports of the contract once MLB and NHL answers are served.
const LEAGUES = new Map<string, LeagueInfo>(
  (
    [
      ['E0', 'Premier League', 'soccer'],
      ['E1', 'Championship', 'soccer'],
      ['SP1', 'La Liga', 'soccer'],
      ['UCL', 'Champions League', 'soccer'],
      ['NBA', 'NBA', 'basketball'],
      ['NFL', 'NFL', 'american-football'],
      ['MLB', 'MLB', 'baseball'],
      ['NHL', 'NHL', 'ice-hockey'],
    ] as const
  ).map(([id, name, sport]) => [id, { id, name, sport: sport as LeagueInfo['sport'] }]),
);

const presence: TeamPresence[] = TEAMS.map((t) => ({
  teamId: t.id,
  leagueId: t.league,
  lastBefore: at('2025-01-10T00:00:00Z'),
  firstAfter: null,
}));
const ctx: InterpretContext = {
  directory: buildDirectory(TEAMS, presence, NOW),
  fixtures: FIXTURES,
  leagues: LEAGUES,
  now: NOW,
};

function outlook(question: string) {
  const result = interpret(question, ctx);
  if (!result.ok) throw new Error(`${question}: ${result.error}`);
  expect(result.interpretation.intent).toBe('outlook');
  expect(result.fixtures).toEqual([]);
  return { ...result.interpretation.outlook!, leagueId: result.interpretation.leagueId };
}

describe('outlook questions', () => {
  it.each([
    // The three questions.
    ['Who will win the Premier League?', 'E0', 'title', null],
    ['will Leicester go down', 'E0', 'relegation', 3],
    ['Lakers playoff chances', 'NBA', 'playoffs', 20],
    // And the ways people ask the others.
    ['Premier League odds to be relegated', 'E0', 'relegation', null],
    ['can Leeds get promoted', 'E1', 'promoted', 6],
    ['Leeds automatic promotion odds', 'E1', 'promotion', 6],
    ['Leeds promoted through the play-offs', 'E1', 'playoffPromotion', 6],
    ['Championship play-off chances', 'E1', 'playoffs', null],
    ['Chiefs to win the AFC West', 'NFL', 'divisionTitle', 30],
    ['Celtics 1st seed', 'NBA', 'topSeed', 21],
    ['Lakers play-in chances', 'NBA', 'playIn', 20],
    ['Arsenal top 4 odds', 'E0', 'top4', 1],
    ['Arsenal to finish in the Champions League places', 'E0', 'top4', 1],
    ['Liverpool title odds', 'E0', 'title', 2],
    ['will Liverpool win the league', 'E0', 'title', 2],
    ['Premier League winner', 'E0', 'title', null],
    ['La Liga champions', 'SP1', 'title', null],
    ['Barca to win La Liga', 'SP1', 'title', 8],
    ['NFL playoff picture', 'NFL', 'playoffs', null],
    ['Premier League table', 'E0', 'table', null],
  ])('%s', (question, leagueId, market, teamId) => {
    expect(outlook(question)).toMatchObject({ leagueId, market, teamId });
  });

  it.each([
    ['Who will win the World Series?', 'MLB', 'title', null, null],
    ['Yankees World Series odds', 'MLB', 'title', 40, null],
    ['AL pennant odds', 'MLB', 'pennant', null, 'AL'],
    ['who wins the NL pennant', 'MLB', 'pennant', null, 'NL'],
    ['Yankees to win the division', 'MLB', 'divisionTitle', 40, null],
    ['who wins the AL East', 'MLB', 'divisionTitle', null, 'AL East'],
    ['Dodgers make the playoffs', 'MLB', 'playoffs', 41, null],
    ['Yankees first round bye', 'MLB', 'bye', 40, null],
    ['Stanley Cup odds', 'NHL', 'title', null, null],
    ['Can the Oilers win the Stanley Cup', 'NHL', 'title', 50, null],
    ["Presidents' Trophy odds", 'NHL', 'bestRecord', null, null],
    ['Leafs wild card chances', 'NHL', 'wildCard', 51, null],
    ['Leafs to make the playoffs', 'NHL', 'playoffs', 51, null],
    ['who wins the Metropolitan Division', 'NHL', 'divisionTitle', null, 'Metropolitan'],
    ['Oilers to win the Pacific Division', 'NHL', 'divisionTitle', 50, 'Pacific'],
  ])('%s (MLB and NHL)', (question, leagueId, market, teamId, group) => {
    expect(outlook(question)).toMatchObject({ leagueId, market, teamId, group });
  });

  it('reads the Stanley Cup as a market even where the words also name the league', () => {
    const words = readOutlookWords(['stanley', 'cup', 'odds'], new Set(), [
      { start: 0, end: 2, leagueId: 'NHL', cup: false },
    ]);
    expect(words).toMatchObject({ market: 'title', impliedLeagueId: 'NHL' });
    // A market of another league never takes a league's name.
    const other = readOutlookWords(['world', 'series', 'odds'], new Set(), [
      { start: 0, end: 2, leagueId: 'NHL', cup: false },
    ]);
    expect(other).toBeNull();
  });

  it('says when an MLB or NHL market is asked of the wrong league or team', () => {
    const cases: [string, RegExp][] = [
      ['Lakers to win the Stanley Cup', /Lakers play in the NBA, not the NHL/],
      ['Oilers pennant odds', /Edmonton Oilers play in the NHL, not the MLB/],
      ['Yankees wild card odds', /does not count wild cards apart/],
      ['Chiefs first round bye', /first-round byes for MLB only/],
    ];
    for (const [question, error] of cases) {
      const result = interpret(question, ctx);
      expect(result.ok, question).toBe(false);
      expect(!result.ok && result.error, question).toMatch(error);
    }
  });

  it('keeps a team name that holds a market word, and reads the other way round', () => {
    expect(outlook('Will West Ham stay up?')).toMatchObject({
      market: 'relegation',
      teamId: 4,
      negated: true,
    });
    expect(outlook('AFC Bournemouth relegation odds')).toMatchObject({ teamId: 5, group: null });
  });

  it('reads places and groups', () => {
    expect(outlook('Celtics 2nd seed')).toMatchObject({ market: 'position', position: 2 });
    expect(outlook('Arsenal to finish 3rd')).toMatchObject({ market: 'position', position: 3 });
    expect(outlook('Who will be the top seed in the East')).toMatchObject({
      leagueId: 'NBA',
      market: 'topSeed',
      group: 'East',
      teamId: null,
    });
    expect(outlook('who wins the AFC West')).toMatchObject({
      leagueId: 'NFL',
      market: 'divisionTitle',
      group: 'AFC West',
    });
  });

  it('labels the question for the search box', () => {
    const result = interpret('will Leicester go down', ctx);
    expect(result.ok && result.interpretation.label).toBe(
      'Leicester · Premier League · relegation · season outlook',
    );
  });

  it('leaves match questions alone', () => {
    const match = interpret('Arsenal vs Leicester', ctx);
    expect(match.ok && match.interpretation).toMatchObject({ intent: 'match', matchId: 100 });
    const next = interpret('Leicester next match', ctx);
    expect(next.ok && next.interpretation).toMatchObject({ intent: 'team', matchId: 100 });
    const decider = interpret('Arsenal vs Leicester relegation six-pointer', ctx);
    expect(decider.ok && decider.interpretation).toMatchObject({ intent: 'match', matchId: 100 });
    // A dated 'who will win' is that day's slate, not the title.
    const slate = interpret('who will win the Premier League games this weekend', ctx);
    expect(slate.ok && slate.interpretation.intent).toBe('league');
    // 'play in' with a place after it is where a game is, not the play-in tournament.
    const played = interpret('Lakers play in Boston', ctx);
    expect(played.ok && played.interpretation.intent).not.toBe('outlook');
  });

  it('says which markets a league does not have, and what it cannot simulate', () => {
    const cases: [string, RegExp][] = [
      ['Will Arsenal get promoted', /Premier League is a top division/],
      ['Lakers relegation odds', /NBA has no relegation/],
      ['Who will win the NBA title', /decided in the play-offs/],
      ['Leeds to win the Premier League', /Leeds play in the Championship, not the Premier League/],
      ['Benfica title odds', /Benfica play in none of them/],
      ['Who will win the Champions League', /who wins the Champions League is not covered/],
      ['Lakers MVP odds', /awards such as the MVP/],
      ['who gets relegated', /Which league\?/],
    ];
    for (const [question, error] of cases) {
      const result = interpret(question, ctx);
      expect(result.ok, question).toBe(false);
      expect(!result.ok && result.error, question).toMatch(error);
    }
  });
});
