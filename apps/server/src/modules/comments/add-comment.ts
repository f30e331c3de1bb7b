import type { TComment } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { lockClaimForAction } from '../claims/lock-claim-for-action.ts';
import { presentClaimComment } from '../claims/present-claim.ts';

/** POST /api/claims/{id}/comment: anyone working on the claim with CreateComment. */
export async function addComment(db: Db, actor: Actor, claimId: string, comment: string): Promise<TComment> {
  return db.transaction().execute(async (trx) => {
    await lockClaimForAction(trx, actor, claimId, 'comment');
    const row = await trx
      .insertInto('claimComments')
      .values({ claimId, authorId: actor.userId, authorName: actor.name, comment })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentClaimComment(row, actor);
  });
}
