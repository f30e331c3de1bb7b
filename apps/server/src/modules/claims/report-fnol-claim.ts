import { CLAIM_MESSAGES, ERROR_MESSAGES, type TFnolClaimRequest } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { detailColumns } from './claim-details.ts';
import { recordHistory } from './claim-history.ts';
import { claimReference } from './present-claim.ts';

/**
 * POST /api/claims/fnol: a driver's first notice of loss. No account: the insurer's FNOL code says
 * which client organisation owns the claim. It starts on the retail track, in status fnol.
 */
export async function reportFnolClaim(db: Db, body: TFnolClaimRequest) {
  const { fnolCode, ...details } = body;
  const organisation = await db
    .selectFrom('organisations')
    .select('id')
    .where('type', '=', 'client')
    .where((eb) => eb(eb.fn('upper', ['fnolCode']), '=', fnolCode.toUpperCase()))
    .executeTakeFirst();
  if (!organisation) throw badRequest(ERROR_MESSAGES.invalidRequest, [`fnolCode: ${CLAIM_MESSAGES.fnolCode}`]);

  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('claims')
      .values({
        ...detailColumns(details),
        type: details.type,
        registration: details.registration,
        status: 'fnol',
        track: 'retail',
        clientOrganisationId: organisation.id,
      })
      .returning(['id', 'reference', 'status'])
      .executeTakeFirstOrThrow();
    await recordHistory(trx, {
      claimId: claim.id,
      actor: null,
      actorName: `${details.customerName} (driver)`,
      action: 'fnol',
      from: null,
      to: 'fnol',
    });
    return { id: claim.id, reference: claimReference(claim.reference), status: claim.status };
  });
}
