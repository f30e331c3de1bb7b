import { actionRefusedMessage, claimAllowsAction, mayTakeAction, type TComment } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import { presentClaimComment, workflowClaim } from '../claims/present-claim.ts';
import { CLAIM_NOT_FOUND, lockVisibleClaim } from '../claims/queries.ts';

/** POST /api/claims/{id}/comment: anyone working on the claim with CreateComment. */
export async function addComment(db: Db, actor: Actor, claimId: string, comment: string): Promise<TComment> {
  return db.transaction().execute(async (trx) => {
    const claim = await lockVisibleClaim(trx, actor, claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    const workflow = workflowClaim(claim);
    if (!mayTakeAction(actor, workflow, 'comment')) throw forbidden();
    if (!claimAllowsAction(workflow, 'comment')) throw conflict(actionRefusedMessage('comment', workflow));
    const row = await trx
      .insertInto('claimComments')
      .values({ claimId, authorId: actor.userId, authorName: actor.name, comment })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentClaimComment(row, actor);
  });
}
