import type { LeaguesResponse, SlateResponse, SlateValueBetsResponse } from '@contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useStatus } from './status.ts';

export type { LeaguesResponse, SlateResponse, SlateValueBetsResponse };

/** Read again each minute while open: a live clock moves prices and kick-offs past. */
const FRESH_MS = 60_000;

/** The clock the status reports, once it has answered (or failed: then read without it). */
function useClockKey() {
  const status = useStatus();
  return { clock: status.data?.asOf ?? null, known: status.isFetched };
}

/**
 * The slate for a query string (the page's own, without '?'): keyed by it and by the clock the
 * status reports, so moving a replay or a live minute reads again. The last answer stays on
 * screen while a changed filter is read.
 */
export function useSlate(search: string) {
  const { clock, known } = useClockKey();
  return useQuery({
    queryKey: queryKeys.slate(search, clock),
    enabled: known,
    queryFn: () => getJson<SlateResponse>(`/api/slate${search ? `?${search}` : ''}`),
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSlateValueBets() {
  const { clock, known } = useClockKey();
  return useQuery({
    queryKey: queryKeys.slateValueBets(clock),
    enabled: known,
    queryFn: () => getJson<SlateValueBetsResponse>('/api/slate/value-bets'),
    staleTime: FRESH_MS,
  });
}

export function useLeagues() {
  const { clock, known } = useClockKey();
  return useQuery({
    queryKey: queryKeys.leagues(clock),
    enabled: known,
    queryFn: () => getJson<LeaguesResponse>('/api/leagues'),
    staleTime: FRESH_MS,
  });
}
