import { hasThumbnailType, IMAGE_SIZES, type TClaimImage, type TSignedUpload } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';
import { makeBrowserThumbnail } from './browser-thumbnail.ts';
import { isAbortError } from './claim-files-api.ts';
import { putObject } from './put-object.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

const sign = (query: Record<string, string>, signal: AbortSignal) =>
  apiRequest<TSignedUpload>(`/api/images/auth/sign-s3?${new URLSearchParams(query)}`, { signal });

/** The longest name the API records (ZClaimFileRequest). */
const MAX_NAME = 255;

/**
 * One file onto a claim (spec 7): sign, PUT straight to storage, then record it. An image's thumbnail
 * is made here and uploaded beside it; if that part fails, the server makes the thumbnail itself, so it
 * does not fail the upload. Progress counts the bytes of both.
 */
export async function uploadClaimFile(
  claimId: string,
  file: File,
  contentType: string,
  { onProgress, signal }: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
): Promise<TClaimImage> {
  const thumbnail = hasThumbnailType(contentType) ? await makeBrowserThumbnail(file) : null;
  const total = file.size + (thumbnail?.size ?? 0);
  onProgress({ loaded: 0, total });

  const signed = await sign({ format: contentType, size: String(file.size) }, signal);
  await putObject(signed, file, { signal, onProgress: (loaded) => onProgress({ loaded, total }) });
  if (thumbnail) {
    try {
      const query = {
        isThumbnail: 'true',
        previousKey: signed.s3Key,
        size: String(thumbnail.size),
        width: String(IMAGE_SIZES.medium),
      };
      const signedThumbnail = await sign(query, signal);
      await putObject(signedThumbnail, thumbnail, {
        signal,
        onProgress: (loaded) => onProgress({ loaded: file.size + loaded, total }),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
    }
  }
  return apiRequest<TClaimImage>(`/api/claims/${encodeURIComponent(claimId)}/images`, {
    method: 'POST',
    body: { contentType, name: file.name.slice(0, MAX_NAME), s3Key: signed.s3Key },
    signal,
  });
}
