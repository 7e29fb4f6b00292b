import { z } from 'zod';
import { inventedNumbers } from './number-guard.ts';
import { narrativeMessages } from './prompt.ts';
import type {
  LlmSettings,
  Narrative,
  NarrativeFacts,
  NarrativeWriter,
  WarnLogger,
} from './types.ts';

export interface ChatCompletionsOptions {
  /** Rejected rewrites and failed requests are logged here at warn. */
  log?: WarnLogger;
  /**
   * After the endpoint times out, cannot be reached or answers 429/5xx, drafts are returned
   * without asking it for this long (default 30 s), so an outage does not add the full timeout
   * to every search.
   */
  cooldownMs?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Fetch for the endpoint (the app's counts its requests); default the global one. */
  fetch?: typeof fetch;
}

/** Low: the model should reword, not improvise. */
const TEMPERATURE = 0.2;

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

const line = (max: number) => z.string().trim().min(1).max(max);
const NarrativeSchema = z.object({
  prediction: line(300),
  summary: line(1_200),
  keyInsights: z.array(line(200)).max(5),
});

/** Why a rewrite was not used; `transport` failures start the cooldown. */
class Rejected extends Error {
  constructor(
    message: string,
    readonly details: object = {},
    readonly transport = false,
  ) {
    super(message);
  }
}

/** A NarrativeWriter over an OpenAI-compatible POST {baseUrl}/chat/completions. */
export function chatCompletionsWriter(
  settings: LlmSettings,
  { log, cooldownMs = 30_000, now = Date.now, fetch: fetchImpl }: ChatCompletionsOptions = {},
): NarrativeWriter {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let coolingUntil = 0;

  async function complete(
    facts: NarrativeFacts,
    draft: Narrative,
    signal: AbortSignal,
  ): Promise<string> {
    // Built first: facts that cannot be serialised are our bug, not the endpoint's.
    const payload = JSON.stringify({
      model: settings.model,
      temperature: TEMPERATURE,
      response_format: { type: 'json_object' },
      messages: narrativeMessages(facts, draft),
    });
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(endpoint, {
        method: 'POST',
        signal,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: payload,
      });
    } catch (error) {
      throw new Rejected('request failed', { err: error }, true);
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw new Rejected('request failed', { err: error }, true);
    }
    if (!response.ok) {
      throw new Rejected(
        `HTTP ${response.status}`,
        { status: response.status, body: body.slice(0, 300) },
        response.status === 429 || response.status >= 500,
      );
    }
    const completion = CompletionSchema.safeParse(parseJson(body));
    if (!completion.success)
      throw new Rejected('not a chat completion', { body: body.slice(0, 300) });
    return completion.data.choices[0]?.message.content ?? '';
  }

  return {
    available: true,
    async rewrite(facts, draft, signal) {
      if (signal?.aborted || now() < coolingUntil) return draft;
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      try {
        const content = await complete(
          facts,
          draft,
          signal ? AbortSignal.any([signal, timeout]) : timeout,
        );
        const parsed = NarrativeSchema.safeParse(parseJson(stripFence(content)));
        if (!parsed.success) {
          throw new Rejected('answer is not a {prediction, summary, keyInsights} object', {
            content: content.slice(0, 300),
          });
        }
        const invented = inventedNumbers(
          JSON.stringify(parsed.data),
          `${JSON.stringify(facts)} ${JSON.stringify(draft)}`,
        );
        if (invented.length > 0) {
          throw new Rejected('answer has numbers that are not in the facts', { invented });
        }
        return parsed.data;
      } catch (error) {
        // The caller gave up: nobody is waiting for the text, and nothing went wrong upstream.
        if (signal?.aborted) return draft;
        if (error instanceof Rejected) {
          if (timeout.aborted) {
            log?.warn(
              { timeoutMs: settings.timeoutMs },
              'narrative rewrite timed out; using the draft',
            );
          } else {
            log?.warn(
              { ...error.details, reason: error.message },
              'narrative rewrite rejected; using the draft',
            );
          }
          if (error.transport || timeout.aborted) coolingUntil = now() + cooldownMs;
        } else {
          log?.warn({ err: error }, 'narrative rewrite failed; using the draft');
        }
        return draft;
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Some compatible servers wrap JSON mode answers in a ```json fence anyway. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}
