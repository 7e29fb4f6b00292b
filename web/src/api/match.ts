import { useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The parts of a match the shell shows; the prediction block comes with the match feature. */
export interface MatchSummary {
  homeTeam: string;
  awayTeam: string;
  league?: string;
  startTime?: string;
  venue?: string;
}

export const fetchMatch = (id: string) =>
  getJson<MatchSummary>(`/api/match/${encodeURIComponent(id)}`);

export function useMatch(id: string) {
  return useQuery({ queryKey: queryKeys.match(id), queryFn: () => fetchMatch(id) });
}
