import type { ClaimActionHandlers, FollowUpContext } from '../claims/claim-action-handlers.ts';
import { offerAgreement } from './offer-agreement.ts';

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

/** The bodyshop agreements' part of the claim actions: the agreement offered when the claim gets a new repairer. */
export const bodyshopAgreementHandlers: ClaimActionHandlers = {
  followUps: { 'approve-for-repair': newRepairer, 'change-repairer': newRepairer },
};
