import type { ClaimAction, Partner } from '@fixline/domain';
import type { ClaimActionHandlers, FollowUp } from '../claims/claim-action-handlers.ts';
import { PARTNER_OF_ACTION, queuePartnerCall } from './queue-partner-call.ts';

/** The call to the action's partner, queued in the action's transaction (the outbox). */
function callPartner(action: ClaimAction, partner: Partner): FollowUp {
  return async ({ trx, claim, actor, input }) => {
    await queuePartnerCall(trx, { partner, action, claim, actor, input: { comment: input.comment } });
  };
}

/** The partners' part of the claim actions: each action of PARTNER_OF_ACTION calls its partner. */
export const partnerHandlers: ClaimActionHandlers = {
  followUps: Object.fromEntries(
    Object.entries(PARTNER_OF_ACTION).map(([action, partner]) => [
      action,
      callPartner(action as ClaimAction, partner as Partner),
    ]),
  ),
};
