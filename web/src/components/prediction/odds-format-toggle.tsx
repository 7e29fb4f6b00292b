import { ODDS_FORMAT_LABELS, ODDS_FORMATS } from '../../lib/odds-format.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { cn } from '../../lib/utils.ts';

const FRACTIONAL_TITLE =
  "Bookmakers' fractions: each price at the nearest step of their ladder; the decimal price is exact.";

/** American / decimal / fractional, remembered by the browser and shared by every odds list. */
export function OddsFormatToggle({ className }: { className?: string }) {
  const [format, setFormat] = useOddsFormat();
  return (
    <fieldset
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-border bg-background/60 p-0.5',
        className,
      )}
    >
      <legend className="sr-only">Odds format</legend>
      {ODDS_FORMATS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={format === value}
          title={value === 'fractional' ? FRACTIONAL_TITLE : undefined}
          onClick={() => setFormat(value)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
            format === value
              ? 'bg-secondary text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {ODDS_FORMAT_LABELS[value]}
        </button>
      ))}
    </fieldset>
  );
}
