import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { SearchResponse } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  nextIp,
  registerUser,
  setPlan,
  type TestApp,
} from '../../test/harness.ts';

const RSS = readFileSync(
  fileURLToPath(new URL('../../data/news/fixtures/sport.rss.xml', import.meta.url)),
  'utf8',
);

/**
 * A local server speaking both wire formats a configured Strix calls: an RSS feed and an
 * OpenAI-compatible chat endpoint that rewrites the narrative.
 */
function providers() {
  const chatRequests: { model: string; messages: { role: string; content: string }[] }[] = [];
  let chatReply = (_facts: string) => ({
    prediction: 'Arsenal look the stronger side at home.',
    summary: 'Form and the market both point the same way.',
    keyInsights: ['Arsenal are unbeaten at home this season.'],
  });
  const server: Server = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const parsed = JSON.parse(body);
      chatRequests.push(parsed);
      const content = JSON.stringify(chatReply(parsed.messages.at(-1).content));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: parsed.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  return {
    server,
    chatRequests,
    setReply(fn: typeof chatReply) {
      chatReply = fn;
    },
  };
}

describe('search with news feeds and a narrative endpoint configured', () => {
  const local = providers();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}`;
    t = await createTestApp('pglite', {
      env: {
        NEWS_FEEDS: `${base}/feed.xml`,
        LLM_BASE_URL: base,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'test-model',
      },
      from: 'mini-mirror',
    });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    local.server.close();
  });

  const search = (query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { query },
    });

  it('shows news about the teams and the rewritten texts, numbers still from the model', async () => {
    const body = (await search('Arsenal vs Manchester City')).json() as SearchResponse;
    expect(body.newsAvailable).toBe(true);
    expect(body.newsStatus).toBe('ok');
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles[0]!.title).toMatch(/Gunners|Arsenal|City/);
    expect(body.prediction.prediction).toBe('Arsenal look the stronger side at home.');
    expect(body.prediction.keyInsights).toEqual(['Arsenal are unbeaten at home this season.']);
    // The endpoint saw the computed facts, and the probabilities are not its to change.
    const sent = local.chatRequests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(JSON.stringify(sent.messages)).toContain('Manchester City');
    expect(body.prediction.homeTeamWinProb).toBeGreaterThan(0);
  });

  it('keeps the written texts when the endpoint invents a number', async () => {
    local.setReply(() => ({
      prediction: 'Arsenal win 97.3% of the time.',
      summary: 'Trust us.',
      keyInsights: [],
    }));
    const body = (await search('Chelsea vs Liverpool')).json() as SearchResponse;
    expect(body.prediction.prediction).not.toContain('97.3');
    expect(body.prediction.prediction).toMatch(/Chelsea|Liverpool/);
  });
});

describe('search when every news feed fails', () => {
  // A feed answering 500, one that is not XML, and one that answers after the search stopped
  // waiting for it.
  const requests = new Map<string, number>();
  const feeds = createServer((req, res) => {
    requests.set(req.url ?? '', (requests.get(req.url ?? '') ?? 0) + 1);
    if (req.url === '/error.xml') res.writeHead(500).end('Internal Server Error');
    else if (req.url === '/garbage.xml') res.writeHead(200).end('<html>{"not": a feed');
    else {
      const timer = setTimeout(() => res.end(RSS), 10_000);
      res.on('close', () => clearTimeout(timer));
    }
  });
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    t = await createTestApp('pglite', {
      env: { NEWS_FEEDS: `${base}/error.xml,${base}/garbage.xml,${base}/slow.xml` },
      from: 'mini-mirror',
    });
    const registered = await registerUser(t.app);
    token = registered.token;
    await setPlan(t.database, registered.user.id, 'premium');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    feeds.closeAllConnections();
    feeds.close();
  });

  it('answers in full and says news is unavailable, once, without asking again at once', async () => {
    const ask = async (query: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload: { query },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as SearchResponse;
    };
    const body = await ask('Arsenal vs Manchester City');
    expect(body.newsAvailable).toBe(true);
    expect(body.newsStatus).toBe('failed');
    expect(body.articles).toEqual([]);
    // The rest of the answer is all there.
    expect(body.prediction.homeTeamWinProb).toBeGreaterThan(0);
    expect(body.prediction.keyInsights.length).toBeGreaterThan(0);

    // A failed feed is left alone for a minute: the next answer does not read it again.
    const again = await ask('Chelsea vs Liverpool');
    expect(again.newsStatus).toBe('failed');
    expect([...requests.values()]).toEqual([1, 1, 1]);
  });
});
