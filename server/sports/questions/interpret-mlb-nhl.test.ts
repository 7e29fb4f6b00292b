import { describe, expect, it } from 'vitest';
import { buildDirectory } from './build-directory.ts';
import { type Fixture, type InterpretContext, interpret } from './interpret.ts';
import { mlbId, nhlId } from './mlb-nhl-test-kit.ts';
import { at, ctx, ok, presenceOf, TEAMS } from './question-test-kit.ts';

// The clock is Wed 15 Jan 2025, 12:00 UTC: the NHL mid-season, MLB's opening week in late March.
const fixturesWithout = (...matchIds: number[]): InterpretContext => ({
  ...ctx,
  fixtures: ctx.fixtures.filter((f) => !matchIds.includes(f.matchId)),
});
const withFixture = (fixture: Fixture): InterpretContext => ({
  ...ctx,
  fixtures: [...ctx.fixtures, fixture].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime()),
});
const teamNamed = (name: string) => TEAMS.find((team) => team.name === name)!.id;

describe('interpret: MLB and NHL matches', () => {
  it.each([
    ['Yankees vs Red Sox', 'MLB', 'New York Yankees', 'Boston Red Sox', 502],
    ['Maple Leafs vs Canadiens', 'NHL', 'Toronto Maple Leafs', 'Montreal Canadiens', 401],
    // 'Giants' next to an MLB team is San Francisco, not New York's NFL side.
    ['Dodgers vs Giants', 'MLB', 'San Francisco Giants', 'Los Angeles Dodgers', 506],
    ['Rangers vs Devils', 'NHL', 'New Jersey Devils', 'New York Rangers', 402],
    ['Kings vs Ducks', 'NHL', 'Los Angeles Kings', 'Anaheim Ducks', 403],
    ['Panthers vs Lightning', 'NHL', 'Florida Panthers', 'Tampa Bay Lightning', 404],
    ['Jets vs Oilers', 'NHL', 'Winnipeg Jets', 'Edmonton Oilers', 405],
    ['Cardinals vs Cubs', 'MLB', 'Chicago Cubs', 'St. Louis Cardinals', 507],
    ['Senators vs Bruins', 'NHL', 'Ottawa Senators', 'Boston Bruins', 406],
    ['Caps vs Pens', 'NHL', 'Washington Capitals', 'Pittsburgh Penguins', 408],
    ["O's vs Jays", 'MLB', 'Baltimore Orioles', 'Toronto Blue Jays', 508],
    ['Nats vs Phillies', 'MLB', 'Washington Nationals', 'Philadelphia Phillies', 509],
    ["A's @ Mariners", 'MLB', 'Seattle Mariners', 'Athletics', 503],
  ])('%s', (question, leagueId, home, away, matchId) => {
    expect(ok(question).interpretation).toMatchObject({
      intent: 'match',
      leagueId,
      home,
      away,
      matchId,
      hypothetical: false,
    });
  });

  it("settles a name two sports share by the other team's sport", () => {
    for (const [question, leagueId, home, away] of [
      ['Rangers vs Astros', 'MLB', 'Texas Rangers', 'Houston Astros'],
      ['Kings vs Lakers', 'NBA', 'Sacramento Kings', 'Los Angeles Lakers'],
      ['Panthers vs Saints', 'NFL', 'Carolina Panthers', 'New Orleans Saints'],
      ['Jets vs Bills', 'NFL', 'New York Jets', 'Buffalo Bills'],
      ['Cardinals vs 49ers', 'NFL', 'Arizona Cardinals', 'San Francisco 49ers'],
      ['Bucs vs Saints', 'NFL', 'Tampa Bay Buccaneers', 'New Orleans Saints'],
      ['Red Sox vs White Sox', 'MLB', 'Boston Red Sox', 'Chicago White Sox'],
    ] as const) {
      // None of these is scheduled: a what-if in the league of the pair, home side first named.
      expect(ok(question).interpretation, question).toMatchObject({
        leagueId,
        home,
        away,
        hypothetical: true,
      });
    }
    expect(ok('Bucs vs Marlins').interpretation).toMatchObject({
      home: 'Miami Marlins',
      away: 'Pittsburgh Pirates',
      matchId: 501,
    });
  });

  it('settles a city several teams share by the other team and the scheduled meeting', () => {
    for (const [question, matchId] of [
      ['New York vs Devils', 402],
      ['New York vs Red Sox', 502],
      ['Chicago vs Cardinals', 507],
      ['Islanders vs Chicago', 409],
      ['LA vs Ducks', 403],
      ['LA vs Giants', 506],
      ['NY vs Boston', 502],
    ] as const) {
      expect(ok(question).interpretation.matchId, question).toBe(matchId);
    }
  });

  it('does not turn a name a typo away from a team in another sport into a cross-sport question', () => {
    // 'Raptor' is one edit from the Raptors (NBA): not a Leafs–Raptors what-if.
    const raptor = interpret('Leafs vs Raptor', ctx);
    expect(!raptor.ok && raptor.error).toMatch(
      /^We found Toronto Maple Leafs but not their opponent in the leagues Strix covers \(.*MLB and NHL\)/,
    );
  });
});

describe('interpret: MLB and NHL nicknames asked alone', () => {
  it.each([
    ['Leafs', 401],
    ['Habs', 401],
    ['Caps', 408],
    ['Pens prediction', 408],
    ['Yanks', 502],
    ['Cubbies', 507],
    ["O's", 508],
    ["o's odds", 508],
    ['Jays', 508],
    ['Nats', 509],
    ['Avs', 407],
  ])("%s is the team's next game", (question, matchId) => {
    expect(ok(question).interpretation).toMatchObject({ matchId });
  });

  it("reads 'Bolts', a name both Tampa Bay and the Chargers go by, as the team that plays", () => {
    // The Chargers' season is over: the Lightning play.
    expect(ok('Bolts').interpretation).toMatchObject({ matchId: 404 });
    // Both play, and the sources name both so: the sooner game.
    const chargers = withFixture({
      matchId: 900,
      leagueId: 'NFL',
      homeTeamId: teamNamed('Los Angeles Chargers'),
      awayTeamId: teamNamed('Denver Broncos'),
      kickoff: at('2025-01-16T01:00:00Z'),
    });
    expect(ok('Bolts', chargers).interpretation).toMatchObject({ matchId: 900 });
    expect(ok('Bolts NHL', chargers).interpretation).toMatchObject({ matchId: 404 });
  });

  it("reads 'Bucs' as the team with a match coming, else as Tampa Bay's", () => {
    // The Pirates open in March; the Buccaneers' season is over.
    expect(ok('Bucs').interpretation).toMatchObject({
      home: 'Miami Marlins',
      away: 'Pittsburgh Pirates',
      matchId: 501,
    });
    // Both play: the Buccaneers own the name, Pittsburgh's fans only borrow it.
    const both = withFixture({
      matchId: 903,
      leagueId: 'NFL',
      homeTeamId: teamNamed('Tampa Bay Buccaneers'),
      awayTeamId: teamNamed('Carolina Panthers'),
      kickoff: at('2025-04-01T17:00:00Z'),
    });
    expect(ok('Bucs', both).interpretation).toMatchObject({ matchId: 903 });
    // Neither plays: the owner's season is over.
    const none = interpret('Bucs', fixturesWithout(501));
    expect(!none.ok && none.error).toBe(
      'Tampa Bay Buccaneers have no upcoming match in our data: their season may be over.',
    );
  });

  it("asks which 'Sox' is meant unless exactly one of them has a match coming", () => {
    for (const question of ['Sox', 'sox prediction']) {
      const both = interpret(question, ctx);
      expect(both).toEqual({
        ok: false,
        error:
          'Two teams go by that name, Boston Red Sox and Chicago White Sox, and nothing in the question says which: name the one you mean.',
        suggestions: ['Boston Red Sox prediction', 'Chicago White Sox prediction'],
      });
    }
    const neither = interpret('Sox', fixturesWithout(502, 505));
    expect(!neither.ok && neither.suggestions).toEqual([
      'Boston Red Sox prediction',
      'Chicago White Sox prediction',
    ]);
    // Only the White Sox play: theirs is the game.
    expect(ok('Sox', fixturesWithout(502)).interpretation).toMatchObject({
      home: 'Chicago White Sox',
      matchId: 505,
    });
    // Next to another team the scheduled meeting settles it.
    expect(ok('Sox vs Yankees').interpretation).toMatchObject({ matchId: 502 });
  });

  it('asks which New York club is meant in the NHL, where neither owns the name', () => {
    const ny = interpret('NHL New York', ctx);
    expect(!ny.ok && ny.suggestions).toEqual([
      'New York Islanders prediction',
      'New York Rangers prediction',
    ]);
    // A name some team owns is still settled by the soonest match: the Chiefs play first.
    expect(ok('KC').interpretation).toMatchObject({ home: 'Kansas City Chiefs' });
  });
});

describe('interpret: MLB and NHL leagues and lines', () => {
  it('reads MLB, baseball, NHL, hockey and ice hockey as the leagues', () => {
    for (const question of ['MLB predictions', 'baseball games', 'Major League Baseball picks']) {
      const mlb = ok(question);
      expect(mlb.interpretation, question).toMatchObject({ intent: 'league', leagueId: 'MLB' });
      expect(mlb.fixtures.every((f) => f.leagueId === 'MLB')).toBe(true);
    }
    // 00:00 and 03:30 UTC on the 16th are 19:00 and 22:30 in New York on the 15th: tonight.
    for (const question of ['NHL games tonight', 'hockey tonight', 'ice hockey tonight']) {
      expect(
        ok(question).fixtures.map((f) => f.matchId),
        question,
      ).toEqual([401, 402, 403]);
    }
    expect(ok('best value bets NHL').interpretation).toMatchObject({
      intent: 'value',
      leagueId: 'NHL',
      league: 'NHL',
    });
    // The leagues' finals name the leagues, and their odds are the season's outlook: the chance
    // of winning the Cup or the Series, not the next games' prices.
    expect(ok('Stanley Cup odds').interpretation).toMatchObject({
      intent: 'outlook',
      leagueId: 'NHL',
    });
    expect(ok('World Series odds').interpretation).toMatchObject({
      intent: 'outlook',
      leagueId: 'MLB',
    });
    const field = interpret('field hockey predictions', ctx);
    expect(!field.ok && field.error).toMatch(/^Strix doesn't cover field hockey yet/);
  });

  it('reads run lines, puck lines and totals as lines, not dates or teams', () => {
    for (const question of [
      'Yankees -1.5',
      'Yankees -1.5 +145',
      'Yankees over 8.5 runs',
      'Yankees run line',
      'Yankees runline -1.5',
      'Yankees first 5 innings',
      'Yankees starting pitcher',
    ]) {
      expect(ok(question).interpretation, question).toMatchObject({
        matchId: 502,
        dateRange: null,
      });
    }
    for (const question of [
      'Leafs puck line -1.5',
      'Leafs puckline',
      'Leafs o6.5 goals',
      'Leafs under 5.5 in regulation',
      'Leafs starting goalie',
    ]) {
      expect(ok(question).interpretation, question).toMatchObject({
        matchId: 401,
        dateRange: null,
      });
    }
    expect(ok('Leafs puck line').interpretation.intent).toBe('odds');
    // 'runs' is one edit from the Suns: never read as a team.
    const suns = withFixture({
      matchId: 901,
      leagueId: 'NBA',
      homeTeamId: teamNamed('Phoenix Suns'),
      awayTeamId: 21,
      kickoff: at('2025-01-16T02:00:00Z'),
    });
    expect(ok('Red Sox over 8.5 runs', suns).interpretation).toMatchObject({ matchId: 502 });
  });
});

describe('interpret: franchises under their names at the clock', () => {
  it('finds the Athletics, the Guardians and Utah by every name they have had', () => {
    for (const question of ['Athletics', "A's", 'Oakland', 'Oakland Athletics', 'OAK']) {
      expect(ok(question).interpretation, question).toMatchObject({
        away: 'Athletics',
        matchId: 503,
      });
    }
    for (const question of ['Guardians', 'Indians', 'Cleveland', 'Cleveland Indians']) {
      expect(ok(question).interpretation, question).toMatchObject({
        away: 'Cleveland Guardians',
        matchId: 504,
      });
    }
    for (const question of ['Coyotes', 'Arizona Coyotes', 'Utah', 'Utah Hockey Club', 'Mammoth']) {
      // In January 2025 the club played as Utah Hockey Club.
      expect(ok(question).interpretation, question).toMatchObject({
        home: 'Utah Hockey Club',
        matchId: 407,
      });
    }
  });

  it('shows each franchise by the name it had at the clock', () => {
    const nameAt = (iso: string, id: number) =>
      buildDirectory(TEAMS, presenceOf(TEAMS), at(iso)).team(id)!.name;
    const utah = nhlId('Utah Mammoth');
    expect(nameAt('2013-11-01T00:00:00Z', utah)).toBe('Phoenix Coyotes');
    expect(nameAt('2023-11-01T00:00:00Z', utah)).toBe('Arizona Coyotes');
    expect(nameAt('2025-01-15T00:00:00Z', utah)).toBe('Utah Hockey Club');
    expect(nameAt('2025-10-15T00:00:00Z', utah)).toBe('Utah Mammoth');
    expect(nameAt('2021-06-01T00:00:00Z', mlbId('Cleveland Guardians'))).toBe('Cleveland Indians');
    expect(nameAt('2022-06-01T00:00:00Z', mlbId('Cleveland Guardians'))).toBe(
      'Cleveland Guardians',
    );
    expect(nameAt('2024-06-01T00:00:00Z', mlbId('Athletics'))).toBe('Oakland Athletics');
    expect(nameAt('2011-06-01T00:00:00Z', mlbId('Miami Marlins'))).toBe('Florida Marlins');
  });

  it("gives a city a franchise left to the teams that play there: 'Phoenix' is the Suns", () => {
    // Utah's club plays on Friday; the city and state it left are the Suns' and the Cardinals'.
    const phoenix = interpret('Phoenix', ctx);
    expect(!phoenix.ok && phoenix.error).toMatch(/^Phoenix Suns have no upcoming match/);
    const suns = withFixture({
      matchId: 902,
      leagueId: 'NBA',
      homeTeamId: teamNamed('Phoenix Suns'),
      awayTeamId: 21,
      kickoff: at('2025-01-19T02:00:00Z'),
    });
    expect(ok('Phoenix', suns).interpretation).toMatchObject({ matchId: 902 });
    const arizona = interpret('Arizona', ctx);
    expect(!arizona.ok && arizona.error).toMatch(/^Arizona Cardinals have no upcoming match/);
    // Before the move, Arizona was the Coyotes' own.
    const before = at('2023-11-01T12:00:00Z');
    const coyotes: InterpretContext = {
      ...ctx,
      directory: buildDirectory(TEAMS, presenceOf(TEAMS), before),
      now: before,
      fixtures: [
        {
          matchId: 903,
          leagueId: 'NHL',
          homeTeamId: nhlId('Utah Mammoth'),
          awayTeamId: nhlId('Colorado Avalanche'),
          kickoff: at('2023-11-02T02:00:00Z'),
        },
      ],
    };
    expect(ok('Arizona', coyotes).interpretation).toMatchObject({
      home: 'Arizona Coyotes',
      matchId: 903,
    });
    // 'Oakland', which no other team holds, still finds the Athletics.
    expect(ok('Oakland').interpretation).toMatchObject({ away: 'Athletics', matchId: 503 });
  });
});
