import type { UnresolvedQuestion } from '@contract';
import { useEffect, useRef } from 'react';
import { Owl } from '../../components/owl/owl.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { SuggestionChips } from './suggestion-chips.tsx';

/**
 * A question Strix cannot answer from its data (a league it does not cover, say) is not a
 * failure: it says so in the server's words and offers questions it can answer.
 */
export function UnresolvedNotice({
  query,
  unresolved,
  onPick,
}: {
  query: string;
  unresolved: UnresolvedQuestion;
  onPick: (suggestion: string) => void;
}) {
  const card = useRef<HTMLDivElement>(null);
  // Like an answer, the notice appears below the carousel; bring it into view.
  useEffect(() => {
    if (query) card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [query]);
  return (
    <Card ref={card} className="mt-12 scroll-mt-20" data-testid="unresolved-notice">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Owl variant="explore" size={88} title="" className="shrink-0" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">We couldn't answer “{query}”</h2>
          <p className="mt-1.5 text-muted-foreground">{unresolved.error}</p>
          {unresolved.suggestions.length > 0 ? (
            <>
              <p className="mt-4 text-sm font-medium">Try one of these instead:</p>
              <SuggestionChips
                suggestions={unresolved.suggestions}
                onPick={onPick}
                className="mt-2 justify-center sm:justify-start"
                label="Questions Strix can answer"
              />
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
