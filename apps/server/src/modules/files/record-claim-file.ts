import { mayAddClaimFile, type TClaimFileRequest, type TClaimImage } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND, lockVisibleClaim } from '../claims/queries.ts';
import { biddingOrganisationOf, onMarketplaceFor } from '../marketplace/policy.ts';
import type { FilesContext } from './files-context.ts';
import { recordUpload } from './record-upload.ts';

/**
 * POST /api/claims/{id}/images: records a file the caller uploaded. A party of the claim with the right
 * to add files adds one of the claim's own. A garage the claim is offered on the marketplace adds its bid's
 * document (decision 0062), which only it, the client and the platform read; so a bidder can quote on
 * paper without seeing, or showing its rivals, anything more. Out of reach: 404; within reach without
 * the right: 403. The rest is the upload's own checks.
 */
export async function recordClaimFile(
  ctx: FilesContext,
  actor: Actor,
  claimId: string,
  input: TClaimFileRequest,
): Promise<TClaimImage> {
  const claim = await ctx.db
    .selectFrom('claims')
    .select(['clientOrganisationId', 'repairerOrganisationId'])
    .select((eb) => eb.and([visibleTo(actor)(eb)]).as('visible'))
    .where('id', '=', claimId)
    .where((eb) => eb.or([visibleTo(actor)(eb), onMarketplaceFor(actor)(eb)]))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  const uploader = { userId: actor.userId, name: actor.name };
  const holder = { userId: actor.userId };
  if (claim.visible) {
    if (!mayAddClaimFile(actor, claim)) throw forbidden();
    return recordUpload(
      ctx,
      { claimId, holder, uploader, lockClaim: (trx) => lockVisibleClaim(trx, actor, claimId) },
      input,
    );
  }
  const bidder = biddingOrganisationOf(actor, 'CreateBid');
  if (!bidder) throw forbidden();
  return recordUpload(
    ctx,
    {
      claimId,
      holder,
      uploader,
      bidOrganisationId: bidder.id,
      lockClaim: (trx) => lockOfferedClaim(trx, actor, claimId),
    },
    input,
  );
}

/** The claim's row locked for the transaction while it is still on the marketplace for the actor's garage. */
function lockOfferedClaim(trx: Db, actor: Actor, claimId: string) {
  return trx
    .selectFrom('claims')
    .select('id')
    .where('id', '=', claimId)
    .where(onMarketplaceFor(actor))
    .forUpdate()
    .executeTakeFirst();
}
