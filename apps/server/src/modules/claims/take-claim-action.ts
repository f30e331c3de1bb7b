import { type ClaimAction, changesMarketplace, type TClaimActionResponse, targetStatus } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import type { ActionInput, ClaimActionTable, FollowUpServices } from './claim-action-handlers.ts';
import { lockClaimForAction } from './lock-claim-for-action.ts';
import { presentClaim, workflowClaim } from './present-claim.ts';
import { loadClaimView } from './queries.ts';
import { transitionClaim } from './transition-claim.ts';

/** Garages' sockets, told when a claim enters or leaves the marketplace (realtime.ts). */
export interface MarketplaceBroadcast {
  realtime: { marketplaceChanged(): void };
}

/** The effects and follow-ups of every module's actions, joined once by the app (src/claim-action-handlers.ts). */
export interface ClaimActions {
  claimActions: ClaimActionTable;
}

/**
 * Every action a person takes on a claim goes through here, in one transaction: lock the claim within
 * the actor's reach (404 otherwise), check the grant (403) and the from-status (409) against the
 * domain's table, run the action's effect (the parts of the modules it concerns: claim-action-handlers.ts),
 * write the change through transitionClaim (the one writer of a claim's status, which the automatic moves
 * use too), run its follow-ups, answer the new status and the claim.
 * The row lock makes concurrent identical actions queue: the first wins, the rest see its result and get 409.
 * What changed is announced in the same transaction (notifications), and delivered once it commits; the
 * mail, webhooks and partner calls of the action's follow-ups are queued in it too. Once it commits, a
 * claim that entered or left the marketplace has every garage's socket told, so their lists and badges
 * read again.
 */
export async function takeClaimAction(
  store: ClaimStore & FollowUpServices & MarketplaceBroadcast & ClaimActions,
  actor: Actor,
  claimId: string,
  action: ClaimAction,
  input: ActionInput = {},
): Promise<TClaimActionResponse> {
  // Set inside, read after the commit: what the transaction returns is the answer the Idempotency-Key
  // keeps (idempotentTransaction), so nothing else may travel in it.
  let marketplaceChanged = false;
  const answer = await withClaimEvents(store, async (trx, emit) => {
    const claim = await lockClaimForAction(trx, actor, claimId, action, { includeDeleted: true });
    const workflow = workflowClaim(claim);

    const rule = store.claimActions.effects[action];
    // An action no module has a part in only moves the status.
    const effect = rule ? await rule({ trx, actor, claim, input, services: store }) : { changes: {} };
    const to = targetStatus(workflow, action, input.status);
    if (effect) {
      await transitionClaim(trx, emit, {
        claim,
        action,
        to,
        by: { userId: actor.userId, name: actor.name },
        changes: effect.changes,
        comment: effect.comment,
        alsoTell: effect.alsoTell,
        bidChosen: effect.bidChosen,
        issueComment: input.issueComment,
      });
      await store.claimActions.followUps[action]?.({
        trx,
        actor,
        claim,
        input,
        driverLinks: store.driverLinks,
        payments: store.payments,
      });
    }
    const view = await loadClaimView(trx, claim.id);
    if (!view) throw new Error('A locked claim vanished');
    marketplaceChanged = Boolean(effect) && changesMarketplace(action, claim.status, to);
    return { status: to, claim: presentClaim(view, actor) };
  });
  if (marketplaceChanged) store.realtime.marketplaceChanged();
  return answer;
}
