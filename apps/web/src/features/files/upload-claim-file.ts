import { hasThumbnailType, IMAGE_SIZES, type TClaimImage, type TSignedUpload } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';
import { makeBrowserThumbnail } from './browser-thumbnail.ts';
import { isAbortError } from './claim-files-api.ts';
import { putObject } from './put-object.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The file's record once it is in storage: what POST /api/claims/{id}/images takes. */
export interface FileRecord {
  contentType: string;
  name: string;
  s3Key: string;
}

/**
 * Where a file goes: who signs its upload and who records it. A signed-in user's, or a driver's with
 * their report's upload secret (features/fnol); the steps between are the same.
 */
export interface UploadDestination {
  sign(query: Record<string, string>, signal: AbortSignal): Promise<TSignedUpload>;
  record(file: FileRecord, signal: AbortSignal): Promise<TClaimImage>;
}

/** A claim's files as the signed-in user adds them. */
export const signedInDestination = (claimId: string): UploadDestination => ({
  sign: (query, signal) =>
    apiRequest<TSignedUpload>(`/api/images/auth/sign-s3?${new URLSearchParams(query)}`, { signal }),
  record: (body, signal) =>
    apiRequest<TClaimImage>(`/api/claims/${encodeURIComponent(claimId)}/images`, { method: 'POST', body, signal }),
});

/** The longest name the API records (ZClaimFileRequest). */
const MAX_NAME = 255;

/**
 * One file onto a claim (spec 7): sign, PUT straight to storage, then record it. An image's thumbnail
 * is made here and uploaded beside it; if that part fails, the server makes the thumbnail itself, so it
 * does not fail the upload. Progress counts the bytes of both.
 */
export async function uploadClaimFile(
  { sign, record }: UploadDestination,
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
  return record({ contentType, name: file.name.slice(0, MAX_NAME), s3Key: signed.s3Key }, signal);
}
