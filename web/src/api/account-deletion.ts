import type { AccountDeletionStatus, DeleteAccountRequest } from '@contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

const base = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;

export const fetchDeletionStatus = (userId: string) =>
  getJson<AccountDeletionStatus>(`${base(userId)}/account-deletion`);

export const deleteAccount = (userId: string, body: DeleteAccountRequest) =>
  apiRequest<void>(base(userId), { method: 'DELETE', body });

/** GET /api/user/{userId}/account-deletion, read fresh each time Settings opens. */
export function useDeletionStatus(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.accountDeletion(userId ?? ''),
    queryFn: () => fetchDeletionStatus(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export function useDeleteAccount(userId: string | undefined) {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount(userId ?? '', body),
  });
}

/** Confirming with Google is a full-page navigation; Google sends the browser back to Settings. */
export function startGoogleConfirmation() {
  window.location.assign('/api/auth/google/confirm');
}
