import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Narrative } from '../../data/llm/index.ts';
import {
  bearer,
  createTestApp,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

/** Which piece of the next answers comes out broken. */
const broken = vi.hoisted(() => ({ summary: false, screener: false }));

// A narrative writer that loses the summary (JSON.stringify drops an undefined field), and a
// screener that comes back missing: pieces the answer is spliced from, broken as a slip would.
vi.mock(import('../../data/llm/index.ts'), async (original) => {
  const real = await original();
  return {
    ...real,
    createNarrativeWriter: () => ({
      available: false,
      rewrite: async (_facts: unknown, draft: Narrative) =>
        broken.summary ? ({ ...draft, summary: undefined } as unknown as Narrative) : draft,
    }),
  };
});
vi.mock(import('../../sports/odds/screener-rows.ts'), async (original) => {
  const real = await original();
  return {
    ...real,
    screenerRows: (...args: Parameters<typeof real.screenerRows>) =>
      broken.screener ? (undefined as never) : real.screenerRows(...args),
  };
});

/**
 * Outside production an answer that breaks its contract is never sent
 * (server/plugins/answer-contracts.ts): a spliced piece that lost a field the web reads fails the
 * request, naming the kind of answer and the field, instead of a page quietly missing it. Without
 * the check both answers below would be 200s: a prediction card without its summary, and a slate
 * the web would show as one match.
 */
describe('a search answer that lost a field', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { from: 'mini-mirror' });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => {
    broken.summary = false;
    broken.screener = false;
  });

  const search = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });

  it('is answered whole while every piece is', async () => {
    expect((await search('Newcastle vs Wolves')).statusCode).toBe(200);
    expect((await search('NBA games tonight')).statusCode).toBe(200);
  });

  it('fails, naming the match answer and its missing summary', async () => {
    broken.summary = true;
    const response = await search('Arsenal vs Manchester City');
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatch(
      /^The match answer sent by POST \/api\/search breaks its contract: prediction\.summary: /,
    );
  });

  it('fails, naming the slate answer and its missing screener', async () => {
    broken.screener = true;
    const response = await search('Premier League predictions');
    expect(response.statusCode).toBe(500);
    const slate = /^The slate answer \(league question\) sent by POST \/api\/search breaks its/;
    expect(response.json().error).toMatch(slate);
    expect(response.json().error).toMatch(/ contract: screener: /);
  });
});
