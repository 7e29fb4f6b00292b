import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SearchResponse, SharedPrediction } from '@contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictions } from '../../db/schema.ts';
import { bearer, databaseKinds, nextIp } from '../../test/harness.ts';
import { type V1TestClient, v1TestClient } from '../api-v1/v1-test-client.ts';

/**
 * An OpenAI-compatible endpoint that hands back the draft it was given (so the answer's texts
 * are the draft's) and keeps every request, to read what the LLM was told.
 */
function echoingLlm() {
  const prompts: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; messages: { content: string }[] };
      const prompt = parsed.messages.at(-1)!.content;
      prompts.push(JSON.stringify(parsed.messages));
      const draft = prompt.slice(
        prompt.indexOf('DRAFT (JSON):\n') + 14,
        prompt.indexOf('\n\nRewrite'),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: parsed.model,
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: draft } },
          ],
        }),
      );
    });
  });
  return { server, prompts };
}

/** Words that only a quote of the market uses (field names such as `market` are not text). */
const MARKET_WORDS =
  /pinnacle|market price|pre-match price|bookmaker|margin removed|model vs market|market disagree|prices differ|money has moved/i;

/**
 * The market's probabilities as answers quote them: a `market` block of numbers, or a
 * percentage set against the model's ('26.7% against 29.7% in the …', '26.7% vs 29.7%'). In
 * soccer the published figure is the market's own and stays (a signed-out visitor sees it too),
 * so a bare percentage is not a quote.
 */
function marketQuotes(body: string, market: SearchResponse['prediction']['market']) {
  const found = MARKET_WORDS.exec(body)?.[0];
  const quotes = found ? [found] : [];
  if (/"market":\{/.test(body)) quotes.push('a market block');
  for (const p of [market!.home, market!.draw, market!.away]) {
    if (p === null) continue;
    const figure = `${(p * 100).toFixed(1)}%`;
    for (const quote of [`against ${figure}`, `vs ${figure}`]) {
      if (body.includes(quote)) quotes.push(quote);
    }
  }
  return quotes;
}

/**
 * During a break nothing Strix sends carries a market figure or a quote of the prices, on any
 * route: the answers are written without the market, not cut afterwards. Before it, the same
 * routes do quote the market (so every check below can fail).
 */
describe.each(databaseKinds)('a break keeps the market out of every answer, on %s', (kind) => {
  const llm = echoingLlm();
  let api: V1TestClient;
  let ownerId: string;
  let matchId: number;
  let market: SearchResponse['prediction']['market'];
  let sharedBefore: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => llm.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(llm.server.address() as AddressInfo).port}`;
    api = await v1TestClient(kind, {
      LLM_BASE_URL: base,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
    });
    const me = await api.t.app.inject({ url: '/api/auth/me', headers: bearer(api.session) });
    ownerId = (me.json() as { user: { id: string } }).user.id;
  }, 120_000);
  afterAll(async () => {
    await api?.t.close();
    llm.server.close();
  });

  const get = async (url: string) => {
    const response = await api.t.app.inject({
      url,
      headers: bearer(api.session),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const ask = async (query: string) => {
    const response = await api.t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(api.session),
      remoteAddress: nextIp(),
      payload: { query },
    });
    expect(response.statusCode, query).toBe(200);
    return response.body;
  };
  const quotesMarket = (body: string) => marketQuotes(body, market).length > 0;

  /** Every answer about the match a person can get, as sent. */
  async function everyAnswer(sharedId: string) {
    const v1 = await api.get(`/api/v1/matches/${matchId}`);
    expect(v1.status).toBe(200);
    const prompts = llm.prompts.length;
    const answers = {
      search: await ask('Everton vs Aston Villa'),
      slate: await ask('best value bets today'),
      // A season question has no prices to take out: it is answered as it is.
      season: await ask('Who will win the Premier League?'),
      'LLM input': '',
      'match page': await get(`/api/match/${matchId}`),
      'API match': JSON.stringify(v1.body),
      shared: await get(`/api/shared/${sharedId}`),
      'share page': await get(`/p/${sharedId}`),
      'dynamic prediction': await get('/api/dynamic-predictions/Everton/Aston%20Villa'),
      stats: await get('/api/stats/Everton/Aston%20Villa'),
    };
    answers['LLM input'] = llm.prompts.slice(prompts).join('\n');
    return answers;
  }

  it('quotes the market without a break (so the checks below can fail)', async () => {
    const answer = JSON.parse(await ask('Everton vs Aston Villa')) as SearchResponse;
    matchId = answer.prediction.matchId!;
    market = answer.prediction.market;
    expect(market).not.toBeNull();
    sharedBefore = answer.prediction.predictionId;

    const answers = await everyAnswer(sharedBefore);
    const quoting = ['search', 'slate', 'LLM input', 'match page', 'API match', 'shared'];
    for (const route of quoting) {
      expect(quotesMarket(answers[route as keyof typeof answers]), route).toBe(true);
    }
    // The texts set the model against the market's own figure.
    const home = `${(market!.home * 100).toFixed(1)}%`;
    expect(answers.search).toContain(`against ${home} in the Pinnacle pre-match price`);
    expect(answers['match page']).toContain(`against ${home}`);
  });

  it('sends no market figure or price quote on any route during a break', async () => {
    const taken = await api.t.app.inject({
      method: 'PUT',
      url: `/api/user/${ownerId}/limits/break`,
      headers: bearer(api.session),
      payload: { kind: 'cool-off', period: '24h' },
    });
    expect(taken.statusCode).toBe(200);

    const answers = await everyAnswer(sharedBefore);
    const leaks = Object.entries(answers)
      .map(([route, body]) => [route, marketQuotes(body, market)] as const)
      .filter(([, quotes]) => quotes.length > 0);
    expect(leaks).toEqual([]);
    // The LLM was asked to reword the answer, from facts without the market.
    expect(answers['LLM input']).not.toBe('');

    // Still the prediction and its reasons, written from the rest of the facts.
    const answer = JSON.parse(answers.search) as SearchResponse;
    expect(answer.prediction.homeTeamWinProb).toBeGreaterThan(0);
    // What the figure is stays said, with no bookmaker named.
    expect(answer.prediction.probabilitySource).toMatchObject({
      basis: 'market',
      label: "Market's fair price, no-vig",
      book: null,
      prices: null,
    });
    expect(answer.prediction.summary).toMatch(/^Expected goals: Everton/);
    expect(answer.prediction.keyInsights.length).toBeGreaterThan(0);
    expect(answer.locked?.reason).toBe('break');

    // A prediction asked during the break is shared without the market to its owner too. (A
    // match not asked before: Everton v Aston Villa asked again the same day re-opens the
    // prediction stored before the break, which `shared` above already read.)
    const during = (JSON.parse(await ask('Newcastle vs Wolves')) as SearchResponse).prediction;
    expect(during.predictionId).not.toBe(sharedBefore);
    expect(during.market).toBeNull();
    const shared = await get(`/api/shared/${during.predictionId}`);
    expect(quotesMarket(shared)).toBe(false);

    // One stored before the market-free texts were kept with it: its quoting sentences left out.
    await api.t.database.db
      .update(predictions)
      .set({ payload: sql`${predictions.payload} - 'withoutMarket'` })
      .where(eq(predictions.id, sharedBefore));
    const legacy = JSON.parse(await get(`/api/shared/${sharedBefore}`)) as SharedPrediction;
    expect(marketQuotes(JSON.stringify(legacy), market)).toEqual([]);
    expect(legacy.summary).toMatch(/^Expected goals: Everton/);
  });
});
