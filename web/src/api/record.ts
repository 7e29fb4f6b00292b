import type {
  BacktestRecordResponse,
  OutlookBacktestResponse,
  ValueLedgerResponse,
} from '@contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** While the server computes the backtest (once per clock day), ask again this often. */
const COMPUTING_POLL_MS = 5_000;

/** GET /api/record/backtest: the walk-forward backtest as of the clock's day. */
export function useBacktestRecord() {
  return useQuery({
    queryKey: ['/api/record/backtest'] as const,
    queryFn: () => getJson<BacktestRecordResponse>('/api/record/backtest'),
    staleTime: 5 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? COMPUTING_POLL_MS : false,
  });
}

/** GET /api/record/outlooks: past seasons simulated from mid-season dates, scored. */
export function useOutlookBacktest() {
  return useQuery({
    queryKey: ['/api/record/outlooks'] as const,
    queryFn: () => getJson<OutlookBacktestResponse>('/api/record/outlooks'),
    staleTime: 5 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? COMPUTING_POLL_MS : false,
  });
}

/** GET /api/record/value-bets: the value-bet ledger, walk-forward and live, as of the clock's day. */
export function useValueLedger() {
  return useQuery({
    queryKey: queryKeys.valueLedger,
    queryFn: () => getJson<ValueLedgerResponse>('/api/record/value-bets'),
    staleTime: 5 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? COMPUTING_POLL_MS : false,
  });
}
