import type { MatchResponse, SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

/**
 * The Champions League on the sports-mini mirror (the real 2024/25 cl.txt) at the default clock,
 * Wed 15 Jan 2025: matchdays 7 (21–22 Jan) and 8 (29 Jan) of the league phase are still to come,
 * and the mirror holds every later result and knockout pairing, none of which may show.
 */
const CLOCK = Date.parse('2025-01-15T00:00:00Z');
const NO_PRICES =
  'No bookmaker prices for Champions League matches in the stored data; live mode reads them from The Odds API.';
/** Matchday 7 in cl.txt: 9 matches on Tue 21 Jan, 9 on Wed 22 Jan. */
const MATCHDAY_7 = 18;

describe.each(databaseKinds)('Champions League answers on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 180_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchResponse;
  };

  it("answers 'Champions League predictions' with matchday 7, the model alone and no prices", async () => {
    const body = await search('Champions League predictions');
    expect(body.interpretation).toMatchObject({
      intent: 'league',
      leagueId: 'UCL',
      label: `Champions League · League phase · Matchday 7 · ${MATCHDAY_7} matches`,
    });
    expect(body.matches).toHaveLength(MATCHDAY_7);
    for (const card of body.matches) {
      expect(card.league).toBe('Champions League');
      expect(card.round).toBe('League phase · Matchday 7');
      expect(card.kickoff >= '2025-01-21' && card.kickoff < '2025-01-23').toBe(true);
      expect(card.homeWinProb + card.drawProb! + card.awayWinProb).toBeCloseTo(100, 6);
      expect(card.valueBets).toBe(0);
    }
    expect(body.matches.map((c) => `${c.homeTeam} v ${c.awayTeam}`)).toContain(
      'Benfica v Barcelona',
    );
    expect(body.prediction.market).toBeNull();
    expect(body.odds).toEqual([]);
    expect(body.valueBets).toEqual([]);
    expect(body.pricesPending?.note).toContain(NO_PRICES);
    expect(body.pricesPending?.expectedAt).toBeNull();
  }, 180_000);

  it('answers Benfica vs Barcelona with the matchday-7 fixture, its round and honest evidence', async () => {
    const body = await search('Benfica vs Barcelona');
    const p = body.prediction;
    expect(body.interpretation).toMatchObject({
      leagueId: 'UCL',
      home: 'Benfica',
      away: 'Barcelona',
      hypothetical: false,
    });
    expect(p.kickoff).toBe('2025-01-21T20:00:00.000Z');
    expect(p.stage).toEqual({
      round: 'League phase · Matchday 7',
      neutral: false,
      firstLeg: null,
      advance: null,
    });
    expect(p.homeTeamWinProb + p.drawProb! + p.awayTeamWinProb).toBeCloseTo(100, 6);
    // Benfica's six league-phase games before the clock, newest first, from Benfica's side;
    // their 4-5 against Barcelona on 21 Jan is after the clock and must not show.
    expect(p.formGuide.home.map((g) => `${g.result} ${g.score}`)).toEqual([
      'D 0-0',
      'W 3-2',
      'L 0-1',
      'L 1-3',
      'W 4-0',
    ]);
    for (const game of [...p.formGuide.home, ...p.formGuide.away]) {
      expect(Date.parse(game.date)).toBeLessThan(CLOCK);
    }
    // The mini mirror holds no Portuguese (or Spanish) league: both rest on Europe alone.
    expect(p.keyInsights).toContain(
      "Benfica's rating rests on 6 European matches in the past 4 years: Strix holds no results from their domestic league.",
    );
    expect(p.riskFactors.join(' ')).toMatch(/Benfica's domestic league is not in Strix's data/);

    const match = (
      await t.app.inject({
        method: 'GET',
        url: `/api/match/${p.matchId}`,
        headers: bearer(token),
      })
    ).json() as MatchResponse;
    expect(match).toMatchObject({ league: 'Champions League', venue: null, odds: [] });
    expect(match.stage?.round).toBe('League phase · Matchday 7');
    expect(match.pricesPending?.note).toContain(NO_PRICES);

    // Detailed Stats for the pairing: Benfica's six games, none after the clock.
    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/Benfica/Barcelona' });
    expect(stats.statusCode).toBe(200);
    const home = stats.json().teamStats.home;
    expect(home.recentRecord).toMatchObject({ wins: 3, draws: 1, losses: 2 });
    expect(Date.parse(home.lastUpdated)).toBeLessThan(CLOCK);
  }, 180_000);

  it('rates clubs whose meeting is not drawn yet as a what-if on neutral ground', async () => {
    // Real Madrid v Man City is a play-off tie in February, drawn on 31 Jan: not known at 15 Jan.
    const real = await search('Real Madrid vs Man City');
    expect(real.interpretation).toMatchObject({
      leagueId: 'UCL',
      league: 'Champions League',
      home: 'Real Madrid',
      away: 'Manchester City',
      matchId: null,
      hypothetical: true,
    });
    expect(real.prediction.stage ?? null).toBeNull();
    const psg = await search('PSG v Liverpool champions league');
    expect(psg.interpretation).toMatchObject({ leagueId: 'UCL', hypothetical: true });
    expect(psg.odds).toEqual([]);
  }, 180_000);
});
