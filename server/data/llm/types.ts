/** The text of a prediction, as the prediction card shows it. */
export interface Narrative {
  prediction: string;
  summary: string;
  /** At most 5 short lines. */
  keyInsights: string[];
}

/**
 * What the numbers say, computed by the engine: probabilities, form, odds… Any JSON-serialisable
 * object; it is shown to the model as JSON and every number the model writes must appear in it
 * (or in the draft).
 */
export type NarrativeFacts = Record<string, unknown>;

/**
 * Polishes the wording of a narrative drafted from templates. Never fails and never changes the
 * facts: whenever the rewrite cannot be trusted, the draft comes back unchanged.
 */
export interface NarrativeWriter {
  /** False for the offline writer, which returns every draft as it is. */
  readonly available: boolean;
  rewrite(facts: NarrativeFacts, draft: Narrative, signal?: AbortSignal): Promise<Narrative>;
}

/** An OpenAI-compatible Chat Completions endpoint (LLM_* variables). */
export interface LlmSettings {
  /** e.g. https://api.openai.com/v1; requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** The part of a pino/Fastify logger the writer uses. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}
