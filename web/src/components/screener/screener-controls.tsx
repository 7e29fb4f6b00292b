import { formatOdds, type OddsFormat } from '../../lib/odds-format.ts';
import {
  MIN_EV_OPTIONS,
  ODDS_RANGES,
  type OddsRange,
  type ScreenerFilter,
  type ScreenerSort,
  SORT_KEYS,
  type SortKey,
  sortFor,
} from '../../lib/screener.ts';
import { LabelledField } from '../ui/labelled-field.tsx';
import { NativeSelect } from '../ui/native-select.tsx';

const decimal = (value: number, format: OddsFormat) =>
  formatOdds({ american: null, decimal: value }, format);

/** 'Any odds', 'Shorter than +100', '+100 to +300', '+300 or longer', in the reader's format. */
export function oddsRangeLabel({ min, max }: OddsRange, format: OddsFormat): string {
  if (min === null && max === null) return 'Any odds';
  if (min === null) return `Shorter than ${decimal(max!, format)}`;
  if (max === null) return `${decimal(min, format)} or longer`;
  return `${decimal(min, format)} to ${decimal(max, format)}`;
}

const minEvLabel = (value: number | null) =>
  value === null ? 'Any EV' : value === 0 ? '0% or more' : `+${value}% or more`;

const SORT_OPTION_LABELS: Record<SortKey, string> = {
  ev: 'Highest EV',
  edge: 'Highest edge',
  kickoff: 'Soonest',
  league: 'League A–Z',
};

/** League, minimum EV and odds filters; on phones, where there are no column headers, the sort. */
export function ScreenerControls({
  leagues,
  filter,
  onFilter,
  sort,
  onSort,
  format,
}: {
  leagues: string[];
  filter: ScreenerFilter;
  onFilter: (filter: ScreenerFilter) => void;
  sort: ScreenerSort;
  onSort: (sort: ScreenerSort) => void;
  format: OddsFormat;
}) {
  const rangeId =
    ODDS_RANGES.find((r) => r.range.min === filter.odds.min && r.range.max === filter.odds.max)
      ?.id ?? 'any';
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
      <LabelledField label="League">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.league ?? ''}
            onChange={(event) => onFilter({ ...filter, league: event.target.value || null })}
          >
            <option value="">All leagues</option>
            {leagues.map((league) => (
              <option key={league} value={league}>
                {league}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField label="Minimum EV">
        {(id) => (
          <NativeSelect
            id={id}
            value={filter.minEv === null ? '' : String(filter.minEv)}
            onChange={(event) =>
              onFilter({
                ...filter,
                minEv: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            {MIN_EV_OPTIONS.map((value) => (
              <option key={String(value)} value={value === null ? '' : String(value)}>
                {minEvLabel(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField label="Odds">
        {(id) => (
          <NativeSelect
            id={id}
            value={rangeId}
            onChange={(event) =>
              onFilter({
                ...filter,
                odds: ODDS_RANGES.find((r) => r.id === event.target.value)?.range ?? {
                  min: null,
                  max: null,
                },
              })
            }
          >
            {ODDS_RANGES.map(({ id: optionId, range }) => (
              <option key={optionId} value={optionId}>
                {oddsRangeLabel(range, format)}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <div className="md:hidden">
        <LabelledField label="Sort by">
          {(id) => (
            <NativeSelect
              id={id}
              value={sort.key}
              onChange={(event) => onSort(sortFor(event.target.value as SortKey))}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SORT_OPTION_LABELS[key]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledField>
      </div>
    </div>
  );
}
