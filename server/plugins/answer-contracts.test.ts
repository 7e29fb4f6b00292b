import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerContracts } from './answer-contracts.ts';
import { registerErrorHandling } from './errors.ts';

/** An app whose match page and dynamic prediction answer what they are given. */
async function appSending(body: unknown, config: { checkAnswers: boolean }) {
  const app = Fastify();
  registerErrorHandling(app);
  registerAnswerContracts(app, config);
  app.get('/api/match/:id', async () => body);
  app.get('/api/dynamic-predictions/:home/:away', async () => body);
  app.get('/api/elsewhere', async () => body);
  await app.ready();
  return app;
}

const DYNAMIC = {
  homeWinPercentage: 48.2,
  drawPercentage: 26.1,
  awayWinPercentage: 25.7,
  pricesAsOf: null,
  probabilitySource: {
    basis: 'model',
    label: 'Strix model',
    detail: 'The model alone: no fresh price.',
    modelWeight: null,
    book: null,
    prices: null,
  },
};

describe('answers held to their contract outside production', () => {
  it('sends an answer that holds to it as it is', async () => {
    const app = await appSending(DYNAMIC, { checkAnswers: true });
    const response = await app.inject({ url: '/api/dynamic-predictions/a/b' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(DYNAMIC);
  });

  it('refuses one that does not, naming the answer and every field that is wrong', async () => {
    const app = await appSending({ ...DYNAMIC, drawPercentage: undefined }, { checkAnswers: true });
    const dynamic = await app.inject({ url: '/api/dynamic-predictions/a/b' });
    expect(dynamic.statusCode).toBe(500);
    expect(dynamic.json().error).toBe(
      'The dynamic prediction sent by GET /api/dynamic-predictions/:home/:away breaks its contract: drawPercentage: Invalid input: expected number, received undefined',
    );
    const page = await app.inject({ url: '/api/match/1' });
    expect(page.statusCode).toBe(500);
    expect(page.json().error).toMatch(
      /^The match page sent by GET \/api\/match\/:id breaks its contract: id: .*; homeTeam: .*; and \d+ more$/,
    );
  });

  it('leaves routes without a contract alone', async () => {
    const app = await appSending({ anything: true }, { checkAnswers: true });
    expect((await app.inject({ url: '/api/elsewhere' })).statusCode).toBe(200);
  });

  it('costs production nothing: answers go out unchecked', async () => {
    const app = await appSending(
      { ...DYNAMIC, drawPercentage: undefined },
      { checkAnswers: false },
    );
    expect((await app.inject({ url: '/api/dynamic-predictions/a/b' })).statusCode).toBe(200);
  });
});
