import {
  CLAIM_STATUS_LABELS,
  type ClaimAction,
  type ClaimStatus,
  DEFAULT_BIDDING_WINDOW_HOURS,
  formatMoney,
  isSuperAdmin,
  LABEL_MESSAGES,
  type MANUAL_PAYMENT_METHODS,
  MARKETPLACE_MESSAGES,
  MISSING_DETAIL_LABELS,
  missingClaimDetails,
  type RetailQuoteItem,
  rollbackClears,
  rollbackTargets,
  VALIDATION_MESSAGES,
} from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { findLabelByName } from '../labels/label-queries.ts';
import {
  aboveAuthorised,
  lockLiveBid,
  refuseAboveAuthorised,
  reopenBids,
  settleBids,
} from '../marketplace/choose-bid.ts';
import { scheduleDraw } from '../marketplace/draw-lottery.ts';
import { requireClaimDocument } from '../marketplace/place-bid.ts';
import { requireRepairerOrganisation } from '../organisations/require-organisation-of-type.ts';
import { manualPayment, verifiedPayment } from '../payments/payment-effects.ts';
import { decideClientQuote, recordClientQuote } from '../quotes/client-quotes.ts';
import { makeRetailQuote, requestRetailQuoteAuthorisation } from '../retail-quotes/make-retail-quote.ts';
import type { FollowUpServices } from './claim-action-follow-ups.ts';
import { workflowClaim } from './present-claim.ts';

/** What the caller sent with an action (each action's body schema lets through only its own fields). */
export interface ActionInput {
  status?: ClaimStatus;
  cost?: number;
  costRepairer?: number;
  issueComment?: string;
  repairerOrganisationId?: string;
  label?: string;
  bidId?: string;
  documentId?: string;
  /** request-quote-authorisation's document (spec 7's name): a file of the claim. */
  document?: string;
  reason?: string;
  /** return-to-premia's word to the client's own system. */
  comment?: string;
  paymentId?: string;
  paymentType?: string;
  amount?: number;
  method?: (typeof MANUAL_PAYMENT_METHODS)[number];
  priceId?: string;
  items?: RetailQuoteItem[];
  couponId?: string;
}

/**
 * The data an action writes besides the status, the comment its timeline entry carries, and the
 * garages that hear of it though no longer the claim's (losing bidders, a replaced repairer); null: nothing to do.
 */
export type ActionEffect = {
  changes: Updateable<ClaimTable>;
  comment?: string | null;
  alsoTell?: string[];
} | null;

interface EffectContext {
  trx: Db;
  actor: Actor;
  claim: Claim;
  input: ActionInput;
  services: FollowUpServices;
}

type EffectRule = (context: EffectContext) => ActionEffect | Promise<ActionEffect>;

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

async function rollback({ trx, claim, input }: EffectContext): Promise<ActionEffect> {
  const target = input.status as ClaimStatus;
  if (!rollbackTargets(workflowClaim(claim)).includes(target)) {
    throw conflict(
      `Cannot roll back a claim that is ${CLAIM_STATUS_LABELS[claim.status]} to ${CLAIM_STATUS_LABELS[target]}`,
    );
  }
  const clears = rollbackClears(target);
  if (clears.repairer || clears.marketplace) await reopenBids(trx, claim.id, !clears.marketplace);
  return {
    changes: {
      ...(clears.costs ? { cost: null, costRepairer: null, quoteStripeId: null } : {}),
      ...(clears.repairer ? { repairerOrganisationId: null, chosenBidId: null, ...NO_PROPOSAL } : {}),
      ...(clears.marketplace ? { enteredMarketplaceAt: null, biddingClosesAt: null } : {}),
    },
  };
}

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
      alsoTell: losingBidders,
    };
  }
  if (input.bidId) {
    const bid = await lockLiveBid(trx, claim.id, input.bidId);
    refuseAboveAuthorised(claim, bid.amount);
    const losingBidders = await settleBids(trx, claim.id, bid.id);
    return {
      changes: { repairerOrganisationId: bid.organisationId, costRepairer: bid.amount },
      comment: `Repairer: ${bid.organisationName}, bid ${formatMoney(bid.amount)}`,
      alsoTell: losingBidders,
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
  return { changes: { repairerOrganisationId: named }, comment: `Repairer: ${name}`, alsoTell: losingBidders };
}

/** The platform gives the job to another garage, for a reason; the one replaced is told, and loses the claim. */
async function changeRepairer({ trx, claim, input }: EffectContext): Promise<ActionEffect> {
  const named = input.repairerOrganisationId as string;
  if (named === claim.repairerOrganisationId) throw conflict(MARKETPLACE_MESSAGES.sameRepairer);
  const name = await requireRepairerOrganisation(trx, named);
  return {
    changes: { repairerOrganisationId: named },
    comment: `Repairer: ${name}. ${input.reason}`,
    alsoTell: claim.repairerOrganisationId ? [claim.repairerOrganisationId] : [],
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

/** Only a label that exists goes on a claim, in the label's own spelling; any name on the claim comes off. */
function label(add: boolean): EffectRule {
  return async ({ trx, claim, input }) => {
    let name = input.label as string;
    if (add) {
      const known = await findLabelByName(trx, name);
      if (!known) throw notFound(LABEL_MESSAGES.notFound);
      name = known.name;
    }
    if (claim.labels.includes(name) === add) return null;
    const labels = add ? [...claim.labels, name] : claim.labels.filter((l) => l !== name);
    return { changes: { labels }, comment: name };
  };
}

/** A retail quote: its price at the payment provider, the claim's costs and quoteStripeId, the driver's link. */
function retailQuote(action: ClaimAction): EffectRule {
  return async ({ trx, services, actor, claim, input }) => ({
    changes: { track: 'retail', ...(await makeRetailQuote(trx, services, actor, claim, action, input)) },
    comment: input.cost === undefined ? null : formatMoney(input.cost),
  });
}

/** Per action, what it writes besides the status. Actions not listed only move the status. */
const EFFECTS: Partial<Record<ClaimAction, EffectRule>> = {
  triage,
  rollback,
  'approve-for-marketplace': async (context) => {
    // The client's authorisation of the quote put to it (a claim approved straight from registered had none).
    if (context.claim.status === 'awaiting-quote-authorisation') {
      await decideClientQuote(context.trx, context.claim.id, 'authorised');
    }
    return approveForMarketplace(context);
  },
  'approve-for-repair': approveForRepair,
  'request-bid-authorisation': requestBidAuthorisation,
  'change-repairer': changeRepairer,
  // Rejecting a bid's authorisation sends the claim back to its bids, none chosen.
  reject: async ({ trx, claim }) => {
    if (claim.status === 'awaiting-quote-authorisation') await decideClientQuote(trx, claim.id, 'rejected');
    return { changes: claim.status === 'awaiting-bid-authorisation' ? { chosenBidId: null, ...NO_PROPOSAL } : {} };
  },
  'request-quote-authorisation': async ({ trx, actor, claim, input }) => {
    await recordClientQuote(trx, actor, claim, input);
    return { changes: { cost: input.cost ?? null, costRepairer: input.costRepairer ?? null } };
  },
  'add-retail-quote': retailQuote('add-retail-quote'),
  'add-simple-retail-quote': retailQuote('add-simple-retail-quote'),
  'add-complex-retail-quote': retailQuote('add-complex-retail-quote'),
  'request-retail-quote-authorisation': async ({ trx, services, actor, claim, input }) => {
    await requestRetailQuoteAuthorisation(trx, services, actor, claim);
    return { changes: { track: 'retail', costRepairer: input.costRepairer ?? null } };
  },
  pay: async ({ trx, claim, input }) => ({ changes: {}, comment: await verifiedPayment(trx, claim, input) }),
  'confirm-payment': async ({ trx, actor, claim, input }) => ({
    changes: {},
    comment: await manualPayment(trx, actor, claim, input),
  }),
  archive: ({ claim }) => ({ changes: { archivedFrom: claim.status } }),
  // Handed back to the client's own system (the call to Premia is its follow-up): archived, as docs/product.md says.
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
  'add-label': label(true),
  'remove-label': label(false),
  delete: () => ({ changes: { deletedAt: new Date() } }),
  revive: () => ({ changes: { deletedAt: null } }),
};

export function actionEffect(action: ClaimAction, context: EffectContext): ActionEffect | Promise<ActionEffect> {
  const rule = EFFECTS[action];
  return rule ? rule(context) : { changes: {} };
}
