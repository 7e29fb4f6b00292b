import type { SearchResponse } from '@contract';

/** Where each part of an answer starts: the jump links' targets. */
export const SECTION_IDS = {
  probabilities: 'answer-probabilities',
  odds: 'answer-odds',
  valueBets: 'answer-value-bets',
  insights: 'answer-insights',
  form: 'answer-form',
} as const;

type Section = keyof typeof SECTION_IDS;

const LABELS: Record<Section, string> = {
  probabilities: 'Probabilities',
  odds: 'Odds',
  valueBets: 'Value bets',
  insights: 'Insights',
  form: 'Form',
};

/**
 * An odds or value question is answered by prices first: it opens on the odds table and value
 * bets; any other question on the probabilities (docs/product.md "Questions and predictions").
 */
export const opensOnPrices = (result: SearchResponse) =>
  !result.locked &&
  (result.interpretation.intent === 'odds' || result.interpretation.intent === 'value');

/**
 * The answer's sections in the order the page shows them (on a break, no prices; once the match
 * has kicked off, its closing line and no value bets).
 */
export function answerSections(result: SearchResponse): Section[] {
  const prices: Section[] = result.locked ? [] : result.played ? ['odds'] : ['odds', 'valueBets'];
  const rest: Section[] = ['insights', 'form'];
  return opensOnPrices(result)
    ? [...prices, 'probabilities', ...rest]
    : ['probabilities', ...rest, ...prices];
}

/**
 * On a phone an answer is many screens long: links to its sections, in page order, under its
 * top. Hidden from the small breakpoint up, where the sections sit side by side.
 */
export function JumpLinks({ result }: { result: SearchResponse }) {
  return (
    <nav aria-label="Answer sections" className="sm:hidden" data-testid="jump-links">
      <ul className="flex flex-wrap gap-2">
        {answerSections(result).map((section) => (
          <li key={section}>
            <a
              href={`#${SECTION_IDS[section]}`}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-card px-3 text-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              {LABELS[section]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
