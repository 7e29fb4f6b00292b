import type { SlateLeague, SlateMarket, SlateSort, SlateWindow } from '@contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LabelledField } from '../../components/ui/labelled-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import {
  DEFAULT_FILTERS,
  isNarrowed,
  numberFromField,
  SLATE_SPORTS,
  type SlateFilters,
  type SlateSport,
  SPORT_LABELS,
} from '../../lib/slate-filters.ts';

const WINDOW_LABELS: Record<SlateWindow, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  '3days': 'Next 3 days',
  week: 'This week',
};
const MARKET_LABELS: Record<SlateMarket, string> = {
  moneyline: 'Match result',
  spread: 'Spread / handicap',
  total: 'Totals',
};
const SORT_LABELS: Record<SlateSort, string> = {
  kickoff: 'Kick-off',
  ev: 'Best value (EV)',
  confidence: 'Data confidence',
};

/** A number filter: typed freely, applied when the field is left or Enter is pressed. */
function NumberField({
  label,
  value,
  onCommit,
  step,
  placeholder,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  step: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // A new address (back, a shared link, Clear filters) shows its own value.
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const next = numberFromField(text);
    if (next !== value) onCommit(next);
  };
  return (
    <LabelledField label={label}>
      {(id) => (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
    </LabelledField>
  );
}

/** "My books": the bookmakers whose prices count, chosen from those pricing this week. */
function BooksPicker({
  books,
  chosen,
  onChange,
}: {
  books: string[];
  chosen: string[];
  onChange: (books: string[]) => void;
}) {
  const toggle = (book: string) =>
    onChange(chosen.includes(book) ? chosen.filter((b) => b !== book) : [...chosen, book]);
  return (
    <details
      className="col-span-full rounded-lg border border-border px-3 py-2"
      open={chosen.length > 0}
    >
      <summary className="cursor-pointer rounded text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
        My books {chosen.length > 0 ? `(${chosen.length})` : '(every book)'}
      </summary>
      {books.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No bookmaker prices this week.</p>
      ) : (
        <fieldset className="mt-2">
          <legend className="sr-only">Bookmakers whose prices count</legend>
          <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
            {books.map((book) => (
              <li key={book}>
                <label className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.includes(book)}
                    onChange={() => toggle(book)}
                  />
                  <span className="truncate">{book}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </details>
  );
}

/**
 * The slate's filters and order. Each change is a new address (lib/slate-filters.ts), so the
 * view can be shared; every control is a labelled native input, usable from the keyboard.
 */
export function SlateControls({
  filters,
  onChange,
  leagues,
  books,
  pricesLocked,
}: {
  filters: SlateFilters;
  onChange: (change: Partial<SlateFilters>) => void;
  leagues: SlateLeague[];
  books: string[];
  /** Prices are withheld from this viewer: the price filters would do nothing. */
  pricesLocked: boolean;
}) {
  const shownLeagues = filters.sport ? leagues.filter((l) => l.sport === filters.sport) : leagues;
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      aria-label="Filter the slate"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 md:grid-cols-4"
      data-testid="slate-controls"
    >
      <LabelledField label="When">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.window}
            onChange={(e) => onChange({ window: e.target.value as SlateWindow })}
          >
            {Object.entries(WINDOW_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField label="Sport">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.sport ?? ''}
            onChange={(e) => {
              const sport = (e.target.value || null) as SlateSport | null;
              const league = leagues.find((l) => l.id === filters.league);
              // A league of another sport would leave nothing to show.
              onChange({ sport, league: sport && league?.sport !== sport ? null : filters.league });
            }}
          >
            <option value="">All sports</option>
            {SLATE_SPORTS.filter((sport) => leagues.some((l) => l.sport === sport)).map((sport) => (
              <option key={sport} value={sport}>
                {SPORT_LABELS[sport]}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField label="League">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.league ?? ''}
            onChange={(e) => onChange({ league: e.target.value || null })}
          >
            <option value="">All leagues</option>
            {shownLeagues.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField label="Sort each league by">
        {(id) => (
          <NativeSelect
            id={id}
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as SlateSort })}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      {pricesLocked ? null : (
        <>
          <LabelledField label="Market">
            {(id) => (
              <NativeSelect
                id={id}
                value={filters.market ?? ''}
                onChange={(e) =>
                  onChange({ market: (e.target.value || null) as SlateMarket | null })
                }
              >
                <option value="">Any market</option>
                {Object.entries(MARKET_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledField>
          <NumberField
            label="Minimum EV (%)"
            value={filters.minEv}
            onCommit={(minEv) => onChange({ minEv })}
            step="0.5"
            placeholder="Any"
          />
          <NumberField
            label="Odds from (decimal)"
            value={filters.minOdds}
            onCommit={(minOdds) => onChange({ minOdds })}
            step="0.05"
            placeholder="1.01"
          />
          <NumberField
            label="Odds to (decimal)"
            value={filters.maxOdds}
            onCommit={(maxOdds) => onChange({ maxOdds })}
            step="0.05"
            placeholder="Any"
          />
          <BooksPicker
            books={books}
            chosen={filters.books}
            onChange={(chosen) => onChange({ books: chosen })}
          />
        </>
      )}
      {isNarrowed(filters) ? (
        <div className="col-span-full">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...DEFAULT_FILTERS, sort: filters.sort })}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
