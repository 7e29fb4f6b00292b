import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../config/config.ts';
import {
  chatCompletionsWriter,
  createNarrativeWriter,
  type LlmSettings,
  type Narrative,
  offlineNarrativeWriter,
} from './index.ts';
import { inventedNumbers } from './number-guard.ts';

const FACTS = {
  homeTeam: 'Arsenal',
  awayTeam: 'Manchester City',
  probabilities: { home: 41, draw: 27, away: 32 },
  confidence: 64,
  expectedGoals: { home: 1.62, away: 1.31 },
  form: { home: 'WWDLW', away: 'LWWDW' },
};

const DRAFT: Narrative = {
  prediction: 'Arsenal are slight favourites against Manchester City (41%).',
  summary:
    'Our model gives Arsenal a 41% chance, Manchester City 32% and a draw 27%. Confidence is 64%.',
  keyInsights: ['Arsenal expected goals: 1.62', 'Manchester City expected goals: 1.31'],
};

const REWRITE: Narrative = {
  prediction: 'Arsenal edge this one, with a 41% chance of beating Manchester City.',
  summary:
    'Home advantage tips it to Arsenal at 41%, with City on 32% and the draw on 27%. The model expects 1.62 goals from Arsenal and 1.31 from City.',
  keyInsights: ['Arsenal: 1.62 expected goals', 'City: 1.31 expected goals', 'Confidence: 64%'],
};

/** The answer a Chat Completions server gives, with `content` as the assistant's message. */
function completion(content: string) {
  return {
    id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    object: 'chat.completion',
    created: 1736940000,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 412, completion_tokens: 96, total_tokens: 508 },
    system_fingerprint: 'fp_06737a9306',
  };
}

interface Seen {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    response_format: unknown;
    messages: { role: string; content: string }[];
  };
}

/** A Chat Completions endpoint on loopback; `answer` decides each response. */
const seen: Seen[] = [];
let answer: (res: ServerResponse) => void = () => {};
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    seen.push({
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(raw),
    });
    answer(res);
  });
});
const replyWith = (content: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(completion(content)));
};

let settings: LlmSettings;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    baseUrl: `http://127.0.0.1:${port}/v1/`,
    apiKey: 'sk-test-123',
    model: 'gpt-4o-mini',
    timeoutMs: 2_000,
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

function warnings() {
  const logged: { details: object; message: string }[] = [];
  return {
    logged,
    log: { warn: (details: object, message: string) => logged.push({ details, message }) },
  };
}

describe('Chat Completions narrative writer', () => {
  it('asks for a JSON rewrite of the draft from the facts, and uses it', async () => {
    answer = replyWith(JSON.stringify({ ...REWRITE, prediction: `  ${REWRITE.prediction} ` }));
    const writer = createNarrativeWriter({ llm: settings });
    expect(writer.available).toBe(true);
    expect(await writer.rewrite(FACTS, DRAFT)).toEqual(REWRITE);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-123',
      body: { model: 'gpt-4o-mini', response_format: { type: 'json_object' } },
    });
    expect(request?.body.temperature).toBeLessThanOrEqual(0.3);
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/ONLY the given facts/);
    expect(system?.content).toMatch(/Never invent/);
    expect(system?.content).toMatch(/at most 5 short lines/);
    expect(system?.content).toMatch(/"prediction".*"summary".*"keyInsights"/s);
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(JSON.stringify(FACTS));
    expect(user?.content).toContain(JSON.stringify(DRAFT));
  });

  it('accepts a JSON answer wrapped in a code fence', async () => {
    answer = replyWith(`\`\`\`json\n${JSON.stringify(REWRITE)}\n\`\`\``);
    expect(await chatCompletionsWriter(settings).rewrite(FACTS, DRAFT)).toEqual(REWRITE);
  });

  it('returns the draft when the server is slower than the timeout', async () => {
    answer = (res) => {
      const timer = setTimeout(() => replyWith(JSON.stringify(REWRITE))(res), 3_000);
      res.on('close', () => clearTimeout(timer));
    };
    const { logged, log } = warnings();
    const writer = chatCompletionsWriter({ ...settings, timeoutMs: 200 }, { log });
    const started = performance.now();
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(logged).toEqual([
      { details: { timeoutMs: 200 }, message: expect.stringMatching(/timed out/) },
    ]);
  });

  it('returns the draft on an HTTP error, then leaves the endpoint alone for a while', async () => {
    answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }),
      );
    };
    let at = 0;
    const { logged, log } = warnings();
    const writer = chatCompletionsWriter(settings, { log, cooldownMs: 30_000, now: () => at });
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(logged[0]?.details).toMatchObject({ status: 500, reason: 'HTTP 500' });

    at = 29_000;
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(seen).toHaveLength(1);

    at = 31_000;
    answer = replyWith(JSON.stringify(REWRITE));
    expect(await writer.rewrite(FACTS, DRAFT)).toEqual(REWRITE);
    expect(seen).toHaveLength(2);
  });

  it('returns the draft on a client error without a cooldown', async () => {
    answer = (res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: "'response_format' is not supported" } }));
    };
    const writer = chatCompletionsWriter(settings);
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(seen).toHaveLength(2);
  });

  it('returns the draft when the answer is not JSON', async () => {
    answer = replyWith('Sure! Arsenal edge this one against Manchester City.');
    const { logged, log } = warnings();
    expect(await chatCompletionsWriter(settings, { log }).rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(logged[0]?.message).toMatch(/rejected/);
  });

  it('returns the draft when the response is not a chat completion', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Gateway login</html>');
    };
    expect(await chatCompletionsWriter(settings).rewrite(FACTS, DRAFT)).toBe(DRAFT);
  });

  it('returns the draft when the JSON has the wrong shape', async () => {
    const writer = chatCompletionsWriter(settings);
    answer = replyWith(JSON.stringify({ prediction: REWRITE.prediction, keyInsights: [] }));
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    answer = replyWith(JSON.stringify({ ...REWRITE, keyInsights: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    answer = replyWith(JSON.stringify({ ...REWRITE, summary: 42 }));
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
  });

  it('returns the draft when the answer has a number that is not in the facts', async () => {
    answer = replyWith(
      JSON.stringify({
        ...REWRITE,
        summary: 'Arsenal have won 7 of their last 10 against City, so 41% looks about right.',
      }),
    );
    const { logged, log } = warnings();
    expect(await chatCompletionsWriter(settings, { log }).rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(logged[0]?.details).toMatchObject({ invented: ['7', '10'] });
  });

  it('returns the draft when the caller gives up', async () => {
    answer = (res) => {
      const timer = setTimeout(() => replyWith(JSON.stringify(REWRITE))(res), 3_000);
      res.on('close', () => clearTimeout(timer));
    };
    const { logged, log } = warnings();
    const controller = new AbortController();
    const rewrite = chatCompletionsWriter(settings, { log }).rewrite(
      FACTS,
      DRAFT,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    expect(await rewrite).toBe(DRAFT);
    expect(logged).toEqual([]);
  });

  it('logs through a pino logger', async () => {
    answer = replyWith('not json');
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    expect(await chatCompletionsWriter(settings, { log }).rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, reason: expect.any(String) });
  });
});

describe('offline narrative writer', () => {
  it('returns the draft without any request when the LLM is not configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const writer = createNarrativeWriter({ llm: undefined });
    expect(writer).toBe(offlineNarrativeWriter);
    expect(writer.available).toBe(false);
    expect(await writer.rewrite(FACTS, DRAFT)).toBe(DRAFT);
    expect(createNarrativeWriter(testConfig())).toBe(offlineNarrativeWriter);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it('is built from the server configuration', async () => {
    answer = replyWith(JSON.stringify(REWRITE));
    const writer = createNarrativeWriter(
      testConfig({
        LLM_BASE_URL: settings.baseUrl,
        LLM_API_KEY: settings.apiKey,
        LLM_MODEL: settings.model,
      }),
    );
    expect(await writer.rewrite(FACTS, DRAFT)).toEqual(REWRITE);
  });
});

describe('number guard', () => {
  const sources = JSON.stringify({ odds: 2.5, stake: 1250, date: '2025-01-15', p: 0.4523 });
  it('accepts the same values however they are written', () => {
    expect(inventedNumbers('At 2.50, on 15.01.2025, 1,250 staked, p=0.4523.', sources)).toEqual([]);
    expect(inventedNumbers('Kick-off 2025-01-15, 3rd in the table', sources)).toEqual(['3']);
  });
  it('names the values that are not in the sources', () => {
    expect(inventedNumbers('45.23% and 2.6 and 12', sources)).toEqual(['45.23', '2.6', '12']);
    expect(inventedNumbers('No numbers at all', sources)).toEqual([]);
  });
});
