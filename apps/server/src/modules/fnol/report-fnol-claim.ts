import {
  CLAIM_MESSAGES,
  claimReference,
  defaultPayer,
  ERROR_MESSAGES,
  type TFnolClaimRequest,
  type TFnolClaimResponse,
} from '@fixline/domain';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { unprocessable } from '../../http/http-error.ts';
import { insertClaim } from '../claims/insert-claim.ts';
import { driverName } from '../claims/present-claim.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { issueFnolUploadSecret } from '../files/fnol-upload-secret.ts';
import { isRetiredFnolCode } from '../organisations/fnol-code.ts';
import { giveNewClaimTrackingLink } from '../tracking/mail-tracking-link.ts';
import { findFnolInsurer } from './find-fnol-insurer.ts';

/**
 * POST /api/claims/fnol: a driver's first notice of loss. No account: the insurer's FNOL code says
 * which client organisation owns the claim. It starts on the retail track, in status fnol. The answer
 * carries the claim's upload secret, with which the driver adds photos to it (and to no other claim).
 */
export async function reportFnolClaim(
  store: ClaimStore & { driverLinks: DriverLinks },
  body: TFnolClaimRequest,
): Promise<TFnolClaimResponse> {
  const { db } = store;
  const { fnolCode, ...details } = body;
  const organisation = await findFnolInsurer(db, fnolCode);
  if (!organisation) {
    // A code its insurer rotated away from says so, and that the driver should ask for the new one.
    const message = (await isRetiredFnolCode(db, fnolCode)) ? CLAIM_MESSAGES.fnolCodeRetired : CLAIM_MESSAGES.fnolCode;
    throw unprocessable(ERROR_MESSAGES.invalidRequest, [`fnolCode: ${message}`]);
  }

  return withClaimEvents(store, async (trx, emit) => {
    const claim = await insertClaim(
      trx,
      {
        details,
        status: 'fnol',
        track: 'retail',
        payer: defaultPayer('retail'),
        clientOrganisationId: organisation.id,
      },
      { actor: null, actorName: driverName(details.customerName), action: 'fnol' },
    );
    await emit({
      type: 'ClaimCreated',
      claimId: claim.id,
      actor: null,
      payload: { user: driverName(details.customerName) },
    });
    // The driver follows the claim from here: the link is on /fnol/complete, and mailed when they gave an email.
    const trackingUrl = await giveNewClaimTrackingLink(trx, store.driverLinks, claim);
    return {
      id: claim.id,
      reference: claimReference(claim.reference),
      status: claim.status,
      trackingUrl,
      ...(await issueFnolUploadSecret(trx, claim.id)),
    };
  });
}
