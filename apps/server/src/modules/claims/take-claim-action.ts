import { type ClaimAction, type TClaimActionResponse, targetStatus } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { type ActionInput, actionEffect } from './claim-action-effects.ts';
import { actionEvents } from './claim-action-events.ts';
import { recordHistory } from './claim-history.ts';
import { lockClaimForAction } from './lock-claim-for-action.ts';
import { presentClaim, workflowClaim } from './present-claim.ts';
import { loadClaimView } from './queries.ts';

/**
 * Every state change of a claim goes through here (STYLE.md 2), in one transaction: lock the claim
 * within the actor's reach (404 otherwise), check the grant (403) and the from-status (409) against the
 * domain's table, write the change and its timeline row, answer the new status and the claim.
 * The row lock makes concurrent identical actions queue: the first wins, the rest see its result and get 409.
 * What changed is announced in the same transaction (notifications), and delivered once it commits.
 */
export function takeClaimAction(
  store: ClaimStore,
  actor: Actor,
  claimId: string,
  action: ClaimAction,
  input: ActionInput = {},
): Promise<TClaimActionResponse> {
  return withClaimEvents(store, async (trx, emit) => {
    const claim = await lockClaimForAction(trx, actor, claimId, action, { includeDeleted: true });
    const workflow = workflowClaim(claim);

    const effect = await actionEffect(action, { trx, actor, claim, input });
    const to = targetStatus(workflow, action, input.status);
    if (effect) {
      await trx
        .updateTable('claims')
        .set({ ...effect.changes, status: to, version: sql`version + 1`, updatedAt: new Date() })
        .where('id', '=', claim.id)
        .execute();
      await recordHistory(trx, {
        claimId: claim.id,
        actor: { userId: actor.userId, name: actor.name },
        action,
        from: claim.status,
        to,
        comment: effect.comment,
      });
      const by = { userId: actor.userId, name: actor.name };
      for (const event of actionEvents(action, claim, { ...effect.changes, status: to }, input)) {
        await emit({ ...event, claimId: claim.id, actor: by });
      }
    }
    const view = await loadClaimView(trx, claim.id);
    if (!view) throw new Error('A locked claim vanished');
    return { status: to, claim: presentClaim(view, actor) };
  });
}
