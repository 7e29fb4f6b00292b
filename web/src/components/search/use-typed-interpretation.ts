import { useInterpretation } from '../../api/search.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** The interpretation line waits until typing pauses this long. */
export const INTERPRET_DEBOUNCE_MS = 250;

/**
 * What Strix understands from text being typed, asked once typing pauses, so each keystroke
 * does not become a request.
 */
export function useTypedInterpretation(text: string, enabled = true) {
  return useInterpretation(useDebouncedValue(text.trim(), INTERPRET_DEBOUNCE_MS), enabled);
}
