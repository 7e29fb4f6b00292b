import type {
  ActivateAvatarResponse,
  Avatar,
  AvatarGenerationRequest,
  AvatarSuggestions,
  DeleteAvatarResponse,
  GeneratedAvatar,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type {
  ActivateAvatarResponse,
  Avatar,
  AvatarSuggestions,
  DeleteAvatarResponse,
  GeneratedAvatar,
};
/** Avatar generation request (product spec, 'Entities and their fields'). */
export type AvatarRequest = AvatarGenerationRequest;

const base = (userId: string) => `/api/user/${encodeURIComponent(userId)}`;

export const fetchAvatars = (userId: string) => getJson<Avatar[]>(`${base(userId)}/avatars`);

export const fetchSuggestions = (style: string) =>
  getJson<AvatarSuggestions>(`/api/avatar/suggestions/${encodeURIComponent(style)}`);

/**
 * A failed avatar call reads 'Failed to {verb} avatar: {status text}' unless the server said
 * something more precise (product spec, 'Error catalogue').
 */
async function avatarCall<T>(
  verb: 'generate' | 'activate' | 'delete',
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && !error.serverMessage) {
      const statusText = error.message.replace(/^\d+: /, '');
      throw new ApiError(error.status, `Failed to ${verb} avatar: ${statusText}`);
    }
    throw error;
  }
}

export const generateAvatar = (userId: string, request: AvatarRequest) =>
  avatarCall('generate', () =>
    apiRequest<GeneratedAvatar>(`${base(userId)}/avatar/generate`, {
      method: 'POST',
      body: request,
    }),
  );

/** JSON content type, no body (product spec, 'Profile and avatars'). */
export const activateAvatar = (userId: string, avatarId: number) =>
  avatarCall('activate', () =>
    apiRequest<ActivateAvatarResponse>(`${base(userId)}/avatar/${avatarId}/activate`, {
      method: 'POST',
      jsonContentType: true,
    }),
  );

export const deleteAvatar = (userId: string, avatarId: number) =>
  avatarCall('delete', () =>
    apiRequest<DeleteAvatarResponse>(`${base(userId)}/avatar/${avatarId}`, { method: 'DELETE' }),
  );

/** Runs only when the user id is present (product spec, 'Profile and avatars'). */
export function useAvatars(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.avatars(userId ?? ''),
    queryFn: () => fetchAvatars(userId!),
    enabled: Boolean(userId),
  });
}

/** Runs for the selected style (product spec, 'Profile and avatars'). */
export function useAvatarSuggestions(style: string) {
  return useQuery({
    queryKey: queryKeys.avatarSuggestions(style),
    queryFn: () => fetchSuggestions(style),
    enabled: Boolean(style),
  });
}

export function useGenerateAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AvatarRequest) => generateAvatar(userId!, request),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.avatars(userId) });
    },
  });
}

/**
 * Afterwards the avatars, the active avatar and the profile are read again (product spec,
 * 'Profile and avatars').
 */
export function useActivateAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: number) => activateAvatar(userId!, avatarId),
    onSuccess: () => {
      if (!userId) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.avatars(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeAvatar(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicProfile(userId) });
      // The active avatar is the profile picture unless one was uploaded.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile_ });
    },
  });
}

export function useDeleteAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: number) => deleteAvatar(userId!, avatarId),
    onSuccess: () => {
      if (!userId) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.avatars(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile_ });
    },
  });
}
