import type { ShareImageResponse } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/**
 * Share image response (product spec, 'Entities and their fields'): the image (a path), the social
 * text and the share page.
 */
export type { ShareImageResponse };

/** POST /api/predictions/{id}/image (no body): renders, stores and answers the share image. */
export const createShareImage = (predictionId: string) =>
  apiRequest<ShareImageResponse>(`/api/predictions/${encodeURIComponent(predictionId)}/image`, {
    method: 'POST',
  });

export function useCreateShareImage() {
  return useMutation({ mutationFn: createShareImage });
}
