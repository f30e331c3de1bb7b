import { CLAIM_FILE_MESSAGES, hasThumbnailType, mayDeleteClaimFile } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { withClaimEvents } from '../../events/claim-events.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND, lockVisibleClaim } from '../claims/queries.ts';
import type { FilesContext } from './files-context.ts';

/**
 * DELETE /api/claims/{id}/images/{imageId}: DeleteImage as one of the claim's parties, or the uploader.
 * The record goes first, in the transaction with its event; the objects after the commit, so a record
 * never points at a missing object. An object that cannot be removed then is logged, not an error.
 */
export async function deleteClaimFile(ctx: FilesContext, actor: Actor, claimId: string, fileId: string): Promise<void> {
  const file = await withClaimEvents(ctx, async (trx, emit) => {
    const claim = await lockVisibleClaim(trx, actor, claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    const row = await trx
      .deleteFrom('claimFiles')
      .where('id', '=', fileId)
      .where('claimId', '=', claimId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(CLAIM_FILE_MESSAGES.fileNotFound);
    // Refused after the delete: throwing rolls it back.
    if (!mayDeleteClaimFile(actor, claim, row.uploadedBy === actor.userId)) throw forbidden();
    await emit({
      type: hasThumbnailType(row.contentType) ? 'ClaimImageDeleted' : 'ClaimFileRemoved',
      claimId,
      actor: { userId: actor.userId, name: actor.name },
    });
    return row;
  });
  for (const key of [file.s3Key, file.thumbnailKey]) {
    if (!key) continue;
    await ctx.storage.remove(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'object not removed'));
  }
}
