import { type AppPath, errorText, IMAGE_SIZES, type TClaimFile, type TImageUrl } from '@fixline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';
import { claimKey } from '../claims/claim-api.ts';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

const claimFilesKey = (claimId: string) => ['claim-files', claimId] as const;
const claimPath = (claimId: string) => `/api/claims/${encodeURIComponent(claimId)}`;

/** GET /api/claims/{id}/images: the claim's files the user may see, oldest first. */
export function useClaimFiles(claimId: string) {
  return useQuery({
    queryKey: claimFilesKey(claimId),
    queryFn: ({ signal }) => apiRequest<TClaimFile[]>(`${claimPath(claimId)}/images`, { signal }),
  });
}

/** After a file is added or removed: the list, and the claim whose images, timeline and version moved on. */
export function useRefreshClaimFiles(claimId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimFilesKey(claimId) }),
        queryClient.invalidateQueries({ queryKey: claimKey(claimId) }),
      ]),
    [queryClient, claimId],
  );
}

/**
 * Deleting a file. What it says is the mutation's own, not the dialog's: the refreshed list may take the
 * asking dialog away before the answer is shown.
 */
export function useDeleteClaimFile(claimId: string) {
  const refresh = useRefreshClaimFiles(claimId);
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest<undefined>(`${claimPath(claimId)}/images/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      showToast('File deleted', { variant: 'success' });
      return refresh();
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
}

/** A file's address to show it at; `failed` when it could not be had and the placeholder stands in. */
export interface FileSource {
  url: string;
  contentType: string;
  failed: boolean;
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * GET /api/images/{id}: a short-lived signed address. Spec 8: a failed download shows a placeholder
 * image; a cancelled one (the component went away) is re-thrown quietly, for the query to drop.
 */
export async function fileSource(fileId: string, width: number | undefined, signal?: AbortSignal): Promise<FileSource> {
  const query = width ? `?width=${width}` : '';
  try {
    const answer = await apiRequest<TImageUrl>(`/api/images/${encodeURIComponent(fileId)}${query}`, { signal });
    return { ...answer, failed: false };
  } catch (error) {
    if (isAbortError(error)) throw error;
    return { url: PLACEHOLDER_IMAGE, contentType: 'image/svg+xml', failed: true };
  }
}

/** Addresses live 10 minutes on the server: reused for 5, so one shown is never stale. */
const SOURCE_FRESH_MS = 5 * 60 * 1000;

/** The thumbnail (width 'medium', 320) or the whole file. */
export function useFileSource(fileId: string, size: 'thumbnail' | 'full') {
  const width = size === 'thumbnail' ? IMAGE_SIZES.medium : undefined;
  return useQuery({
    queryKey: ['claim-file-source', fileId, size],
    queryFn: ({ signal }) => fileSource(fileId, width, signal),
    staleTime: SOURCE_FRESH_MS,
    gcTime: SOURCE_FRESH_MS,
  });
}

/** The three galleries of spec 2, by their route in the domain's table. */
export const GALLERY_ROUTES = {
  image: '/marketplace/claimImages/:claimId',
  pdf: '/marketplace/claimDocuments/:claimId',
  video: '/marketplace/claimVideos/:claimId',
} as const satisfies Record<string, AppPath>;

export const galleryPath = (kind: keyof typeof GALLERY_ROUTES, claimId: string) =>
  GALLERY_ROUTES[kind].replace(':claimId', encodeURIComponent(claimId));
