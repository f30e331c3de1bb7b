import {
  CLAIM_FILE_MESSAGES,
  hasThumbnailType,
  mayAddClaimFile,
  type TClaimFileRequest,
  type TClaimImage,
  THUMBNAIL,
  uploadRefusal,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { UploadGrant } from '../../db/schema.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND, lockVisibleClaim, visibleClaimParties } from '../claims/queries.ts';
import { DOWNLOAD_URL_SECONDS, thumbnailKeyOf } from './file-keys.ts';
import type { FilesContext } from './files-context.ts';
import { DECODABLE_IMAGES, isSpecThumbnail, makeThumbnail } from './thumbnails.ts';

/**
 * POST /api/claims/{id}/images: records a file the caller uploaded. The claim must be within their
 * reach (404) and take files from them (403); the key must be one issued to them, unused and unexpired,
 * for this content type; the object must be in storage with the signed type and size. An image gets its
 * thumbnail: the browser's if it is a 320×240 JPEG, else one made here.
 *
 * Storage is read and thumbnails made before the transaction, so the claim's row is locked only for
 * the few statements that record the file; marking the grant used there decides a race for one key.
 */
export async function recordClaimFile(
  ctx: FilesContext,
  actor: Actor,
  claimId: string,
  input: TClaimFileRequest,
): Promise<TClaimImage> {
  const claim = await visibleClaimParties(ctx.db, actor, claimId);
  if (!mayAddClaimFile(actor, claim)) throw forbidden();

  const grant = await usableGrant(ctx, actor, input);
  await checkStoredObject(ctx, grant);
  const thumbnailKey = hasThumbnailType(grant.contentType) ? await thumbnailFor(ctx, grant) : null;

  const file = await withClaimEvents(ctx, async (trx, emit) => {
    if (!(await lockVisibleClaim(trx, actor, claimId))) throw notFound(CLAIM_NOT_FOUND);
    const used = await trx
      .updateTable('uploadGrants')
      .set({ usedAt: new Date() })
      .where((eb) => eb.or([eb('key', '=', grant.key), eb('originalKey', '=', grant.key)]))
      .where('usedAt', 'is', null)
      .returning('key')
      .execute();
    if (!used.some((row) => row.key === grant.key)) throw conflict(CLAIM_FILE_MESSAGES.alreadyRecorded);
    const row = await trx
      .insertInto('claimFiles')
      .values({
        claimId,
        s3Key: grant.key,
        thumbnailKey,
        contentType: grant.contentType,
        name: input.name,
        size: grant.size,
        uploadedBy: actor.userId,
        uploadedByName: actor.name,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await emit({ type: 'ClaimFilesAdded', claimId, actor: { userId: actor.userId, name: actor.name } });
    return row;
  });

  const url = await ctx.storage.signDownload({ key: file.s3Key, expiresInSeconds: DOWNLOAD_URL_SECONDS });
  return {
    id: file.id,
    contentType: file.contentType,
    name: file.name,
    s3Key: file.s3Key,
    path: url.split('?')[0] ?? url,
    url,
    hasThumbnail: file.thumbnailKey !== null,
    createdAt: file.createdAt.toISOString(),
  };
}

/** The caller's own grant for this key: another user's key reads exactly like a forged one. */
async function usableGrant(ctx: FilesContext, actor: Actor, input: TClaimFileRequest): Promise<UploadGrant> {
  const grant = await ctx.db
    .selectFrom('uploadGrants')
    .selectAll()
    .where('key', '=', input.s3Key)
    .where('userId', '=', actor.userId)
    .where('originalKey', 'is', null)
    .executeTakeFirst();
  if (!grant) throw badRequest(CLAIM_FILE_MESSAGES.unknownUpload);
  if (grant.usedAt) throw conflict(CLAIM_FILE_MESSAGES.alreadyRecorded);
  if (grant.expiresAt.getTime() <= Date.now()) throw badRequest(CLAIM_FILE_MESSAGES.uploadExpired);
  if (grant.contentType !== input.contentType) throw badRequest(CLAIM_FILE_MESSAGES.typeMismatch);
  // The rule again, as it is now: a limit lowered since the key was signed holds too.
  const refusal = uploadRefusal(grant.contentType, grant.size);
  if (refusal) throw badRequest(refusal.message);
  return grant;
}

/** Storage enforced the signature; this checks what landed, whatever the storage is. */
async function checkStoredObject(ctx: FilesContext, grant: UploadGrant): Promise<void> {
  const stored = await ctx.storage.stat(grant.key);
  if (!stored) throw badRequest(CLAIM_FILE_MESSAGES.notUploaded);
  if (stored.size !== grant.size || stored.contentType.toLowerCase() !== grant.contentType) {
    await ctx.storage.remove(grant.key);
    throw badRequest(CLAIM_FILE_MESSAGES.storedMismatch);
  }
}

/**
 * The thumbnail's key, or null for an image sharp cannot decode (HEIC) that came without one. A
 * thumbnail from the browser that is not a 320×240 JPEG is replaced by one made here.
 */
async function thumbnailFor(ctx: FilesContext, grant: UploadGrant): Promise<string | null> {
  const key = thumbnailKeyOf(grant.key);
  const uploaded = await ctx.storage.stat(key);
  if (uploaded) {
    if (uploaded.size <= THUMBNAIL.maxBytes && (await isSpecThumbnail(await ctx.storage.read(key)))) return key;
    ctx.log.info({ key }, 'thumbnail from the browser is not a 320x240 JPEG: made again on the server');
  }
  let thumbnail: Buffer;
  try {
    thumbnail = await makeThumbnail(await ctx.storage.read(grant.key));
  } catch (error) {
    if (DECODABLE_IMAGES.includes(grant.contentType)) throw badRequest(CLAIM_FILE_MESSAGES.notAnImage);
    ctx.log.info({ key: grant.key, err: error }, 'no thumbnail: the image cannot be decoded here');
    if (uploaded) await ctx.storage.remove(key);
    return null;
  }
  await ctx.storage.write(key, thumbnail, THUMBNAIL.contentType);
  return key;
}
