import type {
  LeaderboardEntry,
  ProfileImageResponse,
  UpdateProfileRequest,
  UserProfile,
  UserStats,
} from '@contract';
import { useQuery } from '@tanstack/react-query';
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

/** Product spec, 'The calls it makes': multipart with a profileImage file field. */
export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return apiRequest<ProfileImageResponse>('/api/user/profile', { method: 'PUT', body: form });
}

/** Removes the uploaded picture (the file too); answers the profile as it then reads. */
export const removeProfileImage = () =>
  apiRequest<UserProfile>('/api/user/profile/image', { method: 'DELETE' });

/**
 * Product spec, 'Roles and permissions': profile and stats are fetched only for a signed-in user
 * with an id.
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
