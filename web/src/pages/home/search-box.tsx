import { ArrowRight, LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (query: string) => void;
  loading: boolean;
  onFocus?: () => void;
}

export function SearchBox({ value, onChange, onSubmit, loading, onFocus }: SearchBoxProps) {
  const inputId = useId();
  const blank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };

  return (
    <search className="block w-full">
      <form onSubmit={submit} className="w-full">
        <Label htmlFor={inputId} className="sr-only">
          Betting question
        </Label>
        <div className="group relative flex items-center rounded-2xl border border-input bg-card/80 p-1.5 shadow-[0_20px_50px_-20px_rgb(0_0_0/0.7)] transition-[border-color,box-shadow] focus-within:border-primary/60 focus-within:ring-4 focus-within:ring-primary/10">
          <Search
            className="pointer-events-none ml-3 size-5 shrink-0 text-muted-foreground group-focus-within:text-primary"
            aria-hidden="true"
          />
          <input
            id={inputId}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={onFocus}
            placeholder="Ask any betting question..."
            className="h-12 min-w-0 flex-1 bg-transparent px-3 text-base text-foreground outline-none placeholder:text-muted-foreground/70"
          />
          <Button
            type="submit"
            size="lg"
            disabled={loading || blank}
            className="h-12 rounded-xl px-4 sm:px-5"
          >
            {loading ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ArrowRight className="sm:hidden" aria-hidden="true" />
            )}
            <span className="sr-only sm:not-sr-only">{loading ? 'Analyzing' : 'Search'}</span>
          </Button>
        </div>
      </form>
    </search>
  );
}
