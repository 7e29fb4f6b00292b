import { describe, expect, it } from 'vitest';
import { type Fixture, interpret } from './interpret.ts';
import { at, ctx, ok } from './question-test-kit.ts';

describe('interpret: one match', () => {
  it.each([
    ['Arsenal vs Manchester City prediction', 'match', 'Arsenal', 'Manchester City', 105],
    ['arsenal v man city', 'match', 'Arsenal', 'Manchester City', 105],
    ['Man City against Arsenal', 'match', 'Arsenal', 'Manchester City', 105],
    ['Arsenal - Man City', 'match', 'Arsenal', 'Manchester City', 105],
    ['who will win Arsenal Man City?', 'match', 'Arsenal', 'Manchester City', 105],
    ['Chelsea vs Liverpool value bets', 'value', 'Chelsea', 'Liverpool', 107],
    ['Liverpool vs Chelsea', 'match', 'Chelsea', 'Liverpool', 107],
    ['Barca vs Real', 'match', 'Barcelona', 'Real Madrid', 106],
    ['Wolves v Man Utd', 'match', 'Wolves', 'Manchester United', 104],
    ['Texans @ KC', 'match', 'Kansas City Chiefs', 'Houston Texans', 103],
    ['Texans at Chiefs odds', 'odds', 'Kansas City Chiefs', 'Houston Texans', 103],
    ['Arsneal vs Man Cty', 'match', 'Arsenal', 'Manchester City', 105],
    [
      'Timberwolves vs Dubs tonight',
      'match',
      'Minnesota Timberwolves',
      'Golden State Warriors',
      102,
    ],
  ])('%s', (question, intent, home, away, matchId) => {
    const { interpretation } = ok(question);
    expect(interpretation).toMatchObject({ intent, home, away, matchId, hypothetical: false });
  });

  it('settles a shared nickname with the other team: Spurs is Tottenham next to Arsenal', () => {
    expect(ok('Arsenal vs Spurs').interpretation).toMatchObject({
      home: 'Arsenal',
      away: 'Tottenham Hotspur',
      matchId: 100,
    });
    expect(ok('Spurs vs Lakers').interpretation).toMatchObject({
      home: 'San Antonio Spurs',
      away: 'Los Angeles Lakers',
      hypothetical: true,
    });
  });

  it("settles names two sports share by the scheduled meeting, then by the team's own name", () => {
    // 'LA' is the Lakers, Clippers, Rams or Chargers; Miami is the Heat or the Dolphins: the
    // Lakers play the Heat tonight, the Rams and the Dolphins have no game.
    for (const question of ['Miami vs LA', 'LA vs Miami', 'Los Angeles vs Miami']) {
      expect(ok(question).interpretation).toMatchObject({ league: 'NBA', matchId: 101 });
    }
    // Neither pair is scheduled: 'Wolves' is Wolverhampton's own name, Minnesota's nickname.
    for (const question of ['Spurs vs Wolves', 'Wolves vs Spurs']) {
      expect(ok(question).interpretation).toMatchObject({
        league: 'Premier League',
        hypothetical: true,
      });
    }
  });

  it('settles a name several teams share, asked alone, by who plays next, then by its owner', () => {
    // The Saints of New Orleans have no game left; Southampton's fans' 'Saints' do.
    expect(ok('Saints').interpretation).toMatchObject({ intent: 'team', matchId: 110 });
    // Both play: 'Eagles' is Philadelphia's name and only a nickname of Crystal Palace.
    expect(ok('Eagles').interpretation).toMatchObject({ intent: 'team', matchId: 109 });
    // Both play: 'Wolves' is Wolverhampton's own name, the Timberwolves' short name.
    expect(ok('Wolves').interpretation).toMatchObject({ intent: 'team', matchId: 104 });
    expect(ok('Saints vs Eagles').interpretation).toMatchObject({ matchId: 110 });
  });

  it('labels the fixture with its day in the league time zone', () => {
    expect(ok('Arsenal vs Man City').interpretation.label).toBe(
      'Arsenal vs Manchester City · Sun 2 Feb',
    );
  });

  it('answers a meeting with no scheduled match as a labelled what-if', () => {
    const { interpretation } = ok('NBA Lakers vs Warriors odds');
    expect(interpretation).toMatchObject({
      intent: 'odds',
      sport: 'basketball',
      home: 'Los Angeles Lakers',
      away: 'Golden State Warriors',
      matchId: null,
      hypothetical: true,
    });
    expect(interpretation.label).toContain('hypothetical');
  });

  it('refuses teams from different sports and unknown names', () => {
    const sports = interpret('Arsenal vs Lakers', ctx);
    expect(sports).toMatchObject({ ok: false });
    expect(!sports.ok && sports.error).toMatch(/different sports/);
    const derby = interpret('Derby vs Arsenal', ctx);
    expect(!derby.ok && derby.error).toMatch(/Derby have no recent matches/);
    const unknown = interpret('Manchestr Unitd fc prediction', ctx);
    expect(unknown.ok).toBe(true);
    const gibberish = interpret('Qwzxv prediction', ctx);
    expect(gibberish.ok).toBe(false);
  });

  it('does not turn a typo-distance name into a cross-sport question', () => {
    // The WNBA's Sparks are one edit from the Sharks (NHL): a team Strix does not cover, not
    // Lakers–Sharks.
    const sparks = interpret('Lakers vs Sparks', ctx);
    // What was found is named; what was asked is not repeated (errors never echo input).
    expect(!sparks.ok && sparks.error).toMatch(/^We found .*Lakers but not their opponent/);
    expect(!sparks.ok && sparks.error).not.toMatch(/sparks/i);
  });

  it('says what it could not place in a question without quoting the question', () => {
    const nothing = interpret('Qwzxv Plonk prediction', ctx);
    expect(!nothing.ok && nothing.error).toMatch(
      /^We could not find a team or league in your question\./,
    );
    expect(!nothing.ok && nothing.error).not.toMatch(/qwzxv|plonk/i);
    // A near miss is suggested from the catalogue, by its own name.
    const near = interpret('Livrpl prediction', ctx);
    expect(!near.ok && near.error).toBe(
      'We could not find a team or league in your question. Did you mean Liverpool?',
    );
    expect(!near.ok && near.suggestions.join(' ')).not.toMatch(/Livrpl/i);
  });

  it('reads words asked around a match as such, not as teams', () => {
    // 'gets' and 'news' are one edit from 'nets'.
    const relegated = interpret('who gets relegated', ctx);
    expect(!relegated.ok && relegated.error).not.toMatch(/Nets/);
    for (const question of ['Arsenal news', 'Arsenal injury news', 'Arsenal form']) {
      expect(ok(question).interpretation).toMatchObject({ intent: 'team', matchId: 100 });
    }
  });

  it('suggests the team a typo most likely meant', () => {
    const { interpretation } = ok('Manchster Untied');
    expect([interpretation.home, interpretation.away]).toContain('Manchester United');
    const unknown = interpret('Totenham Hotspurr Rovers Athletic', ctx);
    expect(unknown.ok ? unknown.interpretation.label : unknown.suggestions.join(' ')).toMatch(
      /Tottenham/,
    );
    const nothing = interpret('Livrpl prediction', ctx);
    expect(!nothing.ok && nothing.suggestions.join(' ')).toMatch(/Liverpool/);
  });
});

describe('interpret: a team, a league, value and odds', () => {
  it("finds a team's next match", () => {
    expect(ok('Arsenal prediction').interpretation).toMatchObject({ intent: 'team', matchId: 100 });
    expect(ok('will the Lakers win tonight').interpretation).toMatchObject({
      intent: 'team',
      matchId: 101,
      dateRange: { label: 'tonight' },
    });
    expect(ok('KC').interpretation.matchId).toBe(103);
  });

  it('does not read short words as team codes unless written as codes', () => {
    expect(interpret('min', ctx).ok).toBe(false);
    expect(ok('MIA').interpretation.matchId).toBe(101);
  });

  it("reads a league's slate, with dates in the league's time zone", () => {
    const nba = ok('NBA games tonight');
    expect(nba.interpretation).toMatchObject({ intent: 'league', leagueId: 'NBA', league: 'NBA' });
    // 00:30 UTC on the 16th is 19:30 on the 15th in New York: tonight.
    expect(nba.fixtures.map((f) => f.matchId)).toEqual([101, 102]);
    const epl = ok('Premier League predictions');
    expect(epl.fixtures.map((f) => f.matchId)).toEqual([100, 104]);
  });

  it('reads value questions with or without a league', () => {
    const all = ok('best value bets today');
    expect(all.interpretation).toMatchObject({ intent: 'value', leagueId: null });
    // Tonight's NHL games (401–403) are today in New York.
    expect(all.fixtures.map((f) => f.matchId)).toEqual([100, 401, 402, 101, 102, 403]);
    const epl = ok('Premier League best bets today');
    expect(epl.interpretation).toMatchObject({ intent: 'value', leagueId: 'E0' });
    expect(epl.fixtures.map((f) => f.matchId)).toEqual([100]);
    expect(ok('best NBA bets').interpretation).toMatchObject({ intent: 'value', leagueId: 'NBA' });
  });

  it("reads a weekday inside a team's name as the name, and a possessive as the word", () => {
    for (const question of ['Sheffield Wednesday vs Leeds', 'sheff wed v leeds']) {
      expect(ok(question).interpretation).toMatchObject({ matchId: 108, dateRange: null });
    }
    expect(ok("Sheffield Wednesday's game on Sunday").interpretation).toMatchObject({
      intent: 'team',
      matchId: 108,
      dateRange: { label: 'Sun 19 Jan' },
    });
    expect(ok("Sunday's Championship games").interpretation).toMatchObject({
      intent: 'league',
      dateRange: { label: 'Sun 19 Jan' },
    });
  });

  it("reads 'Premiership' as the Premier League, unless it is Scotland's", () => {
    expect(ok('Premiership predictions').interpretation).toMatchObject({
      intent: 'league',
      leagueId: 'E0',
    });
    const scottish = interpret('Scottish Premiership predictions', ctx);
    expect(!scottish.ok && scottish.error).toMatch(/doesn't cover the Scottish Premiership/);
  });

  it('reads season-long markets as outlook questions, and still says awards are not covered', () => {
    expect(ok('Liverpool title odds').interpretation).toMatchObject({
      intent: 'outlook',
      leagueId: 'E0',
      outlook: { market: 'title', teamId: 6 },
    });
    expect(ok('Premier League relegation odds').interpretation).toMatchObject({
      intent: 'outlook',
      outlook: { market: 'relegation', teamId: null },
    });
    const mvp = interpret('Lakers MVP odds', ctx);
    expect(!mvp.ok && mvp.error).toMatch(/awards such as the MVP/);
    // A match question that mentions the title is still a match question.
    expect(ok('Arsenal vs Man City title decider').interpretation).toMatchObject({ matchId: 105 });
  });

  it('reads a betting line as goals or points, not as a date', () => {
    for (const question of ['over 2.5 goals Arsenal', 'Arsenal under 3.5', 'Arsenal +1.5']) {
      expect(ok(question).interpretation).toMatchObject({
        intent: 'team',
        matchId: 100,
        dateRange: null,
      });
    }
    expect(ok('Arsenal over 2.5 goals 2/2').interpretation).toMatchObject({ matchId: 105 });
  });

  it('reads a name typed without its spaces', () => {
    expect(ok('arsenal vs mancity').interpretation).toMatchObject({ matchId: 105 });
    expect(ok('goldenstate @ minnesota timberwolves').interpretation).toMatchObject({
      matchId: 102,
    });
  });

  it("reads 'City' and 'United' as the Manchester clubs", () => {
    expect(ok('Arsenal vs City').interpretation).toMatchObject({ matchId: 105 });
    expect(ok('United vs City').interpretation).toMatchObject({
      home: 'Manchester United',
      away: 'Manchester City',
    });
  });

  it("answers 'today' on a day without games with the next day that has some, and says so", () => {
    // Wed 15 Jan: the NFL's next game is Sat 18 Jan, three days on.
    const nfl = ok('NFL games tonight');
    expect(nfl.fixtures.map((f) => f.matchId)).toEqual([103]);
    expect(nfl.interpretation).toMatchObject({
      intent: 'league',
      dateRange: { label: 'Sat 18 Jan' },
      label: 'NFL · Sat 18 Jan · 1 match',
      notice: 'No NFL matches tonight (Wed 15 Jan); this is the next one, on Sat 18 Jan.',
    });
    // A sport's 'today' skips other sports: on Thu 16 Jan soccer's next day is Sun 19 Jan.
    const soccer = interpret('soccer value bets today', {
      ...ctx,
      now: at('2025-01-16T12:00:00Z'),
    });
    expect(soccer.ok && soccer.fixtures.map((f) => f.matchId)).toEqual([108]);
    expect(soccer.ok && soccer.interpretation.notice).toBe(
      'No soccer matches today (Thu 16 Jan); this is the next one, on Sun 19 Jan.',
    );
    // A day with games has no notice.
    expect(ok('Premier League best bets today').interpretation.notice).toBeNull();
  });

  it('says when a league has nothing on the asked day or soon after, and what is next', () => {
    // La Liga's next game is in May, past the fortnight a 'today' question looks ahead.
    const laLiga = interpret('La Liga predictions today', ctx);
    expect(!laLiga.ok && laLiga.error).toMatch(
      /^No La Liga matches today\. The next one is Barcelona vs Real Madrid on Sun 11 May/,
    );
    // A day the person chose is answered as asked.
    const tomorrow = interpret('NFL games tomorrow', ctx);
    expect(!tomorrow.ok && tomorrow.error).toMatch(
      /^No NFL matches tomorrow\. The next one is Kansas City Chiefs vs Houston Texans/,
    );
  });

  it('names competitions it does not cover', () => {
    const result = interpret('Conference League predictions', ctx);
    expect(!result.ok && result.error).toMatch(/doesn't cover the Conference League/);
  });

  it('reads dates: tomorrow, weekdays, this weekend and explicit days', () => {
    expect(ok('Chiefs vs Texans saturday').interpretation.dateRange?.label).toBe('Sat 18 Jan');
    const weekend = ok('NFL this weekend');
    expect(weekend.interpretation.dateRange?.label).toBe('this weekend');
    expect(weekend.fixtures.map((f) => f.matchId)).toEqual([103]);
    expect(interpret('Premier League this weekend', ctx).ok).toBe(false);
    expect(ok('NFL games 18 Jan').fixtures.map((f) => f.matchId)).toEqual([103]);
    expect(ok('NFL games jan 18th').fixtures.map((f) => f.matchId)).toEqual([103]);
    const tomorrow = interpret('NBA games tomorrow', ctx);
    expect(!tomorrow.ok && tomorrow.error).toMatch(
      /^No NBA matches tomorrow\. The next one is Los Angeles Lakers vs Miami Heat on Wed 15 Jan/,
    );
  });
});

describe('interpret: named fixtures and bare days', () => {
  it('reads a derby by its name', () => {
    expect(ok('North London derby prediction').interpretation).toMatchObject({
      home: 'Arsenal',
      away: 'Tottenham Hotspur',
      matchId: 100,
    });
    expect(ok('El Clasico odds').interpretation).toMatchObject({ intent: 'odds', matchId: 106 });
  });

  it("reads a day with no team as that day's slate", () => {
    const tonight = ok('who will win tonight');
    expect(tonight.interpretation.intent).toBe('league');
    expect(tonight.fixtures.map((f) => f.matchId)).toEqual([100, 401, 402, 101, 102, 403]);
  });

  it('suggests nothing for words nowhere near a team name', () => {
    const hello = interpret('hello', ctx);
    expect(hello).toMatchObject({ ok: false });
    expect(!hello.ok && hello.suggestions).toEqual([
      'Arsenal vs Manchester City prediction',
      'NBA games tonight',
      'best value bets today',
    ]);
  });
});

describe('interpret: a day the teams do not meet on', () => {
  it('resolves to their next meeting and says it is not on that day', () => {
    const { interpretation } = ok('Chiefs vs Texans tonight');
    expect(interpretation.matchId).toBe(103);
    expect(interpretation.label).toBe(
      'Kansas City Chiefs vs Houston Texans · Sat 18 Jan (not tonight)',
    );
  });
});

describe('interpret: the Champions League', () => {
  it("answers 'Champions League predictions' with the next matchday, not the one after", () => {
    const result = ok('Champions League predictions');
    expect(result.fixtures.map((f) => f.matchId)).toEqual([201, 202]);
    expect(result.interpretation).toMatchObject({
      intent: 'league',
      leagueId: 'UCL',
      league: 'Champions League',
      matchId: 201,
      label: 'Champions League · League phase · Matchday 7 · 2 matches',
    });
    expect(ok('UCL games').fixtures.map((f) => f.matchId)).toEqual([201, 202]);
  });

  it('finds the cup fixture between a cup-only club and a La Liga side, home side from the fixture', () => {
    for (const question of ['Benfica vs Barcelona', 'Barcelona v Benfica']) {
      expect(ok(question).interpretation).toMatchObject({
        intent: 'match',
        leagueId: 'UCL',
        home: 'Benfica',
        away: 'Barcelona',
        matchId: 201,
        hypothetical: false,
      });
    }
    expect(ok('Celtic prediction').interpretation).toMatchObject({ matchId: 202, leagueId: 'UCL' });
    // Arsenal's next match is Spurs tonight (100); asked about Europe, it is their cup match.
    expect(ok('Arsenal prediction').interpretation).toMatchObject({ matchId: 100 });
    expect(ok('Arsenal champions league').interpretation).toMatchObject({ matchId: 204 });
  });

  it('rates clubs of different leagues with no fixture between them as a Champions League what-if', () => {
    expect(ok('Real Madrid vs Man City').interpretation).toMatchObject({
      leagueId: 'UCL',
      league: 'Champions League',
      home: 'Real Madrid',
      away: 'Manchester City',
      matchId: null,
      hypothetical: true,
    });
    expect(ok('PSG v Liverpool champions league').interpretation).toMatchObject({
      leagueId: 'UCL',
      home: 'Paris Saint-Germain',
      away: 'Liverpool',
      matchId: null,
      hypothetical: true,
    });
    expect(ok('Arsenal vs Barcelona').interpretation).toMatchObject({
      leagueId: 'UCL',
      hypothetical: true,
    });
  });

  it('reads a named competition over a league fixture, and the Europa League as UEL', () => {
    // Arsenal and City meet in the Premier League (105); asked about Europe, it is a what-if.
    expect(ok('Arsenal vs Man City champions league').interpretation).toMatchObject({
      leagueId: 'UCL',
      matchId: null,
      hypothetical: true,
    });
    expect(ok('Arsenal vs Man City').interpretation).toMatchObject({
      leagueId: 'E0',
      matchId: 105,
    });
    expect(ok('Arsenal v Celtic europa league').interpretation).toMatchObject({
      leagueId: 'UEL',
      league: 'Europa League',
      hypothetical: true,
    });
    const none = interpret('Europa League predictions', ctx);
    expect(!none.ok && none.error).toMatch(/no upcoming Europa League matches/);
  });
});

describe('interpret: a meeting that has kicked off', () => {
  // Fictional meetings before the clock (Wed 15 Jan, 12:00 UTC), newest first.
  const played = (recent: Fixture[]) => (question: string) => {
    const result = interpret(question, { ...ctx, recent });
    if (!result.ok) throw new Error(`${question}: ${result.error}`);
    return result;
  };
  const inPlay: Fixture = {
    matchId: 300,
    leagueId: 'E0',
    homeTeamId: 6,
    awayTeamId: 5,
    kickoff: at('2025-01-15T11:30:00Z'),
    status: 'in-play',
  };
  const finished = (matchId: number, home: number, away: number, kickoff: string): Fixture => ({
    matchId,
    leagueId: 'E0',
    homeTeamId: home,
    awayTeamId: away,
    kickoff: at(kickoff),
    status: 'finished',
  });

  it('answers with a meeting in play over the next one, home side from the match', () => {
    const { interpretation, fixtures } = played([inPlay])('Chelsea vs Liverpool prediction');
    expect(interpretation).toMatchObject({
      home: 'Liverpool',
      away: 'Chelsea',
      matchId: 300,
      hypothetical: false,
      label: 'Liverpool vs Chelsea · Wed 15 Jan · in play',
    });
    expect(fixtures).toEqual([inPlay]);
  });

  it('answers with a meeting finished in the last days when the next one is weeks away', () => {
    const ask = played([finished(301, 6, 5, '2025-01-13T16:30:00Z')]);
    expect(ask('Liverpool v Chelsea odds').interpretation).toMatchObject({
      intent: 'odds',
      matchId: 301,
      label: 'Liverpool vs Chelsea · Mon 13 Jan · full time',
    });
    // Two teams who met days ago and had never been scheduled again: the match, not a what-if.
    expect(
      played([finished(302, 3, 6, '2025-01-14T20:00:00Z')])('Man Utd vs Liverpool').interpretation,
    ).toMatchObject({ matchId: 302, hypothetical: false });
  });

  it('answers with the next meeting when it is within two weeks of a finished one', () => {
    // Arsenal v Tottenham is tonight: Sunday's meeting is over, tonight's is the question.
    const ask = played([finished(303, 4, 1, '2025-01-12T16:30:00Z')]);
    expect(ask('Arsenal vs Spurs').interpretation).toMatchObject({
      matchId: 100,
      label: 'Arsenal vs Tottenham Hotspur · Wed 15 Jan',
    });
  });

  it('answers with the meeting on the day asked for', () => {
    const ask = played([{ ...finished(304, 1, 4, '2025-01-15T10:00:00Z'), status: 'in-play' }]);
    // In play this morning, and again tonight (a fictional double header): 'tonight' is tonight's.
    expect(ask('Arsenal vs Spurs tonight').interpretation.matchId).toBe(100);
    expect(ask('Arsenal vs Spurs').interpretation.matchId).toBe(304);
  });

  it('answers a later day they do not meet on with their next meeting, not one already played', () => {
    for (const recent of [[inPlay], [finished(305, 6, 5, '2025-01-14T20:00:00Z')]]) {
      expect(played(recent)('Chelsea vs Liverpool tomorrow').interpretation).toMatchObject({
        matchId: 107,
        label: 'Chelsea vs Liverpool · Sun 4 May (not tomorrow)',
      });
    }
  });
});
