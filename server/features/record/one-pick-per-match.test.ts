import type { RecordResponse, SearchResponse, UserStats, VoteType } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradedPicksPage } from '../../db/queries/record.ts';
import { bearer, createTestApp, databaseKinds, nextIp, type TestApp } from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';
import { predict, predictor, settle } from './settled-picks-kit.ts';

/**
 * Repeats are history, not record: however often a match is asked about (again by the same
 * person, by a slate answer that also stores its headline match, or by someone else), the
 * public record counts it once, by its first published prediction, and each person's stats
 * count their own pick on it once.
 */
describe.each(databaseKinds)('one pick per match on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof predictor>>;
  let ben: Awaited<ReturnType<typeof predictor>>;
  /** Ana's first Newcastle v Wolves and her Arsenal v Tottenham: the record's two picks. */
  let firsts: string[];
  let stored = 0;

  async function vote(token: string, p: SearchResponse['prediction'], voteType: VoteType) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vote',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { homeTeam: p.homeTeam, awayTeam: p.awayTeam, voteType },
    });
    if (response.statusCode !== 200) throw new Error(`vote: ${response.body}`);
  }

  async function ask(token: string, query: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
    const answer = response.json() as SearchResponse;
    // Asked again the same day, an answer is re-opened (free), not stored a second time.
    if (answer.charged) stored++;
    return answer.prediction;
  }

  const stats = async (token: string) =>
    (await t.app.inject({ url: '/api/user/stats', headers: bearer(token) })).json() as UserStats;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    ana = await predictor(t, 'Ana Lima', 'ana_once');
    ben = await predictor(t, 'Ben Okafor', 'ben_once');

    // Ana asks the same match three times (the repeats re-open the first), then the day's value
    // question, whose headline is that same match and is stored as a prediction of its own: a
    // test bookmaker makes Newcastle–Wolves the one match with value bets on the 15 Jan slate.
    const asked = await t.app.inject({ url: '/api/interpret?q=Newcastle%20vs%20Wolves' });
    const { matchId } = asked.json() as { matchId: number };
    await addValuePrices(t.database.db, { ...MIDWEEK, matchIds: [matchId] });
    const newcastle = await ask(ana.token, 'Newcastle vs Wolves');
    for (const again of ['Newcastle vs Wolves', 'Newcastle United v Wolves']) {
      expect((await ask(ana.token, again)).predictionId).toBe(newcastle.predictionId);
    }
    const slate = await ask(ana.token, 'best value bets today');
    expect(slate.matchId).toBe(newcastle.matchId);
    await vote(ana.token, newcastle, 'upvote');

    // Then two people on one match: Ana first, Ben after her (and against Strix's call).
    const arsenal = (await predict(t, ana.token, ['arsenal'])).get('arsenal')!;
    const benArsenal = (await predict(t, ben.token, ['arsenal'])).get('arsenal')!;
    stored += 2;
    await vote(ana.token, arsenal, 'upvote');
    await vote(ben.token, benArsenal, 'downvote');
    firsts = [newcastle.predictionId, arsenal.predictionId];

    // Every stored prediction is graded: the history stays whole.
    expect(await settle(t)).toBe(stored);
  }, 180_000);
  afterAll(() => t.close());

  it('counts each match once in the public record, by its first published prediction', async () => {
    const response = await t.app.inject({ url: '/api/record' });
    expect(response.statusCode).toBe(200);
    const record = response.json() as RecordResponse;
    // Newcastle 3–0 Wolves and Arsenal 2–1 Tottenham, both called right by Strix.
    expect(record.totals).toMatchObject({ graded: 2, correct: 2, accuracy: 100 });
    expect(record.calibration.reduce((n, bin) => n + bin.count, 0)).toBe(2);
    expect(record.byLeague).toEqual([expect.objectContaining({ leagueId: 'E0', graded: 2 })]);
    expect(record.picks.map((p) => p.id).sort()).toEqual([...firsts].sort());

    // The API's list of picks reads the same rows.
    const page = await gradedPicksPage(t.database.db, { settledBy: null, limit: 100 });
    expect(page.map((p) => p.id).sort()).toEqual([...firsts].sort());
  });

  it("counts each person's own pick on a match once", async () => {
    const mine = await stats(ana.token);
    expect(mine.overview).toMatchObject({
      totalPredictions: 2,
      settledPredictions: 2,
      accuracy: 100,
    });
    expect(mine.recentPredictions).toHaveLength(2);
    expect(mine.leaguePerformance).toEqual([
      expect.objectContaining({ leagueId: 'E0', predictions: 2, settled: 2 }),
    ]);

    // Ben backed Arsenal not to win against Strix's Arsenal call, and Arsenal won.
    const his = await stats(ben.token);
    expect(his.overview).toMatchObject({
      totalPredictions: 1,
      settledPredictions: 1,
      accuracy: 0,
    });
    expect(his.recentPredictions).toEqual([
      expect.objectContaining({ source: 'disagree', status: 'incorrect' }),
    ]);
  });
});
