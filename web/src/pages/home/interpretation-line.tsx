import { CircleHelp, Sparkles } from 'lucide-react';
import type { InterpretResult } from '../../api/search.ts';
import { SuggestionChips } from './suggestion-chips.tsx';

/**
 * Under the search box: what Strix understood from the text so far ('Arsenal vs Manchester City
 * · Sun 2 Feb'), or, when it cannot resolve it, the server's sentence and suggestions to pick.
 */
export function InterpretationLine({
  result,
  onPickSuggestion,
}: {
  result: InterpretResult | undefined;
  onPickSuggestion: (suggestion: string) => void;
}) {
  return (
    <div aria-live="polite" className="mt-2.5 min-h-6 text-left" data-testid="interpretation">
      {result?.kind === 'understood' ? (
        <p className="flex items-center gap-2 px-2 text-sm text-muted-foreground">
          <Sparkles className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 truncate">{result.interpretation.label}</span>
        </p>
      ) : result?.kind === 'unresolved' ? (
        <div className="px-2">
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <CircleHelp className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden="true" />
            <span>{result.unresolved.error}</span>
          </p>
          <SuggestionChips
            suggestions={result.unresolved.suggestions}
            onPick={onPickSuggestion}
            className="mt-2 pl-5.5"
            label="Did you mean"
          />
        </div>
      ) : null}
    </div>
  );
}
