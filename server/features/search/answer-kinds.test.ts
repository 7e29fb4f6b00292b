import {
  type SearchAnswerKind,
  SearchAnswerSchema,
  type SearchResponse,
  searchAnswerSchema,
} from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAnswerKind } from '../../plugins/answer-contracts.ts';
import {
  bearer,
  createTestApp,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';

/**
 * Every kind of answer a question gets, asked through the app and held to its kind's contract:
 * a field the web reads that goes missing (a slate's screener, a started match's score, a break's
 * `locked`) fails here. The clock is Wed 15 Jan 2025, 12:00 UTC (TEST_AS_OF), with a test
 * bookmaker pricing the midweek Premier League above fair so value bets exist.
 */
const QUESTIONS: [question: string, kind: SearchAnswerKind][] = [
  // Priced on the Tuesday before, with the test bookmaker's value.
  ['Newcastle vs Wolves', 'match'],
  ['Newcastle vs Wolves value bets', 'match'],
  // Not priced until the Friday before: the model alone, and a priced match to ask instead.
  ['Arsenal vs Manchester City prediction', 'match'],
  // No meeting scheduled: a what-if on neutral ground.
  ['Kansas City Chiefs vs Detroit Lions', 'match'],
  ['Premier League predictions', 'slate'],
  ['best value bets today', 'slate'],
  // Finished the evening before.
  ['West Ham vs Fulham prediction', 'played'],
  ['Who will win the Premier League?', 'outlook'],
];

describe('every kind of search answer holds to its contract', () => {
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    userId = registered.user.id;
    await setPlan(t.database, userId, 'premium');
    await addValuePrices(t.database.db, MIDWEEK);
  }, 120_000);
  afterAll(() => t.close());

  /** Asks, and parses the answer with its kind's schema; returns it for what the test checks. */
  const ask = async (question: string, kind: SearchAnswerKind, onBreak: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query: question },
    });
    expect(response.statusCode, `${question}: ${response.body}`).toBe(200);
    const body: unknown = response.json();
    expect(searchAnswerKind(body), question).toEqual({ kind, onBreak });
    expect(SearchAnswerSchema.safeParse(body).error, question).toBeUndefined();
    expect(searchAnswerSchema(kind, onBreak).safeParse(body).error, question).toBeUndefined();
    return body as SearchResponse;
  };

  it.each(QUESTIONS)('%s: a %s answer', async (question, kind) => {
    const body = await ask(question, kind, false);
    if (kind === 'slate') expect(body.screener!.length).toBeGreaterThan(0);
    if (kind === 'played') expect(body.played?.status).toBe('finished');
  });

  it('answers with prices and value bets where the kinds above promise them', async () => {
    const one = await ask('Newcastle vs Wolves value bets', 'match', false);
    expect(one.odds.length).toBeGreaterThan(0);
    expect(one.valueBets.length).toBeGreaterThan(0);
    const slate = await ask('best value bets today', 'slate', false);
    expect(slate.screener!.some((row) => row.valueBet)).toBe(true);
  });

  it('holds each kind to its break variant for someone on a break from betting', async () => {
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}/limits/break`,
      headers: bearer(token),
      payload: { kind: 'cool-off', period: '24h' },
    });
    expect(taken.statusCode).toBe(200);
    for (const [question, kind] of QUESTIONS) {
      // A season outlook quotes no prices: it is the same answer, without `locked`.
      const body = await ask(question, kind, kind !== 'outlook');
      if (kind !== 'outlook') expect(body.locked?.reason, question).toBe('break');
    }
  });
});
