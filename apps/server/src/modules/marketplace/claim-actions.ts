import {
  type ClaimStatus,
  DEFAULT_BIDDING_WINDOW_HOURS,
  formatMoney,
  isSuperAdmin,
  MARKETPLACE_MESSAGES,
  rollbackClears,
} from '@fixline/domain';
import { conflict, forbidden } from '../../http/http-error.ts';
import type {
  ActionEffect,
  ClaimActionHandlers,
  EffectContext,
  FollowUpContext,
} from '../claims/claim-action-handlers.ts';
import { requireRepairerOrganisation } from '../organisations/require-organisation-of-type.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { aboveAuthorised, lockLiveBid, refuseAboveAuthorised, reopenBids, settleBids } from './choose-bid.ts';
import { scheduleDraw } from './draw-lottery.ts';
import { requireClaimDocument } from './place-bid.ts';

const NO_PROPOSAL = { proposedCost: null, proposedCostRepairer: null } as const;

/**
 * Entering the marketplace opens the bidding window, as long as the client organisation's setting says
 * and fixed now, so a later change of the setting moves no deadline (docs/marketplace.md).
 */
export async function approveForMarketplace({
  trx,
  claim,
}: Pick<EffectContext, 'trx' | 'claim'>): Promise<ActionEffect> {
  const client = await trx
    .selectFrom('organisations')
    .select('biddingWindowHours')
    .where('id', '=', claim.clientOrganisationId)
    .executeTakeFirst();
  const hours = client?.biddingWindowHours ?? DEFAULT_BIDDING_WINDOW_HOURS;
  const now = new Date();
  const closes = new Date(now.getTime() + hours * 3600_000);
  // The draw is due when the window closes; if a bid came by then, it finds nothing to do.
  await scheduleDraw(trx, claim.id, closes);
  return { changes: { enteredMarketplaceAt: now, biddingClosesAt: closes } };
}

/**
 * From bidding: the client or the platform chooses a bid within the authorised repair cost (the
 * repairer is paid its bid), or the platform names a repairer. From awaiting-bid-authorisation: the
 * client authorises the bid the platform asked about, at the costs asked for.
 */
async function approveForRepair({ trx, actor, claim, input }: EffectContext): Promise<ActionEffect> {
  if (claim.status === 'awaiting-bid-authorisation' && claim.chosenBidId) {
    if (input.bidId && input.bidId !== claim.chosenBidId) throw conflict(MARKETPLACE_MESSAGES.bidNotLive);
    const bid = await lockLiveBid(trx, claim.id, claim.chosenBidId);
    const losingBidders = await settleBids(trx, claim.id, bid.id);
    return {
      changes: {
        repairerOrganisationId: bid.organisationId,
        cost: claim.proposedCost,
        costRepairer: claim.proposedCostRepairer,
        chosenBidId: null,
        ...NO_PROPOSAL,
      },
      comment: `Repairer: ${bid.organisationName}`,
      alsoTell: { 'losing-bidder': losingBidders },
      bidChosen: true,
    };
  }
  if (input.bidId) {
    const bid = await lockLiveBid(trx, claim.id, input.bidId);
    refuseAboveAuthorised(claim, bid.amount);
    const losingBidders = await settleBids(trx, claim.id, bid.id);
    return {
      changes: { repairerOrganisationId: bid.organisationId, costRepairer: bid.amount },
      comment: `Repairer: ${bid.organisationName}, bid ${formatMoney(bid.amount)}`,
      alsoTell: { 'losing-bidder': losingBidders },
      bidChosen: true,
    };
  }
  const named = input.repairerOrganisationId;
  if (!named) {
    if (!claim.repairerOrganisationId) throw conflict(MARKETPLACE_MESSAGES.chooseBid);
    return { changes: {} };
  }
  // Naming a repairer outright is the platform's; everyone else chooses among the bids.
  if (!isSuperAdmin(actor)) throw forbidden('Only Fixline can choose the repairer');
  const name = await requireRepairerOrganisation(trx, named);
  const losingBidders = await settleBids(trx, claim.id, null);
  return {
    changes: { repairerOrganisationId: named },
    comment: `Repairer: ${name}`,
    alsoTell: { 'losing-bidder': losingBidders },
  };
}

/** The platform gives the job to another garage, for a reason; the one replaced is told, and loses the claim. */
async function changeRepairer({ trx, claim, input }: EffectContext): Promise<ActionEffect> {
  const named = input.repairerOrganisationId as string;
  if (named === claim.repairerOrganisationId) throw conflict(MARKETPLACE_MESSAGES.sameRepairer);
  const name = await requireRepairerOrganisation(trx, named);
  return {
    changes: { repairerOrganisationId: named },
    comment: `Repairer: ${name}. ${input.reason}`,
    alsoTell: claim.repairerOrganisationId ? { 'former-repairer': [claim.repairerOrganisationId] } : {},
  };
}

/** The platform asks the client to authorise a bid above the authorised repair cost, at new costs. */
async function requestBidAuthorisation({ trx, claim, input }: EffectContext): Promise<ActionEffect> {
  const bid = await lockLiveBid(trx, claim.id, input.bidId as string);
  if (!aboveAuthorised(claim, bid.amount)) throw conflict(MARKETPLACE_MESSAGES.notAbove);
  await requireClaimDocument(trx, claim.id, input.documentId);
  return {
    changes: {
      chosenBidId: bid.id,
      proposedCost: input.cost ?? null,
      proposedCostRepairer: input.costRepairer ?? null,
    },
    comment: `${bid.organisationName}: bid ${formatMoney(bid.amount)}; cost ${formatMoney(input.cost)}, repairer cost ${formatMoney(input.costRepairer)}`,
  };
}

/**
 * The bid approve-for-repair chose, if it chose one: the one named, or the one the client was asked to
 * authorise. Its organisation's endpoints hear `bid.chosen`, the claim already moved on.
 */
async function bidChosen({ trx, claim, input }: FollowUpContext): Promise<void> {
  const bidId = input.bidId ?? (claim.status === 'awaiting-bid-authorisation' ? claim.chosenBidId : null);
  if (!bidId) return;
  const bid = await trx
    .selectFrom('bids')
    .innerJoin('organisations', 'organisations.id', 'bids.organisationId')
    .select(['bids.id', 'bids.amount', 'bids.earliestStartDate', 'bids.repairDays', 'organisations.name'])
    .where('bids.id', '=', bidId)
    .executeTakeFirstOrThrow();
  await queueWebhook(trx, claim.id, 'bid.chosen', {
    bid: {
      id: bid.id,
      repairer: bid.name,
      amount: bid.amount,
      earliestStartDate: bid.earliestStartDate,
      repairDays: bid.repairDays,
    },
  });
}

/** The marketplace's part of the claim actions: the bidding window, choosing a bid or a repairer, the bids reopened. */
export const marketplaceHandlers: ClaimActionHandlers = {
  effects: {
    'approve-for-marketplace': approveForMarketplace,
    'approve-for-repair': approveForRepair,
    'request-bid-authorisation': requestBidAuthorisation,
    'change-repairer': changeRepairer,
    // Rejecting a bid's authorisation sends the claim back to its bids, none chosen.
    reject: ({ claim }) => ({
      changes: claim.status === 'awaiting-bid-authorisation' ? { chosenBidId: null, ...NO_PROPOSAL } : {},
    }),
    // Rolled back before the marketplace, or to it: the bids are open again (the claims module clears the claim's fields).
    rollback: async ({ trx, claim, input }) => {
      const clears = rollbackClears(input.status as ClaimStatus);
      if (clears.repairer || clears.marketplace) await reopenBids(trx, claim.id, !clears.marketplace);
      return { changes: {} };
    },
  },
  followUps: { 'approve-for-repair': bidChosen },
};
