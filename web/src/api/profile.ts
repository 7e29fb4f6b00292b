import type {
  LeaderboardEntry,
  ProfileImageResponse,
  UpdateProfileRequest,
  UserProfile,
  UserStats,
} from '@contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.ts';
import { apiRequest, getJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type {
  LeaderboardEntry,
  ProfileImageResponse,
  UpdateProfileRequest,
  UserProfile,
  UserStats,
};

export const fetchProfile = () => getJson<UserProfile>('/api/user/profile');
export const fetchUserStats = () => getJson<UserStats>('/api/user/stats');
export const fetchLeaderboard = () => getJson<LeaderboardEntry[]>('/api/leaderboard');

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<UserProfile>('/api/user/profile', { method: 'PUT', body });

/** Multipart with a profileImage file field (product spec, 'Profile and avatars'). */
export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return apiRequest<ProfileImageResponse>('/api/user/profile', { method: 'PUT', body: form });
}

/** Removes the uploaded picture (the file too); answers the profile as it then reads. */
export const removeProfileImage = () =>
  apiRequest<UserProfile>('/api/user/profile/image', { method: 'DELETE' });

/**
 * Profile and stats are fetched only for a signed-in user with an id (product spec,
 * 'Roles and permissions').
 */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.profile(userId ?? ''),
    queryFn: fetchProfile,
    enabled: Boolean(userId),
  });
}

export function useUserStats(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.userStats(userId ?? ''),
    queryFn: fetchUserStats,
    enabled: Boolean(userId),
  });
}

/** Keyed by the viewer too: the 'You' marker depends on who asks. */
export function useLeaderboard(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.leaderboard(userId ?? ''),
    queryFn: fetchLeaderboard,
    enabled: Boolean(userId),
  });
}

export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      if (userId) queryClient.setQueryData(queryKeys.profile(userId), profile);
      // The name also lives on the signed-in user (top bar, welcome banner).
      void refreshUser();
    },
  });
}

/**
 * After an upload the profile and the auth check are read again (product spec,
 * 'Profile and avatars').
 */
export function useUploadProfileImage(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: ({ profileImageUrl }) => {
      if (userId) {
        queryClient.setQueryData<UserProfile>(queryKeys.profile(userId), (old) =>
          old ? { ...old, profileImageUrl } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile_ });
      void refreshUser();
    },
  });
}

/** After a removal the profile shows the active avatar, or none; the top bar follows. */
export function useRemoveProfileImage(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: (profile) => {
      if (userId) queryClient.setQueryData(queryKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile_ });
      void refreshUser();
    },
  });
}
