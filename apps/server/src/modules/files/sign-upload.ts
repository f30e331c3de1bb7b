import {
  CLAIM_FILE_MESSAGES,
  type ClaimFileType,
  hasThumbnailType,
  isClaimFileType,
  maxUploadBytes,
  THUMBNAIL,
  type TSignedUpload,
  type ZSignUploadQuery,
  type z,
} from '@fixline/domain';
import { badRequest, conflict, unprocessable } from '../../http/http-error.ts';
import { newFileKey, thumbnailKeyOf, UPLOAD_GRANT_SECONDS, UPLOAD_URL_SECONDS } from './file-keys.ts';
import type { FilesContext } from './files-context.ts';
import { heldBy, holderColumns, type UploadHolder } from './upload-holder.ts';

export type SignQuery = z.output<typeof ZSignUploadQuery>;

/**
 * GET /api/images/auth/sign-s3 (and noauth/sign-s3): a new key for a file of an allowed type and size, or
 * the thumbnail key of an image the holder is uploading, with an address that accepts exactly that body.
 * The key is remembered as the holder's upload grant, so only they can record it, once.
 */
export async function signUpload(
  { db, storage }: Pick<FilesContext, 'db' | 'storage'>,
  holder: UploadHolder,
  query: SignQuery,
): Promise<TSignedUpload> {
  const now = Date.now();
  const { key, contentType, originalKey } = query.isThumbnail
    ? await thumbnailOf(db, holder, query.previousKey ?? '', now)
    : original(query.format ?? '');
  const grant = {
    key,
    ...holderColumns(holder),
    contentType,
    size: query.size ?? null,
    originalKey,
    expiresAt: new Date(now + UPLOAD_GRANT_SECONDS * 1000),
  };
  // Asking again for a thumbnail (a retried upload) signs its one key afresh.
  await db
    .insertInto('uploadGrants')
    .values(grant)
    .onConflict((oc) => oc.column('key').doUpdateSet({ size: grant.size, expiresAt: grant.expiresAt }))
    .execute();
  const signed = await storage.signUpload({
    key,
    contentType,
    size: query.size,
    maxBytes: maxUploadBytes(contentType as ClaimFileType, query.isThumbnail),
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    signedRequest: signed.url,
    headers: signed.headers,
    s3Key: key,
    path: signed.url.split('?')[0] ?? signed.url,
    expiresAt: new Date(now + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

function original(format: string) {
  // The query schema has checked type and size (uploadRefusal); this only narrows the type.
  if (!isClaimFileType(format)) throw badRequest(CLAIM_FILE_MESSAGES.typeNotAllowed(format));
  return { key: newFileKey(format), contentType: format, originalKey: null };
}

/** A thumbnail belongs to an image upload of the same holder that is not recorded yet. */
async function thumbnailOf(db: FilesContext['db'], holder: UploadHolder, previousKey: string, now: number) {
  const image = await db
    .selectFrom('uploadGrants')
    .select(['key', 'contentType', 'expiresAt', 'usedAt'])
    .where('key', '=', previousKey)
    .where(heldBy(holder))
    .where('originalKey', 'is', null)
    .executeTakeFirst();
  if (!image || !hasThumbnailType(image.contentType)) throw unprocessable(CLAIM_FILE_MESSAGES.originalNotImage);
  if (image.usedAt) throw conflict(CLAIM_FILE_MESSAGES.alreadyRecorded);
  if (image.expiresAt.getTime() <= now) throw unprocessable(CLAIM_FILE_MESSAGES.uploadExpired);
  return { key: thumbnailKeyOf(image.key), contentType: THUMBNAIL.contentType, originalKey: image.key };
}
