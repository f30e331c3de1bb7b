import {
  BODYSHOP_AGREEMENT_MESSAGES,
  BODYSHOP_AGREEMENT_TERMS,
  type TBodyshopAgreementPage,
  type ZBodyshopAgreementRequest,
  type z,
} from '@fixline/domain';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { conflict } from '../../http/http-error.ts';
import { recordHistory } from '../claims/claim-history.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { agreementOfClaim, presentAgreement } from './agreement-page.ts';
import { mailAgreementCopy } from './mail-agreement-copy.ts';

interface AgreementStore extends ClaimStore {
  driverLinks: DriverLinks;
}

/**
 * POST /api/driver/bodyshop-agreement/{token}: the driver accepts by typing their name, for the claim's
 * current bodyshop. One acceptance per claim and bodyshop (decision 0061): a second is refused (409) and
 * the page shows the first; after a change of bodyshop, the new one's is signed afresh. In one transaction: the acceptance,
 * the timeline row, the event, and the driver's copy as a PDF when the claim has their email.
 */
export async function acceptAgreement(
  store: AgreementStore,
  token: string,
  { signedName }: z.output<typeof ZBodyshopAgreementRequest>,
): Promise<TBodyshopAgreementPage> {
  return withClaimEvents(store, async (trx, emit) => {
    const { claimId, linkId } = await store.driverLinks.resolve(trx, token, 'agreement');
    const claim = await agreementOfClaim(trx, claimId);
    const stored = await trx
      .insertInto('bodyshopAgreements')
      .values({
        claimId,
        bodyshopOrganisationId: claim.bodyshopId,
        signedName,
        termsVersion: BODYSHOP_AGREEMENT_TERMS.version,
        driverLinkId: linkId,
      })
      .onConflict((oc) => oc.columns(['claimId', 'bodyshopOrganisationId']).doNothing())
      .returning(['signedName', 'acceptedAt', 'termsVersion'])
      .executeTakeFirst();
    if (!stored) throw conflict(BODYSHOP_AGREEMENT_MESSAGES.alreadyAccepted);
    await recordHistory(trx, { claimId, actor: null, actorName: signedName, action: 'accept-bodyshop-agreement' });
    await emit({ type: 'ClaimUpdated', claimId, actor: null });
    await mailAgreementCopy(trx, claim, stored);
    return presentAgreement({ ...claim, ...stored });
  });
}
