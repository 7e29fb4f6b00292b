import type {
  ApiKeyListResponse,
  ApiKeySummary,
  CreateApiKeyRequest,
  CreatedApiKey,
  RenameApiKeyRequest,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type { ApiKeyListResponse, ApiKeySummary, CreatedApiKey };

const BASE = '/api/user/api-keys';
const keyPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const fetchApiKeys = () => getJson<ApiKeyListResponse>(BASE);

export const createApiKey = (body: CreateApiKeyRequest) =>
  apiRequest<CreatedApiKey>(BASE, { method: 'POST', body });

export const renameApiKey = ({ id, ...body }: RenameApiKeyRequest & { id: string }) =>
  apiRequest<ApiKeySummary>(keyPath(id), { method: 'PATCH', body });

export const revokeApiKey = (id: string) =>
  apiRequest<ApiKeySummary>(keyPath(id), { method: 'DELETE' });

/**
 * GET /api/user/api-keys (signed in only). Always asked again on opening Settings: the usage
 * counts move with every API call, made from somewhere else entirely.
 */
export function useApiKeys(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.apiKeysOf(userId ?? ''),
    queryFn: fetchApiKeys,
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** After any change the list is read again: it also carries usage the answer does not. */
function useKeyMutation<TVariables, TData>(
  userId: string | undefined,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      userId ? queryClient.invalidateQueries({ queryKey: queryKeys.apiKeysOf(userId) }) : undefined,
  });
}

export const useCreateApiKey = (userId: string | undefined) => useKeyMutation(userId, createApiKey);

export const useRenameApiKey = (userId: string | undefined) => useKeyMutation(userId, renameApiKey);

export const useRevokeApiKey = (userId: string | undefined) => useKeyMutation(userId, revokeApiKey);
