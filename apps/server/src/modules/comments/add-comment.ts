import type { TComment } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { lockClaimForAction } from '../claims/lock-claim-for-action.ts';
import { presentClaimComment } from '../claims/present-claim.ts';

/** POST /api/claims/{id}/comment: anyone working on the claim with CreateComment. */
export async function addComment(store: ClaimStore, actor: Actor, claimId: string, comment: string): Promise<TComment> {
  return withClaimEvents(store, async (trx, emit) => {
    await lockClaimForAction(trx, actor, claimId, 'comment');
    const row = await trx
      .insertInto('claimComments')
      .values({ claimId, authorId: actor.userId, authorName: actor.name, comment })
      .returningAll()
      .executeTakeFirstOrThrow();
    await emit({
      type: 'ClaimCommentAdded',
      claimId,
      actor: { userId: actor.userId, name: actor.name },
      payload: { comment },
    });
    return presentClaimComment(row, actor);
  });
}
