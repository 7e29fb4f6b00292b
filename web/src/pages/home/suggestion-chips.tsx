import { cn } from '../../lib/utils.ts';

/** What the person may have meant, as chips; picking one hands its text back. */
export function SuggestionChips({
  suggestions,
  onPick,
  className,
  label = 'Suggestions',
}: {
  suggestions: string[];
  onPick: (suggestion: string) => void;
  className?: string;
  label?: string;
}) {
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            onClick={() => onPick(suggestion)}
            className="rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-foreground transition-colors outline-none hover:border-primary/60 hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring"
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}
