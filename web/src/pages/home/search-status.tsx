import type { SearchResponse } from '../../api/search.ts';
import { Owl } from '../../components/owl/owl.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Shown while a search runs; the rotating message screen arrives with the prediction feature. */
export function SearchPending({ query }: { query: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mt-14 flex flex-col items-center gap-4 text-center"
    >
      <Owl variant="insights" size={112} title="" />
      <p className="text-lg font-semibold">Analyzing “{query}”</p>
      <p className="text-sm text-muted-foreground">Reading form, odds and news…</p>
    </div>
  );
}

/** A plain rendering of a search answer until the full prediction card ships. */
export function SearchAnswer({ query, result }: { query: string; result: SearchResponse }) {
  const text = result.prediction?.prediction ?? result.prediction?.summary;
  return (
    <Card className="mt-14">
      <CardHeader>
        <CardTitle>{result.search?.query ?? query}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed text-muted-foreground">
          {text ?? 'No prediction text was returned.'}
        </p>
        <p className="mt-4 text-xs text-muted-foreground">
          AI-generated probabilities based on available data. Not financial or betting advice.
        </p>
      </CardContent>
    </Card>
  );
}
