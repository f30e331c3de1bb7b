import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { presentClaimComment } from '../claims/present-claim.ts';

/** DELETE /api/comments/{commentId}: its author, or a super admin with SuperAdminDeleteClaimComment. */
export async function deleteComment(db: Db, actor: Actor, commentId: string): Promise<void> {
  const comment = await db
    .selectFrom('claimComments')
    .innerJoin('claims', 'claims.id', 'claimComments.claimId')
    .selectAll('claimComments')
    .where('claimComments.id', '=', commentId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!comment) throw notFound('Comment not found');
  if (!presentClaimComment(comment, actor).canDelete) throw forbidden();
  await db.deleteFrom('claimComments').where('id', '=', commentId).execute();
}
