import type { ClaimAction } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { offerAgreement } from '../bodyshop-agreements/offer-agreement.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { PARTNER_OF_ACTION, queuePartnerCall } from '../partners/queue-partner-call.ts';
import { requestRating } from '../ratings/request-rating.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import type { ActionInput } from './claim-action-effects.ts';

/** What an action's effect and follow-up may use besides the claim: drivers' links (to mail them), the payment provider. */
export interface FollowUpServices {
  driverLinks: DriverLinks;
  payments: PaymentProvider;
}

interface FollowUpContext extends FollowUpServices {
  trx: Db;
  actor: Actor;
  /** The claim as it was before the action. */
  claim: Claim;
  input: ActionInput;
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

/** A new repairer: a bodyshop's driver is offered its agreement (the claim already holds the new repairer). */
async function newRepairer({ trx, driverLinks, actor, claim }: FollowUpContext): Promise<void> {
  const now = await trx
    .selectFrom('claims')
    .select('repairerOrganisationId')
    .where('id', '=', claim.id)
    .executeTakeFirstOrThrow();
  if (now.repairerOrganisationId && now.repairerOrganisationId !== claim.repairerOrganisationId) {
    await offerAgreement(trx, driverLinks, claim.id, actor.userId);
  }
}

/**
 * What an action sets going beyond the claim itself, in its transaction: mail to the driver, a call to a
 * partner (the outbox, modules/partners). An action not listed has none.
 */
const FOLLOW_UPS: Partial<Record<ClaimAction, (context: FollowUpContext) => Promise<void>>> = {
  'request-feedback': ({ trx, driverLinks, actor, claim }) => requestRating(trx, driverLinks, actor, claim),
  'approve-for-repair': async (context) => {
    await bidChosen(context);
    await newRepairer(context);
  },
  'change-repairer': newRepairer,
};

export async function followUpAction(action: ClaimAction, context: FollowUpContext): Promise<void> {
  await FOLLOW_UPS[action]?.(context);
  const partner = PARTNER_OF_ACTION[action];
  if (partner) {
    const { trx, claim, actor, input } = context;
    await queuePartnerCall(trx, { partner, action, claim, actor, input: { comment: input.comment } });
  }
}
