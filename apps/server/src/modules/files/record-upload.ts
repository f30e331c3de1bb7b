import {
  CLAIM_FILE_MESSAGES,
  hasThumbnailType,
  type TClaimFileRequest,
  type TClaimImage,
  THUMBNAIL,
  uploadRefusal,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { UploadGrant } from '../../db/schema.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import type { StoredObject } from '../../integrations/storage/object-storage.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { DOWNLOAD_URL_SECONDS, thumbnailKeyOf } from './file-keys.ts';
import type { FilesContext } from './files-context.ts';
import { DECODABLE_IMAGES, isSpecThumbnail, makeThumbnail } from './thumbnails.ts';
import { heldBy, type UploadHolder } from './upload-holder.ts';

/** Who records an upload on which claim: the grant's holder, the name the file is shown with, the claim's lock. */
export interface Recording {
  claimId: string;
  holder: UploadHolder;
  /** The signed-in uploader, or null with the driver's name for an FNOL upload. */
  uploader: { userId: string | null; name: string };
  /** Locks the claim's row for the transaction, or finds nothing when the claim is out of reach (404). */
  lockClaim: (trx: Db) => Promise<unknown>;
  /** A marketplace bidder's document: the organisation whose bid it is for (decision 0062). */
  bidOrganisationId?: string;
}

/**
 * Records a file its holder uploaded: the key must be one issued to them, unused and unexpired, for this
 * content type; the object must be in storage with the signed type and size. An image gets its
 * thumbnail: the browser's if it is a 320×240 JPEG, else one made here. The caller has checked that
 * the uploader may add files to the claim.
 *
 * Storage is read and thumbnails made before the transaction, so the claim's row is locked only for
 * the few statements that record the file; marking the grant used there decides a race for one key.
 * The answer is made inside it: it is what a retry with the same Idempotency-Key gets.
 */
export async function recordUpload(
  ctx: FilesContext,
  { claimId, holder, uploader, lockClaim, bidOrganisationId }: Recording,
  input: TClaimFileRequest,
): Promise<TClaimImage> {
  const grant = await usableGrant(ctx, holder, input);
  const stored = await checkStoredObject(ctx, grant);
  const thumbnailKey = hasThumbnailType(grant.contentType) ? await thumbnailFor(ctx, grant) : null;

  return withClaimEvents(ctx, async (trx, emit) => {
    if (!(await lockClaim(trx))) throw notFound(CLAIM_NOT_FOUND);
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
        size: stored.size,
        uploadedBy: uploader.userId,
        uploadedByName: uploader.name,
        bidOrganisationId: bidOrganisationId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A bidder's document is part of its bid, announced with it (BidPlaced): files texts are for claim files.
    if (!bidOrganisationId) {
      await emit(
        uploader.userId
          ? { type: 'ClaimFilesAdded', claimId, actor: { userId: uploader.userId, name: uploader.name } }
          : { type: 'ClaimFilesAdded', claimId, actor: null, payload: { user: uploader.name } },
      );
    }
    // The answer is made inside the transaction (signing is a local computation): it is what a retry
    // with the same Idempotency-Key gets again.
    const url = await ctx.storage.signDownload({ key: row.s3Key, expiresInSeconds: DOWNLOAD_URL_SECONDS });
    return {
      id: row.id,
      contentType: row.contentType,
      name: row.name,
      s3Key: row.s3Key,
      path: url.split('?')[0] ?? url,
      url,
      hasThumbnail: row.thumbnailKey !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The holder's own grant for this key: another holder's key reads exactly like a forged one. */
async function usableGrant(ctx: FilesContext, holder: UploadHolder, input: TClaimFileRequest): Promise<UploadGrant> {
  const grant = await ctx.db
    .selectFrom('uploadGrants')
    .selectAll()
    .where('key', '=', input.s3Key)
    .where(heldBy(holder))
    .where('originalKey', 'is', null)
    .executeTakeFirst();
  if (!grant) throw unprocessable(CLAIM_FILE_MESSAGES.unknownUpload);
  if (grant.usedAt) throw conflict(CLAIM_FILE_MESSAGES.alreadyRecorded);
  if (grant.expiresAt.getTime() <= Date.now()) throw unprocessable(CLAIM_FILE_MESSAGES.uploadExpired);
  if (grant.contentType !== input.contentType) throw unprocessable(CLAIM_FILE_MESSAGES.typeMismatch);
  // The rule again, as it is now: a limit lowered since the key was signed holds too.
  const refusal = uploadRefusal(grant.contentType, grant.size ?? undefined);
  if (refusal) throw unprocessable(refusal.message);
  return grant;
}

/**
 * Storage enforced the signature; this checks what landed, whatever the storage is. An upload signed
 * without its size (spec 7's query) is held to its type's limit here, as a presigned S3 PUT cannot bound it.
 */
async function checkStoredObject(ctx: FilesContext, grant: UploadGrant): Promise<StoredObject> {
  const stored = await ctx.storage.stat(grant.key);
  if (!stored) throw unprocessable(CLAIM_FILE_MESSAGES.notUploaded);
  const refusal = grant.size === null ? uploadRefusal(grant.contentType, stored.size) : null;
  const sizeMatches = grant.size === null || stored.size === grant.size;
  if (refusal || !sizeMatches || stored.contentType.toLowerCase() !== grant.contentType) {
    await ctx.storage.remove(grant.key);
    throw unprocessable(refusal?.message ?? CLAIM_FILE_MESSAGES.storedMismatch);
  }
  return stored;
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
    if (DECODABLE_IMAGES.includes(grant.contentType)) throw unprocessable(CLAIM_FILE_MESSAGES.notAnImage);
    ctx.log.info({ key: grant.key, err: error }, 'no thumbnail: the image cannot be decoded here');
    if (uploaded) await ctx.storage.remove(key);
    return null;
  }
  await ctx.storage.write(key, thumbnail, THUMBNAIL.contentType);
  return key;
}
