import type { UserProfile } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeProfileImage, updateProfile, uploadProfileImage } from '../api/profile.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useAuth } from './auth-context.ts';

/**
 * Edits to the signed-in person's profile. The name and the picture also live on the signed-in
 * user (top bar, welcome banner), so each edit reads that user again as well.
 */

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
 * After an upload the profile and the auth check are read again (product spec, 'The calls it
 * makes').
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
