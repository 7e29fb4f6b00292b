import { type MatchResponse, SearchAnswerSchema, type SearchResponse } from '@contract';
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
import { advanceReplayClock } from '../clock/advance-replay-clock.ts';

/**
 * Two teams whose meeting has kicked off at the clock: the answer is that match, in play or
 * finished, never a what-if. The clock starts at Wed 15 Jan 2025, 12:00 UTC (TEST_AS_OF).
 */
describe.each(databaseKinds)('a search about a match that has started, on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(() => t.close());

  const search = async (query: string, auth = token) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(auth),
      remoteAddress: nextIp(),
      payload: { query },
    });
    expect(response.statusCode).toBe(200);
    // The answer is a SearchAnswer as the contract describes it.
    const parsed = SearchAnswerSchema.safeParse(response.json());
    expect(parsed.error).toBeUndefined();
    return response.json() as SearchResponse;
  };
  const matchPage = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/match/${id}`, headers: bearer(token) })
    ).json() as MatchResponse;
  const storedPredictionsOf = (matchId: number) =>
    t.database.db.select().from(predictions).where(eq(predictions.matchId, matchId));

  it('answers a match finished the evening before with its result and how the prediction did', async () => {
    // West Ham 3–2 Fulham, Tue 14 Jan; they do not meet again within two weeks.
    const body = await search('West Ham vs Fulham prediction');
    expect(body.interpretation).toMatchObject({
      home: 'West Ham United',
      away: 'Fulham',
      hypothetical: false,
      label: 'West Ham United vs Fulham · Tue 14 Jan · full time',
    });
    expect(body.prediction).toMatchObject({ hypothetical: false, homeTeam: 'West Ham United' });
    const matchId = body.prediction.matchId!;
    expect(body.interpretation.matchId).toBe(matchId);
    expect(Date.parse(body.prediction.kickoff!)).toBeLessThan(Date.parse('2025-01-15T12:00:00Z'));
    expect(body.played).toMatchObject({ status: 'finished', score: { home: 3, away: 2 } });

    // The prediction is the one published before kick-off, as the match page shows it.
    const page = await matchPage(matchId);
    expect(page).toMatchObject({ status: 'finished', score: { home: 3, away: 2 } });
    expect(body.prediction.homeTeamWinProb).toBe(page.prediction.homeWinProb);
    expect(body.prediction.awayTeamWinProb).toBe(page.prediction.awayWinProb);

    // Graded as the record grades a pick: the favoured side against a home win.
    const grade = body.played!.grade!;
    const homeFavoured = body.prediction.homeTeamWinProb > body.prediction.awayTeamWinProb;
    expect(grade).toMatchObject({
      pick: homeFavoured ? 'home' : 'away',
      outcome: 'home',
      correct: homeFavoured,
      probability: homeFavoured ? body.prediction.homeTeamWinProb : body.prediction.awayTeamWinProb,
    });
    // Three-way log loss of the home win: −ln of its published probability (shown rounded).
    expect(grade.logLoss).toBeCloseTo(-Math.log(body.prediction.homeTeamWinProb / 100), 2);
    expect(grade.brier).toBeGreaterThan(0);

    // Nothing left to bet: the closing line, no value bets, and a sentence saying why.
    expect(body.odds.length).toBeGreaterThan(0);
    expect(body.odds.every((row) => row.kind === 'closing')).toBe(true);
    expect(body.valueBets).toEqual([]);
    expect(body.valueBetsNote).toMatch(
      /^Kicked off Tue 14 Jan, \d\d:\d\d GMT: value bets are listed only before kick-off/,
    );
    expect(body.pricesPending).toBeNull();

    // No new prediction: one made after kick-off is no pick, and never enters the record.
    expect(body.prediction.predictionId).toBe('');
    expect(await storedPredictionsOf(matchId)).toEqual([]);
  });

  it('grades a prediction the result went against as a miss', async () => {
    // Chelsea 2–2 Bournemouth, Tue 14 Jan: a draw, so neither side Strix could favour won.
    const body = await search('Bournemouth v Chelsea');
    expect(body.prediction).toMatchObject({ homeTeam: 'Chelsea', awayTeam: 'Bournemouth' });
    expect(body.played).toMatchObject({
      status: 'finished',
      score: { home: 2, away: 2 },
      grade: { outcome: 'draw', correct: false },
    });
    expect(body.played!.grade!.logLoss).toBeCloseTo(-Math.log(body.prediction.drawProb! / 100), 2);
  });

  it('costs like any answer, and asked again the same day is free', async () => {
    const free = await registerUser(t.app);
    const first = await search('West Ham vs Fulham', free.token);
    expect(first).toMatchObject({ charged: true, spentFrom: 'allowance' });
    const again = await search('Fulham West Ham odds', free.token);
    expect(again).toMatchObject({ charged: false, search: { id: first.search.id } });
    expect(again.played?.status).toBe('finished');
  });

  it('answers a match under way with the prediction as published and its closing line', async () => {
    // Wed 15 Jan, 20:15: Everton v Aston Villa kicked off this evening and is not over.
    await advanceReplayClock(
      { db: t.database.db, config: { asOf: new Date('2025-01-15T12:00:00Z') } as never },
      new Date('2025-01-15T20:15:00Z'),
    );
    const body = await search('Everton vs Aston Villa value bets');
    expect(body.interpretation).toMatchObject({
      intent: 'value',
      home: 'Everton',
      away: 'Aston Villa',
      hypothetical: false,
      label: 'Everton vs Aston Villa · Wed 15 Jan · in play',
    });
    const matchId = body.prediction.matchId!;
    expect(body.played).toMatchObject({ status: 'in-play', score: null, grade: null });
    expect(Date.parse(body.played!.kickoff)).toBeLessThan(Date.parse('2025-01-15T20:15:00Z'));

    const page = await matchPage(matchId);
    expect(page).toMatchObject({ status: 'in-play', score: null });
    expect(body.prediction.homeTeamWinProb).toBe(page.prediction.homeWinProb);

    // The closing line, frozen at kick-off; nothing to bet.
    expect(body.odds.length).toBeGreaterThan(0);
    expect(
      body.odds.every((row) => row.kind === 'closing' && row.capturedAt === page.startTime),
    ).toBe(true);
    expect(body.valueBets).toEqual([]);
    expect(body.valueBetsNote).toMatch(/^Kicked off Wed 15 Jan, \d\d:\d\d GMT: value bets/);
    expect(await storedPredictionsOf(matchId)).toEqual([]);

    // The next day the result is known: Everton 0–1 Aston Villa.
    await advanceReplayClock(
      { db: t.database.db, config: { asOf: new Date('2025-01-15T12:00:00Z') } as never },
      new Date('2025-01-16T12:00:00Z'),
    );
    const after = await search('Everton vs Aston Villa value bets');
    expect(after.prediction.matchId).toBe(matchId);
    expect(after.prediction.homeTeamWinProb).toBe(body.prediction.homeTeamWinProb);
    expect(after.played).toMatchObject({
      status: 'finished',
      score: { home: 0, away: 1 },
      grade: { outcome: 'away' },
    });
    expect(after.interpretation.label).toBe('Everton vs Aston Villa · Wed 15 Jan · full time');
  });
});
