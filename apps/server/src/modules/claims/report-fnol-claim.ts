import { CLAIM_MESSAGES, ERROR_MESSAGES, type TFnolClaimRequest, type TFnolClaimResponse } from '@fixline/domain';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { badRequest } from '../../http/http-error.ts';
import { issueFnolUploadSecret } from '../files/fnol-upload-secret.ts';
import { insertClaim } from './insert-claim.ts';
import { claimReference, driverName } from './present-claim.ts';

/**
 * POST /api/claims/fnol: a driver's first notice of loss. No account: the insurer's FNOL code says
 * which client organisation owns the claim. It starts on the retail track, in status fnol. The answer
 * carries the claim's upload secret, with which the driver adds photos to it (and to no other claim).
 */
export async function reportFnolClaim(store: ClaimStore, body: TFnolClaimRequest): Promise<TFnolClaimResponse> {
  const { db } = store;
  const { fnolCode, ...details } = body;
  const organisation = await db
    .selectFrom('organisations')
    .select('id')
    .where('type', '=', 'client')
    .where((eb) => eb(eb.fn('upper', ['fnolCode']), '=', fnolCode.toUpperCase()))
    .executeTakeFirst();
  if (!organisation) throw badRequest(ERROR_MESSAGES.invalidRequest, [`fnolCode: ${CLAIM_MESSAGES.fnolCode}`]);

  return withClaimEvents(store, async (trx, emit) => {
    const claim = await insertClaim(
      trx,
      { details, status: 'fnol', track: 'retail', clientOrganisationId: organisation.id },
      { actor: null, actorName: driverName(details.customerName), action: 'fnol' },
    );
    await emit({
      type: 'ClaimCreated',
      claimId: claim.id,
      actor: null,
      payload: { user: driverName(details.customerName) },
    });
    return {
      id: claim.id,
      reference: claimReference(claim.reference),
      status: claim.status,
      ...(await issueFnolUploadSecret(trx, claim.id)),
    };
  });
}
