import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  nextIp,
  registerSubscriber,
  type TestApp,
} from '../../test/harness.ts';
import { addValuePrices, MIDWEEK } from '../../test/value-prices.ts';

/**
 * A match answer's shared part is worked out once per fixture and clock and kept (search-service
 * `writtenAnswer`, spliced-answer.ts); the asker's own fields are spliced in per request. What
 * is served from memory must be what a fresh computation gives: compared here against a second
 * instance on the same database, which has computed nothing yet.
 */
const QUESTIONS = [
  'Newcastle vs Wolves value bets',
  'Arsenal vs Manchester City prediction',
  'Kansas City Chiefs vs Detroit Lions',
  'Premier League predictions',
];

/** The answer with the asker's own fields blanked: what every asker at this clock shares. */
function shared(body: string): string {
  const answer = JSON.parse(body) as Record<string, unknown> & {
    prediction: Record<string, unknown>;
  };
  for (const field of ['search', 'spentFrom', 'charged', 'chargeNote', 'interpretation']) {
    answer[field] = null;
  }
  for (const field of ['predictionId', 'createdAt', 'query']) answer.prediction[field] = null;
  return JSON.stringify(answer);
}

describe('answers served from memory', () => {
  let t: TestApp;
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    for (let i = 0; i < 2; i++) tokens.push((await registerSubscriber(t)).token);
    await addValuePrices(t.database.db, MIDWEEK);
  }, 120_000);
  afterAll(() => t.close());

  const ask = async (app: TestApp['app'], token: string, query: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response.body;
  };

  it.each(QUESTIONS)('%s: the same bytes as computed afresh, but the asker’s fields', async (q) => {
    const [first, second] = tokens as [string, string];
    const computed = await ask(t.app, first, q);
    // Another person, other words for the same question: served from memory.
    const fromMemory = await ask(t.app, second, q.replace(' vs ', ' v '));
    const fresh = await t.peer();
    const recomputed = await ask(fresh, second, q);
    expect(shared(fromMemory)).toBe(shared(computed));
    expect(shared(recomputed)).toBe(shared(fromMemory));
    // The asker's own fields are theirs: their search, and how it was paid.
    const [a, b] = [JSON.parse(computed), JSON.parse(fromMemory)];
    expect(b.search.id).not.toBe(a.search.id);
    expect(b.prediction.query).toBe(q.replace(' vs ', ' v '));
    // Valid JSON as sent: the spliced text parses to what re-serialising gives, byte for byte.
    expect(JSON.stringify(JSON.parse(fromMemory))).toBe(fromMemory);
  });
});
