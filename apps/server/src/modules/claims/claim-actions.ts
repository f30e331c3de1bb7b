import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  MISSING_DETAIL_LABELS,
  missingClaimDetails,
  rollbackClears,
  rollbackTargets,
  VALIDATION_MESSAGES,
} from '@fixline/domain';
import { conflict, HttpError } from '../../http/http-error.ts';
import type { ActionEffect, ClaimActionHandlers, EffectContext } from './claim-action-handlers.ts';
import { workflowClaim } from './present-claim.ts';

function triage({ claim }: EffectContext): ActionEffect {
  const missing = missingClaimDetails(claim);
  if (missing.length > 0) {
    throw new HttpError(
      409,
      'Complete the claim before registering it',
      missing.map((detail) => `${MISSING_DETAIL_LABELS[detail]}: ${VALIDATION_MESSAGES.required}`),
    );
  }
  return { changes: { track: 'business' } };
}

/** What a rollback to the status asked for clears of the claim (the marketplace reopens the bids: its own handlers). */
function rollback({ claim, input }: EffectContext): ActionEffect {
  const target = input.status as ClaimStatus;
  if (!rollbackTargets(workflowClaim(claim)).includes(target)) {
    throw conflict(
      `Cannot roll back a claim that is ${CLAIM_STATUS_LABELS[claim.status]} to ${CLAIM_STATUS_LABELS[target]}`,
    );
  }
  const clears = rollbackClears(target);
  return {
    changes: {
      ...(clears.costs ? { cost: null, costRepairer: null, quoteStripeId: null } : {}),
      ...(clears.repairer
        ? { repairerOrganisationId: null, chosenBidId: null, proposedCost: null, proposedCostRepairer: null }
        : {}),
      ...(clears.marketplace ? { enteredMarketplaceAt: null, biddingClosesAt: null } : {}),
    },
  };
}

/**
 * The claim's own actions: what they write besides the status. The other modules' parts of an action
 * are in their claim-actions.ts; an action no module lists only moves the status.
 */
export const claimHandlers: ClaimActionHandlers = {
  effects: {
    triage,
    rollback,
    archive: ({ claim }) => ({ changes: { archivedFrom: claim.status } }),
    // Handed back to the client's own system (the call to Premia is the partners module's): archived, as docs/product.md says.
    'return-to-premia': ({ claim, input }) => ({ changes: { archivedFrom: claim.status }, comment: input.comment }),
    'request-bodyshop-approval': () => ({ changes: { bodyshopApprovalRequestedAt: new Date() } }),
    'approve-bodyshop-repair': () => ({ changes: { bodyshopApprovalRequestedAt: null } }),
    unarchive: () => ({ changes: { archivedFrom: null } }),
    'raise-issue': ({ actor, input }) => ({
      changes: {
        issueComment: input.issueComment ?? '',
        issueRaisedBy: actor.userId,
        issueRaisedByName: actor.name,
        issueRaisedAt: new Date(),
      },
      comment: input.issueComment,
    }),
    'resolve-issue': ({ claim }) => ({
      changes: { issueComment: null, issueRaisedBy: null, issueRaisedByName: null, issueRaisedAt: null },
      comment: claim.issueComment,
    }),
    delete: () => ({ changes: { deletedAt: new Date() } }),
    revive: () => ({ changes: { deletedAt: null } }),
  },
};
