import { actionRefusedMessage, type ClaimAction, claimAllowsAction, mayTakeAction } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import type { AccessOptions } from './claim-access.ts';
import { workflowClaim } from './present-claim.ts';
import { CLAIM_NOT_FOUND, lockVisibleClaim } from './queries.ts';

/**
 * The policy every change of a claim starts with, against the domain's workflow table: the claim
 * locked within the actor's reach (404), the actor's grant for it (403), and the claim's state (409).
 */
export async function lockClaimForAction(
  trx: Db,
  actor: Actor,
  claimId: string,
  action: ClaimAction,
  options: AccessOptions = {},
): Promise<Claim> {
  const claim = await lockVisibleClaim(trx, actor, claimId, options);
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  const workflow = workflowClaim(claim);
  if (!mayTakeAction(actor, workflow, action)) throw forbidden();
  if (!claimAllowsAction(workflow, action)) throw conflict(actionRefusedMessage(action, workflow));
  return claim;
}
