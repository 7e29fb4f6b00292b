import type {
  DynamicPrediction,
  Interpretation,
  MatchResponse,
  RecentSearch,
  SearchResponse,
  StatsResponse,
} from '@contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictions } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';
import { settlePredictions } from '../grading/settle.ts';

describe.each(databaseKinds)('search on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    // Unlimited searches: the allowance itself is tested in features/usage.
    await setPlan(t.database, registered.user.id, 'premium');
    // The served rule finds no value on the 15 Jan slate; a test bookmaker prices Newcastle–Wolves
    // a little above fair (test/value-prices.ts), beside the real books and the exchange.
    const asked = await t.app.inject({ url: '/api/interpret?q=Newcastle%20vs%20Wolves' });
    await addValuePrices(t.database.db, { ...MIDWEEK, matchIds: [asked.json().matchId] });
  }, 120_000);
  afterAll(() => t.close());

  const search = (query: unknown, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(auth),
      remoteAddress: nextIp(),
      payload: { query },
    });

  it('needs a signed-in user and a real question', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: 'Arsenal vs Chelsea' },
    });
    expect(anonymous.statusCode).toBe(401);
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/Please enter a betting question to search\./);
    expect((await search(42)).statusCode).toBe(400);
    expect((await search('x'.repeat(301))).statusCode).toBe(400);
  });

  it('answers a fixture priced after the clock with the model alone, and says when prices come', async () => {
    // At Wed 15 Jan, Arsenal v Man City (Sun 2 Feb) has no prices: football-data collects them
    // on the Friday before, 31 Jan at 17:00 UK time.
    const response = await search('Arsenal vs Manchester City prediction');
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchResponse;
    expect(body.interpretation).toMatchObject({
      intent: 'match',
      home: 'Arsenal',
      away: 'Manchester City',
      hypothetical: false,
      label: 'Arsenal vs Manchester City · Sun 2 Feb',
    });
    const p = body.prediction;
    expect(p.market).toBeNull();
    expect(body.odds).toEqual([]);
    expect(body.valueBets).toEqual([]);
    expect(body.pricesPending).toMatchObject({ expectedAt: '2025-01-31T17:00:00.000Z' });
    expect(body.pricesPending!.note).toMatch(/Friday/);
    // With no market to pool, what Strix publishes is the model.
    expect(p.homeTeamWinProb).toBeCloseTo(p.model.home * 100, 0);
    // One-decimal percentages that add up exactly, so 100 − home − away is the draw shown.
    expect(Math.round((p.homeTeamWinProb + p.awayTeamWinProb + p.drawProb!) * 10)).toBe(1000);
    expect(p.confidence).toBeGreaterThan(0);
    expect(p.confidence).toBeLessThan(100);
    expect(p.predictionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.prediction).toContain('Arsenal');
    // Form comes from results before the clock only.
    expect(p.formGuide.home).toHaveLength(5);
    for (const game of [...p.formGuide.home, ...p.formGuide.away]) {
      expect(Date.parse(game.date)).toBeLessThan(Date.parse('2025-01-15T12:00:00Z'));
    }
    expect(body.articles).toEqual([]);
    expect(body.newsAvailable).toBe(false);
    // No news source on this server: a quiet note, not "unavailable".
    expect(body.newsStatus).toBe('not-configured');
  });

  it('says which probability a value bet stands on, and never lists the exchange long shot', async () => {
    const body = (await search('Newcastle vs Wolves')).json() as SearchResponse;
    const p = body.prediction;
    expect(body.valueBetsNote).toBeNull();
    // Betfair Exchange quotes Wolves at 9.40 (+8% on the market's fair price after commission):
    // an exchange with no stated stake, above the 6.00 cap, is never a value bet.
    expect(body.odds.find((r) => r.sportsbook === 'Betfair Exchange')!.decimal.away).toBe(9.4);
    expect(body.valueBets.some((b) => b.exchange || b.netDecimalOdds > 6)).toBe(false);
    const newcastle = body.valueBets.find((bet) => bet.outcome === 'home')!;
    expect(newcastle).toMatchObject({ sportsbook: 'Test Sportsbook', exchange: false });
    // Soccer publishes the market's fair price; the model alone is the Model vs Market column.
    expect(newcastle.probabilityBasis).toBe('market');
    expect(Math.abs(newcastle.modelProbability - p.homeTeamWinProb)).toBeLessThanOrEqual(0.1);
    expect(newcastle.modelAloneProbability).toBe(Math.round(p.model.home * 1000) / 10);
    expect(newcastle.marketProbability).toBe(Math.round(p.market!.home * 1000) / 10);
    expect(newcastle.analysis).toContain(
      `Strix puts Newcastle United's win at ${newcastle.modelProbability.toFixed(1)}%, the market's fair price (the model alone says ${newcastle.modelAloneProbability.toFixed(1)}%)`,
    );
    // The card says how old its price is: the row's capture, Tuesday afternoon.
    const row = body.odds.find((r) => r.sportsbook === 'Test Sportsbook')!;
    expect(newcastle.capturedAt).toBe(row.capturedAt);
    expect(newcastle.capturedAt).toBe(MIDWEEK.capturedAt.toISOString());
    expect(newcastle.cautiousExpectedValue).toBeGreaterThan(0);
  });

  it('explains an empty value-bet list in the search and on the match page', async () => {
    // Tottenham at the exchange shows +4.4% after commission, but exchange prices do not count.
    const spurs = (await search('Arsenal vs Tottenham')).json() as SearchResponse;
    expect(spurs.valueBets).toEqual([]);
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${spurs.prediction.matchId}`,
        headers: bearer(token),
      })
    ).json() as MatchResponse;
    expect(match.valueBets).toEqual([]);
    expect(match.valueBetsNote).toBe(spurs.valueBetsNote);
    expect(spurs.valueBetsNote).toContain(
      'No price clears the 3% edge Strix asks for at a price up to 6.00 once a one-point allowance for error is counted (exchange prices do not count: our data gives no stake behind them): the closest is ',
    );
    expect(spurs.valueBetsNote).not.toContain('Betfair Exchange');
  });

  it('keeps searches per user, newest first and without repeats', async () => {
    const other = await registerUser(t.app);
    await setPlan(t.database, other.user.id, 'premium');
    await search('Premier League predictions', other.token);
    // Asked again the same day, an answer is re-opened, not stored again (usage/repeat-asks).
    await search('everton vs fulham prediction');
    await search('Everton vs Fulham prediction');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/searches',
      headers: bearer(token),
    });
    const list = response.json() as RecentSearch[];
    expect(list[0]!.query).toBe('everton vs fulham prediction');
    expect(
      list.filter((s) => s.query.toLowerCase() === 'everton vs fulham prediction'),
    ).toHaveLength(1);
    expect(list.some((s) => s.query === 'Premier League predictions')).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/searches' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a league slate with its fixtures and value bets across them', async () => {
    const body = (await search('Premier League best bets today')).json() as SearchResponse;
    expect(body.interpretation).toMatchObject({ intent: 'value', leagueId: 'E0' });
    // 15 Jan 2025: Arsenal v Tottenham and the other evening games, none of them played yet.
    expect(body.matches.length).toBeGreaterThan(0);
    expect(
      body.matches.some((m) => m.homeTeam === 'Arsenal' && m.awayTeam === 'Tottenham Hotspur'),
    ).toBe(true);
    for (const bet of body.valueBets)
      expect(body.matches.some((m) => m.matchId === bet.matchId)).toBe(true);
  });

  it('leads a value question with a screener row for every value bet on the slate at the clock', async () => {
    const body = (await search('best value bets today')).json() as SearchResponse;
    expect(body.interpretation.intent).toBe('value');
    const rows = body.screener!;
    // Wed 15 Jan: the test bookmaker's prices on Newcastle–Wolves are the slate's value bets.
    expect(rows.length).toBe(body.valueBets.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        league: 'Premier League',
        homeTeam: 'Newcastle United',
        awayTeam: 'Wolves',
        valueBet: true,
        price: { sportsbook: 'Test Sportsbook', capturedAt: MIDWEEK.capturedAt.toISOString() },
      });
      const bet = body.valueBets.find(
        (b) => b.matchId === row.matchId && b.outcome === row.outcome,
      )!;
      expect(row).toMatchObject({
        pick: bet.description,
        kickoff: bet.kickoff,
        modelProbability: bet.modelProbability,
        marketProbability: bet.marketProbability,
        expectedValue: bet.expectedValue,
        kellyStake: bet.kellyStake,
      });
      expect(body.matches.some((m) => m.matchId === row.matchId)).toBe(true);
      expect(Date.parse(row.price!.capturedAt)).toBeLessThanOrEqual(
        Date.parse('2025-01-15T00:00:00Z'),
      );
    }
    // A one-match question keeps its own layout: no screener.
    const one = (await search('Newcastle vs Wolves')).json() as SearchResponse;
    expect(one.screener).toBeUndefined();
  });

  it('gives a league question one screener row per match, with its value bet or likeliest outcome', async () => {
    const body = (await search('Premier League predictions')).json() as SearchResponse;
    const rows = body.screener!;
    expect(rows.map((r) => r.matchId).sort()).toEqual(body.matches.map((m) => m.matchId).sort());
    const wolves = rows.find((r) => r.awayTeam === 'Wolves' && r.homeTeam === 'Newcastle United')!;
    expect(wolves).toMatchObject({ valueBet: true, price: { sportsbook: 'Test Sportsbook' } });
    // Arsenal v Tottenham has no value bet: Arsenal, Strix's likeliest outcome, at the best price.
    const spurs = rows.find((r) => r.awayTeam === 'Tottenham Hotspur')!;
    const card = body.matches.find((m) => m.matchId === spurs.matchId)!;
    expect(spurs).toMatchObject({ valueBet: false, pick: 'Arsenal to win', kellyStake: null });
    expect(spurs.modelProbability).toBeCloseTo(card.homeWinProb, 0);
    expect(spurs.price).not.toBeNull();
    expect(spurs.expectedValue).toBeCloseTo(
      (spurs.modelProbability / 100) * spurs.price!.netDecimalOdds * 100 - 100,
      0,
    );
    // Matches not priced at the clock are rows without a price, never an invented one.
    for (const row of rows.filter((r) => r.price === null)) {
      expect(row.expectedValue).toBeNull();
      expect(row.marketProbability).toBeNull();
    }
    expect(rows.some((r) => r.price === null)).toBe(true);
  });

  it('shows no May prices for a May fixture asked about in January', async () => {
    const body = (await search('Chelsea vs Liverpool value bets')).json() as SearchResponse;
    expect(body.interpretation).toMatchObject({ home: 'Chelsea', away: 'Liverpool' });
    expect(body.prediction.kickoff).toBe('2025-05-04T15:30:00.000Z');
    // The file holds Pinnacle's pre-match 2.15 / 3.75 / 3.20, collected on Friday 2 May.
    expect(body.odds).toEqual([]);
    expect(body.prediction.market).toBeNull();
    expect(body.valueBets).toEqual([]);
    expect(body.pricesPending!.expectedAt).toBe('2025-05-02T16:00:00.000Z');
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${body.prediction.matchId}`,
        headers: bearer(token),
      })
    ).json() as MatchResponse;
    expect(match.odds).toEqual([]);
    expect(match.lineHistory.series).toEqual([]);
    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/Chelsea/Liverpool' });
    expect(stats.statusCode).toBe(200);
    const dynamic = (
      await t.app.inject({ method: 'GET', url: '/api/dynamic-predictions/Chelsea/Liverpool' })
    ).json() as DynamicPrediction;
    expect(dynamic.pricesAsOf).toBeNull();
  });

  it('gives NBA games two outcomes and no line before the closing line is known', async () => {
    const body = (await search('NBA Lakers vs Warriors odds')).json() as SearchResponse;
    expect(body.interpretation).toMatchObject({
      intent: 'odds',
      home: 'Golden State Warriors',
      away: 'Los Angeles Lakers',
    });
    expect(body.prediction.drawProb).toBeNull();
    expect(body.prediction.homeTeamWinProb + body.prediction.awayTeamWinProb).toBeCloseTo(100, 0);
    expect(body.prediction.fairSpread).not.toBeNull();
    // The NBA file's one line is the closing line: known at tip-off, not at the clock.
    expect(body.odds).toEqual([]);
    expect(body.prediction.market).toBeNull();
    expect(body.pricesPending!.note).toMatch(/closing line/);
    // The file gives the day only: no invented tip-off time to promise prices at.
    expect(body.prediction.kickoffDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.pricesPending!.expectedAt).toBeNull();
    expect(body.valueBets).toEqual([]);
    expect(body.valueBetsNote).toBe(body.pricesPending!.note);
  });

  it('plays a what-if on neutral ground: the order the teams are named changes nothing', async () => {
    const one = (await search('Kansas City Chiefs vs Detroit Lions')).json() as SearchResponse;
    const other = (await search('Detroit Lions vs Kansas City Chiefs')).json() as SearchResponse;
    expect(one.interpretation.hypothetical).toBe(true);
    expect(other.interpretation.hypothetical).toBe(true);
    const a = one.prediction;
    const b = other.prediction;
    expect(a.homeTeam).toBe('Kansas City Chiefs');
    expect(b.homeTeam).toBe('Detroit Lions');
    expect(b.awayTeamWinProb).toBeCloseTo(a.homeTeamWinProb, 0);
    expect(b.homeTeamWinProb).toBeCloseTo(a.awayTeamWinProb, 0);
    expect(b.fairSpread).toBe(-a.fairSpread! || 0);
    const risks = a.riskFactors.join(' ');
    expect(risks).toContain('neutral ground, with no home advantage');
    expect(risks).not.toContain('home advantage to the first team named');
  });

  it('refuses questions it cannot place with a sentence and suggestions', async () => {
    const cl = await search('Conference League predictions');
    expect(cl.statusCode).toBe(422);
    expect(cl.json().error).toMatch(/doesn't cover the Conference League/);
    expect(cl.json().suggestions.length).toBeGreaterThan(0);
    const sports = await search('Arsenal vs Lakers');
    expect(sports.statusCode).toBe(422);
    expect(sports.json().error).toMatch(/different sports/);
    const typo = await search('Livrpool prediction');
    expect(typo.statusCode).toBe(200);
    const none = await search('Qwzxv Plonk prediction');
    expect(none.statusCode).toBe(422);
  });

  it('interprets as people type without signing in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/interpret?q=${encodeURIComponent('Spurs v Arsenal')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json() as Interpretation).toMatchObject({
      home: 'Arsenal',
      away: 'Tottenham Hotspur',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/interpret' });
    expect(missing.statusCode).toBe(400);
  });

  it('rate limits the public interpret endpoint per client', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (
        await t.app.inject({ method: 'GET', url: '/api/interpret?q=Arsenal', remoteAddress: ip })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('serves stats and a live recomputation with the same numbers as the prediction', async () => {
    const body = (await search('Arsenal vs Manchester City')).json() as SearchResponse;
    const dynamic = (
      await t.app.inject({ method: 'GET', url: '/api/dynamic-predictions/Arsenal/Man%20City' })
    ).json() as DynamicPrediction;
    expect(dynamic.homeWinPercentage).toBe(body.prediction.homeTeamWinProb);
    expect(dynamic.drawPercentage).toBe(body.prediction.drawProb);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Arsenal/Manchester%20City' })
    ).json() as StatsResponse;
    const arsenal = stats.teamStats.home;
    expect(
      arsenal.recentRecord.wins + arsenal.recentRecord.losses + (arsenal.recentRecord.draws ?? 0),
    ).toBe(10);
    expect(arsenal.performance.averageGoals).toBeGreaterThan(0);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/stats/Qwzxv/Plonk' });
    expect(unknown.statusCode).toBe(422);
  });

  it('names three players a side from the FPL lines before the clock, with derived availability', async () => {
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Arsenal/Manchester%20City' })
    ).json() as StatsResponse;
    const { home, away } = stats.playerStats;
    expect(home).toHaveLength(3);
    expect(away).toHaveLength(3);
    const byName = new Map([...home, ...away].map((p) => [p.name, p]));
    // Saka last played on 21 Dec (hamstring); Arsenal then played on 27 Dec, 1 and 4 Jan.
    expect(byName.get('Bukayo Saka')).toMatchObject({
      position: 'MID',
      sport: 'soccer',
      currentSeasonStats: { gamesPlayed: 16, averagePoints: null },
      projectedPerformance: {
        injuryStatus: 'out',
        availabilityReason: 'Missed the last 3 matches',
        nextGameProjection: { goals: 0, assists: 0, expectedMinutes: 0 },
      },
    });
    // Havertz: 90 minutes on 27 Dec, none on 1 and 4 Jan (the gameweek files, rows with minutes).
    expect(byName.get('Kai Havertz')?.projectedPerformance).toMatchObject({
      injuryStatus: 'questionable',
      availabilityReason: 'Missed the last 2 matches after starting 17 of 18',
    });
    // Haaland: 21 appearances and 16 goals before 15 Jan (0.76 a game), the last five started.
    expect(byName.get('Erling Haaland')).toMatchObject({
      currentSeasonStats: { gamesPlayed: 21, averageGoals: 0.76 },
      projectedPerformance: {
        injuryStatus: 'healthy',
        availabilityReason: 'Started 5 of the last 5',
      },
    });
    for (const p of [...home, ...away]) {
      expect(p.projectedPerformance.injuryStatus).not.toBe('doubtful');
      expect(p.projectedPerformance.nextGameProjection.points).toBeNull();
    }

    // The mirror holds Chelsea's and Liverpool's lines only against Arsenal and City: lines that
    // miss most of a team's matches would misstate its absences, so no players are named.
    const partial = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Chelsea/Liverpool' })
    ).json() as StatsResponse;
    expect(partial.playerStats).toEqual({ home: [], away: [] });
    // No NFL player lines in the mirror: none.
    const nfl = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Lions/Commanders' })
    ).json() as StatsResponse;
    expect(nfl.playerStats).toEqual({ home: [], away: [] });
  });

  it('names NBA players with points and assists per game and no position the file lacks', async () => {
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/stats/Warriors/Lakers' })
    ).json() as StatsResponse;
    // LeBron James in the mirror's rows from 16 Dec to 13 Jan: 10 games, 258 points, 82 assists.
    const lebron = stats.playerStats.away.find((p) => p.name === 'LeBron James');
    expect(lebron).toMatchObject({
      position: null,
      sport: 'basketball',
      currentSeasonStats: {
        gamesPlayed: 10,
        averagePoints: 25.8,
        assistsPerGame: 8.2,
        averageGoals: null,
      },
    });
    expect(lebron!.projectedPerformance.nextGameProjection.goals).toBeNull();
    expect(lebron!.projectedPerformance.nextGameProjection.points).toBeGreaterThan(0);
  });

  it('hides a result until the replay clock passes the match', async () => {
    const body = (await search('Arsenal vs Tottenham')).json() as SearchResponse;
    const id = body.prediction.matchId!;
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(token) })
    ).json() as MatchResponse;
    expect(before).toMatchObject({ status: 'upcoming', score: null, homeTeam: 'Arsenal' });
    expect((await t.app.inject({ method: 'GET', url: '/api/match/999999999' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/match/abc' })).statusCode).toBe(404);

    // 45 minutes into the game (19:30 kick-off) the result is on file but not known yet.
    const clock = {
      db: t.database.db,
      config: { asOf: new Date('2025-01-15T12:00:00Z') } as never,
    };
    await advanceReplayClock(clock, new Date('2025-01-15T20:15:00Z'));
    const during = (
      await t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(token) })
    ).json() as MatchResponse;
    expect(during).toMatchObject({ status: 'in-play', score: null, valueBets: [] });
    expect(during.prediction.homeWinProb).toBe(before.prediction.homeWinProb);
    expect(
      await settlePredictions(t.database.db, new Date('2025-01-15T20:15:00Z'), new Date()),
    ).toBe(0);
    const form = (await search('Arsenal vs Aston Villa')).json() as SearchResponse;
    expect(form.prediction.formGuide.home.every((g) => g.date < '2025-01-15T19:30:00Z')).toBe(true);

    await advanceReplayClock(clock, new Date('2025-01-16T12:00:00Z'));
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(token) })
    ).json() as MatchResponse;
    expect(after).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    // The prediction shown for a played match is the one made before it.
    expect(after.prediction.homeWinProb).toBe(before.prediction.homeWinProb);
    // Before kick-off the table held Tuesday's pre-match prices; after it, the closing line.
    expect(before.odds.every((row) => row.kind === 'pre-match')).toBe(true);
    expect(before.odds.every((row) => row.capturedAt === '2025-01-14T15:00:00.000Z')).toBe(true);
    expect(after.odds.find((row) => row.sportsbook === 'Pinnacle')).toMatchObject({
      kind: 'closing',
      capturedAt: after.startTime,
    });
    // The line history runs from the opening prices to the closing ones, consensus first.
    const consensus = after.lineHistory.series[0]!;
    expect(consensus).toMatchObject({ name: 'No-vig consensus', consensus: true });
    expect(consensus.points.map((point) => point.kind)).toEqual(['opening', 'closing']);
    expect(
      before.lineHistory.series.every((series) => series.points.every((x) => x.kind === 'opening')),
    ).toBe(true);

    // Settlement grades the stored prediction against the 2-1 and Pinnacle's closing price.
    const settled = await settlePredictions(
      t.database.db,
      new Date('2025-01-16T12:00:00Z'),
      new Date(),
    );
    expect(settled).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(predictions)
      .where(eq(predictions.id, body.prediction.predictionId));
    expect(row).toMatchObject({ outcome: 'home', pick: 'home' });
    expect(row!.logLoss).toBeCloseTo(-Math.log(row!.homeProb), 10);
    expect(row!.closingProb).toBeGreaterThan(0.5);
    expect(row!.clv).toBeCloseTo(row!.pickPrice! * row!.closingProb! - 1, 10);
    expect(
      await settlePredictions(t.database.db, new Date('2025-01-16T12:00:00Z'), new Date()),
    ).toBe(0);
  });
});

describe.each(databaseKinds)('prices known at the clock on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // Saturday 1 Feb 2025: Friday's pre-match prices for the weekend are out.
    t = await createTestApp(kind, { env: { AS_OF: '2025-02-01T12:00:00Z' }, from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(() => t.close());

  const search = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });

  it('prices a fixture from its pre-match market once collected, never its closing price', async () => {
    const response = await search('Arsenal vs Manchester City prediction');
    const body = response.json() as SearchResponse;
    const p = body.prediction;
    // Pinnacle's pre-match 1.93 / 3.63 / 3.85 with the margin removed, not its closing 1.91 / 4.17 / 3.77.
    expect(p.market!.home).toBeCloseTo(0.4919, 3);
    expect(p.market!.draw).toBeCloseTo(0.2615, 3);
    expect(body.pricesPending).toBeNull();
    const pinnacle = body.odds.find((row) => row.sportsbook === 'Pinnacle')!;
    expect(pinnacle.decimal).toMatchObject({ home: 1.93, draw: 3.63, away: 3.85 });
    expect(pinnacle).toMatchObject({
      moneylineHome: -108,
      moneylineAway: 285,
      kind: 'pre-match',
      capturedAt: '2025-01-31T17:00:00.000Z',
      stale: false,
    });
    expect(body.odds.some((row) => row.sportsbook === 'Market average')).toBe(false);
    for (const outcome of ['home', 'draw', 'away'] as const) {
      const best = Math.max(...body.odds.map((r) => r.netDecimal[outcome] ?? 0));
      expect(
        body.odds.filter((r) => r.best[outcome]).every((r) => r.netDecimal[outcome] === best),
      ).toBe(true);
    }
    for (const bet of body.valueBets) {
      expect(bet.expectedValue).toBeGreaterThan(3);
      expect(bet.expectedValue).toBeCloseTo(
        (bet.modelProbability / 100) * bet.netDecimalOdds * 100 - 100,
        0,
      );
    }
    const status = (await t.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(status).toMatchObject({ mode: 'replay', providers: [], unmatchedTeams: [] });
    expect(Date.parse(status.pricesUpdatedAt)).toBeLessThanOrEqual(Date.parse(status.asOf));
  });
  it("screens the weekend's slate at Saturday's clock: every value bet, priced before the clock", async () => {
    const body = (await search('best value bets this weekend')).json() as SearchResponse;
    const rows = body.screener!;
    const clock = Date.parse('2025-02-01T12:00:00Z');
    // Friday's prices are out: the draw at Brentford v Tottenham clears the bar.
    expect(rows.map((r) => r.pick)).toEqual(['Draw: Brentford vs Tottenham Hotspur']);
    expect(rows[0]).toMatchObject({
      kickoff: '2025-02-02T14:00:00.000Z',
      valueBet: true,
      price: { capturedAt: '2025-01-31T17:00:00.000Z' },
    });
    expect(rows.length).toBe(body.matches.reduce((n, m) => n + m.valueBets, 0));
    for (const row of rows) {
      expect(Date.parse(row.kickoff)).toBeGreaterThan(clock);
      expect(Date.parse(row.price!.capturedAt)).toBeLessThanOrEqual(clock);
      expect(body.matches.some((m) => m.matchId === row.matchId)).toBe(true);
    }
  });

  it('compares Betfair Exchange net of its 2% commission', async () => {
    const body = (await search('Arsenal vs Manchester City prediction')).json() as SearchResponse;
    const exchange = body.odds.find((row) => row.sportsbook === 'Betfair Exchange')!;
    const oneXBet = body.odds.find((row) => row.sportsbook === '1xBet')!;
    expect(exchange).toMatchObject({ exchange: true, commission: 0.02 });
    // 2.02 quoted beats 1xBet's 2.01, but pays 1 + 1.02 × 0.98 = 1.9996 after commission.
    expect(exchange.decimal.home).toBe(2.02);
    expect(exchange.netDecimal.home).toBe(1.9996);
    expect(oneXBet).toMatchObject({ exchange: false, commission: 0, decimal: { home: 2.01 } });
    expect(exchange.best.home).toBe(false);
    expect(oneXBet.best.home).toBe(true);
    // 4.10 on Manchester City still pays 4.038, more than any bookmaker's price.
    expect(exchange.netDecimal.away).toBe(4.038);
    expect(exchange.best.away).toBe(true);
    // football-data.co.uk's own Betfair columns are its sportsbook.
    for (const row of body.odds.filter((r) => r.sportsbook !== 'Betfair Exchange'))
      expect(row.exchange).toBe(false);
  });

  it('explains an empty value-bet list when model and market disagree but no price clears the bar', async () => {
    const city = (await search('Arsenal vs Manchester City prediction')).json() as SearchResponse;
    expect(city.valueBets).toEqual([]);
    expect(city.valueBetsNote).toMatch(
      /^The model and the market differ by \d+ points on .+, but Strix publishes the market's fair price, \d+\.\d%\. No price clears the 3% edge Strix asks for at a price up to 6\.00 once a one-point allowance for error is counted \(exchange prices do not count: our data gives no stake behind them\): the closest is .+\.$/,
    );
    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${city.prediction.matchId}`,
        headers: bearer(token),
      })
    ).json() as MatchResponse;
    expect(match.valueBets).toEqual([]);
    expect(match.valueBetsNote).toBe(city.valueBetsNote);
  });
});
