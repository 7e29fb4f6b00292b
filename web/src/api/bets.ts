import type {
  Bet,
  BetsResponse,
  CreateBetRequest,
  DeleteBetResponse,
  ImportBetsResponse,
  UpdateBetRequest,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, buildRequestInit, getJson, readErrorField } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { Bet, BetsResponse, CreateBetRequest, ImportBetsResponse, UpdateBetRequest };

const betsPath = (userId: string) => `/api/user/${encodeURIComponent(userId)}/bets`;
const betPath = (userId: string, betId: string) =>
  `${betsPath(userId)}/${encodeURIComponent(betId)}`;
export const betsExportPath = (userId: string) => `${betsPath(userId)}/export.csv`;

export const fetchBets = (userId: string) => getJson<BetsResponse>(betsPath(userId));

export const createBet = (userId: string, body: CreateBetRequest) =>
  apiRequest<Bet>(betsPath(userId), { method: 'POST', body });

export const updateBet = (userId: string, betId: string, body: UpdateBetRequest) =>
  apiRequest<Bet>(betPath(userId, betId), { method: 'PATCH', body });

export const deleteBet = (userId: string, betId: string) =>
  apiRequest<DeleteBetResponse>(betPath(userId, betId), { method: 'DELETE' });

/** A failed call's error, with the server's sentence (which names a CSV's line) kept. */
async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, `${response.status}: ${text}`, readErrorField(text));
}

/** POST .../bets/import: the file's text as a text/csv body; all rows are stored, or none. */
export async function importBets(userId: string, csv: string): Promise<ImportBetsResponse> {
  const init = buildRequestInit({ method: 'POST' });
  init.headers = { ...(init.headers as Record<string, string>), 'Content-Type': 'text/csv' };
  init.body = csv;
  const response = await fetch(`${betsPath(userId)}/import`, init);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as ImportBetsResponse;
}

/**
 * GET .../bets/export.csv as a file. Fetched rather than linked: a plain link would carry the
 * session cookie only, and a person signed in with a stored token has none.
 */
export async function downloadBetsCsv(userId: string): Promise<void> {
  const response = await fetch(betsExportPath(userId), buildRequestInit({ method: 'GET' }));
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'strix-bets.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/user/{userId}/bets: the bets and their summary at the app's clock. Read again on
 * every visit: bets settle as the clock moves, from the server's side alone.
 */
export function useBets(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.betsOf(userId ?? ''),
    queryFn: () => fetchBets(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/**
 * Any change moves the summary too (profit, ROI, the curve): the whole answer is read again, and
 * so are the limits, whose stakes this month the stake-limit warnings count.
 */
function useBetsMutation<TVariables, TData>(
  userId: string | undefined,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      userId
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.betsOf(userId) }),
            queryClient.invalidateQueries({ queryKey: queryKeys.bettingLimits(userId) }),
          ])
        : undefined,
  });
}

export const useCreateBet = (userId: string) =>
  useBetsMutation(userId, (body: CreateBetRequest) => createBet(userId, body));

export const useUpdateBet = (userId: string) =>
  useBetsMutation(userId, ({ betId, ...body }: UpdateBetRequest & { betId: string }) =>
    updateBet(userId, betId, body),
  );

export const useDeleteBet = (userId: string) =>
  useBetsMutation(userId, (betId: string) => deleteBet(userId, betId));

export const useImportBets = (userId: string) =>
  useBetsMutation(userId, (csv: string) => importBets(userId, csv));
