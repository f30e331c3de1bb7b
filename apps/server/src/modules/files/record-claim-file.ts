import { mayAddClaimFile, type TClaimFileRequest, type TClaimImage } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { forbidden } from '../../http/http-error.ts';
import { lockVisibleClaim, visibleClaimParties } from '../claims/queries.ts';
import type { FilesContext } from './files-context.ts';
import { recordUpload } from './record-upload.ts';

/**
 * POST /api/claims/{id}/images: records a file the caller uploaded. The claim must be within their
 * reach (404) and take files from them (403); the rest is the upload's own checks.
 */
export async function recordClaimFile(
  ctx: FilesContext,
  actor: Actor,
  claimId: string,
  input: TClaimFileRequest,
): Promise<TClaimImage> {
  const claim = await visibleClaimParties(ctx.db, actor, claimId);
  if (!mayAddClaimFile(actor, claim)) throw forbidden();
  return recordUpload(
    ctx,
    {
      claimId,
      holder: { userId: actor.userId },
      uploader: { userId: actor.userId, name: actor.name },
      lockClaim: (trx) => lockVisibleClaim(trx, actor, claimId),
    },
    input,
  );
}
