import { type ChatCompletionsOptions, chatCompletionsWriter } from './chat-completions.ts';
import type { LlmSettings, NarrativeWriter } from './types.ts';

export type { ChatCompletionsOptions } from './chat-completions.ts';
export { chatCompletionsWriter } from './chat-completions.ts';
export { SYSTEM_PROMPT } from './prompt.ts';
export type { LlmSettings, Narrative, NarrativeFacts, NarrativeWriter } from './types.ts';

/** The offline default: no LLM configured, so the templated draft is the text. */
export const offlineNarrativeWriter: NarrativeWriter = {
  available: false,
  rewrite: async (_facts, draft) => draft,
};

/** The Chat Completions writer when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set. */
export function createNarrativeWriter(
  config: { llm: LlmSettings | undefined },
  options: ChatCompletionsOptions = {},
): NarrativeWriter {
  return config.llm ? chatCompletionsWriter(config.llm, options) : offlineNarrativeWriter;
}
