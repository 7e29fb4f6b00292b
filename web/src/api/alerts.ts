import type {
  AlertSettings,
  CreatePriceTargetRequest,
  FollowedTeamsResponse,
  PriceTarget,
  PriceTargetListResponse,
  TeamFollowResponse,
  UpdateAlertSettingsRequest,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from './client.ts';

export type { AlertSettings, FollowedTeamsResponse, PriceTarget, PriceTargetListResponse };

const base = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;

/** Alerts' reads, per user; the prefix drops every user's copy. */
export const alertKeys = {
  settings: (userId: string) => ['/api/user', userId, 'alerts'] as const,
  teams: (userId: string) => ['/api/user', userId, 'teams'] as const,
  targets: (userId: string) => ['/api/user', userId, 'price-targets'] as const,
};

export const fetchAlertSettings = (userId: string) =>
  getJson<AlertSettings>(`${base(userId)}/alerts`);
export const fetchFollowedTeams = (userId: string) =>
  getJson<FollowedTeamsResponse>(`${base(userId)}/teams`);
export const fetchPriceTargets = (userId: string) =>
  getJson<PriceTargetListResponse>(`${base(userId)}/price-targets`);

export function useAlertSettings(userId: string | undefined) {
  return useQuery({
    queryKey: alertKeys.settings(userId ?? ''),
    queryFn: () => fetchAlertSettings(userId!),
    enabled: Boolean(userId),
  });
}

export function useFollowedTeams(userId: string | undefined) {
  return useQuery({
    queryKey: alertKeys.teams(userId ?? ''),
    queryFn: () => fetchFollowedTeams(userId!),
    enabled: Boolean(userId),
  });
}

export function usePriceTargets(userId: string | undefined) {
  return useQuery({
    queryKey: alertKeys.targets(userId ?? ''),
    queryFn: () => fetchPriceTargets(userId!),
    enabled: Boolean(userId),
  });
}

/**
 * Saves settings. A switch shows its new state at once (the change is applied to the cached
 * settings before the answer) and goes back if the server refuses it.
 */
export function useUpdateAlertSettings(userId: string | undefined) {
  const queryClient = useQueryClient();
  const key = alertKeys.settings(userId ?? '');
  return useMutation({
    mutationFn: (body: UpdateAlertSettingsRequest) =>
      apiRequest<AlertSettings>(`${base(userId!)}/alerts`, { method: 'PUT', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AlertSettings>(key);
      if (before) queryClient.setQueryData<AlertSettings>(key, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}

/** Follows (true) or unfollows (false) a team; the followed list is read again afterwards. */
export function useSetTeamFollowed(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, following }: { teamId: number; following: boolean }) =>
      apiRequest<TeamFollowResponse>(`${base(userId!)}/teams/${teamId}`, {
        method: following ? 'PUT' : 'DELETE',
      }),
    onSettled: () =>
      userId ? queryClient.invalidateQueries({ queryKey: alertKeys.teams(userId) }) : undefined,
  });
}

export function useCreatePriceTarget(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePriceTargetRequest) =>
      apiRequest<PriceTarget>(`${base(userId!)}/price-targets`, { method: 'POST', body }),
    onSettled: () =>
      userId ? queryClient.invalidateQueries({ queryKey: alertKeys.targets(userId) }) : undefined,
  });
}

export function useDeletePriceTarget(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ deleted: true }>(`${base(userId!)}/price-targets/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () =>
      userId ? queryClient.invalidateQueries({ queryKey: alertKeys.targets(userId) }) : undefined,
  });
}
